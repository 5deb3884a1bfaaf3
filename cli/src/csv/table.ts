import { readFileSync } from 'node:fs';
import { CliError } from '../errors.ts';
import { type DecodedText, decodeSpreadsheet, type Encoding } from './decode.ts';
import { type CsvRecord, type Delimiter, parseCsv } from './parse.ts';
import { isWorkbook, readWorkbook } from './workbook.ts';

export type TableColumns<K extends string> = { required: readonly K[]; optional: readonly K[] };

/** One data row by column name, with its original cells (for --failed-out) and the line it starts on. */
export type TableRow<K extends string> = {
  line: number;
  values: Record<K, string>;
  cells: string[];
  error?: string;
};

/** A read table and how it was written, so failed rows can be written back in the same shape. */
export type Table<K extends string> = {
  delimiter: Delimiter;
  sepLine: boolean;
  encoding: Encoding;
  header: string[];
  rows: TableRow<K>[];
  /** The file it was read from (readTableFile): --failed-out must never overwrite it. */
  source?: string;
};

/**
 * Header spellings offices use, by their normalised form (lower case, accents and everything but letters and digits
 * removed): 'E-mailadres', 'e-mail' and 'Email' all name `email`; 'Factuurnummer' names `factuur_nummer`.
 */
const ALIASES: Record<string, string> = {
  email: 'email',
  emailadres: 'email',
  mail: 'email',
  mailadres: 'email',
  naam: 'naam',
  volledigenaam: 'naam',
  name: 'naam',
  telefoonnummer: 'telefoonnummer',
  telefoon: 'telefoonnummer',
  tel: 'telefoonnummer',
  telnr: 'telefoonnummer',
  mobiel: 'telefoonnummer',
  status: 'status',
  jaar: 'jaar',
  creditshoogseizoen: 'credits_hoogseizoen',
  hoogseizoen: 'credits_hoogseizoen',
  creditslaagseizoen: 'credits_laagseizoen',
  laagseizoen: 'credits_laagseizoen',
  standaardhoogseizoen: 'standaard_hoogseizoen',
  standaardlaagseizoen: 'standaard_laagseizoen',
  camper: 'camper',
  campernaam: 'camper',
  bestand: 'bestand',
  bestandsnaam: 'bestand',
  factuurnummer: 'factuur_nummer',
  factuurnaam: 'factuur_naam',
  omschrijving: 'factuur_naam',
  bedrag: 'bedrag',
  factuurdatum: 'factuurdatum',
  vervaldatum: 'vervaldatum',
};

export function normaliseHeader(cell: string): string {
  const plain = cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return ALIASES[plain] ?? plain;
}

/**
 * Reads decoded CSV text whose header names the columns (any order, any common spelling). A missing required column
 * or an unknown column (usually a typo) refuses the whole file; a broken row only fails that row.
 */
export function parseTable<K extends string>(decoded: DecodedText, columns: TableColumns<K>): Table<K> {
  const { delimiter, sepLine, records } = parseCsv(decoded.text);
  return tableOf(records, { delimiter, sepLine, encoding: decoded.encoding }, columns);
}

/** The header and rows of a sheet (CSV or the first sheet of a workbook) checked against the command's columns. */
export function tableOf<K extends string>(
  records: readonly CsvRecord[],
  shape: Pick<Table<K>, 'delimiter' | 'sepLine' | 'encoding'>,
  columns: TableColumns<K>,
): Table<K> {
  const { delimiter, sepLine, encoding } = shape;
  const [header, ...rows] = records;
  if (!header) throw new CliError('Het CSV-bestand is leeg: er is geen kopregel.');
  const known: readonly string[] = [...columns.required, ...columns.optional];
  // Excel saves empty columns to the right of the data when cells there were ever used: no column at all.
  let named = header.cells.length;
  while (named > 0 && header.cells[named - 1]?.trim() === '') named -= 1;
  const names = header.cells.slice(0, named).map(normaliseHeader);
  names.forEach((name, index) => {
    if (!known.includes(name)) {
      throw new CliError(
        `Onbekende kolom '${header.cells[index]?.trim()}' in de kopregel. Toegestane kolommen: ${known.join(', ')}.`,
      );
    }
  });
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new CliError(`De kolom '${duplicate}' staat twee keer in de kopregel.`);
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new CliError(`Verplichte kolom ontbreekt in de kopregel: ${missing.join(', ')}.`);
  }
  return {
    delimiter,
    sepLine,
    encoding,
    header: header.cells,
    rows: rows.map((record) => {
      const values = Object.fromEntries(known.map((name) => [name, ''])) as Record<K, string>;
      names.forEach((name, index) => {
        values[name as K] = (record.cells[index] ?? '').trim();
      });
      const extra = record.cells.slice(names.length).some((cell) => cell.trim() !== '');
      const row: TableRow<K> = { line: record.line, values, cells: record.cells };
      if (extra) row.error = `Deze regel heeft ${record.cells.length} kolommen, de kopregel ${names.length}`;
      return row;
    }),
  };
}

/**
 * Reads a CSV file (see decodeSpreadsheet) or an Excel workbook (its first sheet, see readWorkbook), told apart by
 * the extension and the first bytes; the whole file is refused before anything is sent.
 */
export async function readTableFile<K extends string>(
  path: string,
  columns: TableColumns<K>,
): Promise<Table<K>> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new CliError(`Kan het bestand '${path}' niet lezen.`);
  }
  if (isWorkbook(path, bytes)) {
    // Failed rows of a workbook are written back as CSV UTF-8 with semicolons (--failed-out).
    return {
      ...tableOf(await readWorkbook(bytes), { delimiter: ';', sepLine: false, encoding: 'utf-8' }, columns),
      source: path,
    };
  }
  return { ...parseTable(decodeSpreadsheet(bytes), columns), source: path };
}
