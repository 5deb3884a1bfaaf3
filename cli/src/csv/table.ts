import { readFileSync } from 'node:fs';
import { CliError } from '../errors.ts';
import { parseCsv } from './parse.ts';

export type TableColumns<K extends string> = { required: readonly K[]; optional: readonly K[] };

/** One data row by column name, with the line it starts on; `error` when the row itself is malformed. */
export type TableRow<K extends string> = { line: number; values: Record<K, string>; error?: string };

/**
 * Reads a CSV whose header names the columns (any order, case-insensitive). A missing required column or an
 * unknown column (usually a typo) stops the whole file; a broken row only fails that row.
 */
export function parseTable<K extends string>(text: string, columns: TableColumns<K>): TableRow<K>[] {
  const { records } = parseCsv(text);
  const [header, ...rows] = records;
  if (!header) throw new CliError('Het CSV-bestand is leeg: er is geen kopregel.');
  if (header.error) throw new CliError(`Kopregel (regel ${header.line}): ${header.error}.`);
  const known: readonly string[] = [...columns.required, ...columns.optional];
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  for (const name of names) {
    if (!known.includes(name)) {
      throw new CliError(
        `Onbekende kolom '${name}' in de kopregel. Toegestane kolommen: ${known.join(', ')}.`,
      );
    }
  }
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new CliError(`De kolom '${duplicate}' staat twee keer in de kopregel.`);
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new CliError(`Verplichte kolom ontbreekt in de kopregel: ${missing.join(', ')}.`);
  }
  return rows.map((record) => {
    const values = Object.fromEntries(known.map((name) => [name, ''])) as Record<K, string>;
    names.forEach((name, index) => {
      values[name as K] = (record.cells[index] ?? '').trim();
    });
    const error =
      record.error ??
      (record.cells.length > names.length
        ? `Deze regel heeft ${record.cells.length} kolommen, de kopregel ${names.length}`
        : undefined);
    return error ? { line: record.line, values, error } : { line: record.line, values };
  });
}

/** Reads a CSV file as UTF-8 (a BOM is dropped by the parser). */
export function readTableFile<K extends string>(path: string, columns: TableColumns<K>): TableRow<K>[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CliError(`Kan het bestand '${path}' niet lezen.`);
  }
  return parseTable(text, columns);
}
