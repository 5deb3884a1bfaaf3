import { parse } from 'csv-parse/sync';
import { CliError } from '../errors.ts';

/**
 * Spreadsheet CSV as Dutch offices export it, read by csv-parse (docs/decisions/0007-cli-bulk-imports.md): a `sep=;`
 * first line (Excel's hint), else the separator that occurs most on the header line (`;`, `,` or tab; `;` wins a
 * tie); quoted fields with separators and line breaks; CRLF, LF or CR line ends; rows whose cells are all empty
 * (Excel's `;;;` and trailing empty rows) are ignored. A malformed quote refuses the whole file with its line: what
 * follows it cannot be read reliably.
 */

export type Delimiter = ';' | ',' | '\t';

export type CsvRecord = {
  /** 1-based physical line of the original file on which the record starts. */
  line: number;
  cells: string[];
};

export type CsvDocument = { delimiter: Delimiter; sepLine: boolean; records: CsvRecord[] };

const SEP_LINE = /^sep=(.)\n/i;

/** The separator that occurs most often outside quotes on the first non-empty line. */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  let seenContent = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '\n') {
      if (seenContent) break;
      continue;
    }
    if (char === ';' || char === ',' || char === '\t') counts[char]++;
    else if (char.trim() !== '') seenContent = true;
  }
  const best = (Object.keys(counts) as Delimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ';');
  return counts[best] > counts[';'] ? best : ';';
}

type ParsedRecord = { record: string[]; raw: string; info: { lines: number } };

const PARSE_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'een aanhalingsteken wordt niet gesloten',
  CSV_INVALID_CLOSING_QUOTE: 'tekst direct na een afsluitend aanhalingsteken',
};

export function parseCsv(input: string): CsvDocument {
  let text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let delimiter: Delimiter | undefined;
  let offset = 0;
  const sep = SEP_LINE.exec(text);
  if (sep) {
    const char = sep[1];
    if (char !== ';' && char !== ',' && char !== '\t') {
      throw new CliError(
        `De eerste regel 'sep=${char}' noemt een scheidingsteken dat niet wordt ondersteund (; , of tab).`,
      );
    }
    delimiter = char;
    text = text.slice(sep[0].length);
    offset = 1;
  }
  delimiter ??= detectDelimiter(text);
  let parsed: ParsedRecord[];
  try {
    parsed = parse(text, {
      delimiter,
      record_delimiter: '\n',
      relax_quotes: true,
      relax_column_count: true,
      info: true,
      raw: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const lines = typeof error === 'object' && error !== null && 'lines' in error ? Number(error.lines) : 0;
    throw new CliError(
      `Het CSV-bestand is niet te lezen rond regel ${lines + offset}: ${PARSE_ERRORS[code] ?? 'ongeldige opmaak'}. Er is niets ingelezen.`,
    );
  }
  const records: CsvRecord[] = [];
  for (const { record, raw, info } of parsed) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const breaks = raw.replace(/\n$/, '').split('\n').length - 1;
    records.push({ line: info.lines - breaks + offset, cells: record });
  }
  return { delimiter, sepLine: sep !== null, records };
}
