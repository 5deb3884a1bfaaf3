/**
 * A small CSV reader for what Dutch spreadsheets export: a header row, `;` or `,` as separator (detected from the
 * header), double-quoted fields with `""` as an escaped quote, newlines inside quotes, UTF-8 with or without BOM,
 * CRLF / LF / CR line ends. Rows whose cells are all empty are ignored (Excel writes `;;;` for an empty row).
 * A malformed record does not stop the file: it is returned with an error and the line it starts on.
 */

export type CsvRecord = {
  /** 1-based physical line on which the record starts. */
  line: number;
  cells: string[];
  /** Set when the record is malformed; `cells` is then what could be read. */
  error?: string;
};

export type CsvDocument = { delimiter: ',' | ';'; records: CsvRecord[] };

const BOM = '\uFEFF';

/** The separator that occurs most often outside quotes on the first non-empty line; `;` wins a tie. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let seenContent = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === '\n' || char === '\r') {
      if (seenContent) break;
      continue;
    }
    if (char === ',') commas++;
    if (char === ';') semicolons++;
    if (char.trim() !== '') seenContent = true;
  }
  return commas > semicolons ? ',' : ';';
}

export function parseCsv(input: string): CsvDocument {
  const text = input.startsWith(BOM) ? input.slice(BOM.length) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];

  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let cellWasQuoted = false;
  let afterClosingQuote = false;
  let error: string | undefined;
  let line = 1;
  let recordStart = 1;

  const endCell = () => {
    cells.push(cellWasQuoted ? cell : cell.trim());
    cell = '';
    cellWasQuoted = false;
    afterClosingQuote = false;
  };
  const endRecord = () => {
    endCell();
    if (error) records.push({ line: recordStart, cells, error });
    else if (cells.some((c) => c.trim() !== '')) records.push({ line: recordStart, cells });
    cells = [];
    error = undefined;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
          afterClosingQuote = true;
        }
      } else if (char === '\r' || char === '\n') {
        // Keep the line break inside the value as a plain \n and count the physical line.
        if (char === '\r' && text[i + 1] === '\n') i++;
        cell += '\n';
        line++;
      } else {
        cell += char;
      }
      continue;
    }
    if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordStart = line;
    } else if (afterClosingQuote) {
      if (char !== ' ' && char !== '\t') error ??= 'Tekst na een afsluitend aanhalingsteken';
    } else if (char === '"' && !cellWasQuoted && cell.trim() === '') {
      inQuotes = true;
      cellWasQuoted = true;
      cell = '';
    } else {
      // A quote inside an unquoted value (12" velg) is kept as it is, as spreadsheets read it.
      cell += char;
    }
  }
  if (inQuotes) {
    error = 'Aanhalingsteken niet gesloten';
    endRecord();
  } else if (cell !== '' || cells.length > 0 || cellWasQuoted) {
    endRecord();
  }
  return { delimiter, records };
}
