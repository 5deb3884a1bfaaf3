/**
 * Export cells for spreadsheets (docs/product/exports.md): text that a spreadsheet would run as a formula
 * is written so that it shows as text, and CSV is written the way a Dutch Excel opens it (UTF-8 with BOM, `;`, CRLF).
 */

/** A cell of an export: text, a real number (amounts, counts stay numbers) or empty. */
export type ExportCell = string | number | boolean | null;

/** The first characters with which Excel, LibreOffice and Google Sheets start a formula or a DDE call. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** True when a spreadsheet would read this text as a formula rather than as text. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Text made safe for a CSV cell: a leading `'` makes the spreadsheet show a formula-like text as text. */
export function neutraliseText(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/** A number the way a Dutch spreadsheet reads it from CSV: a decimal comma and no thousands separator. */
function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** One CSV field: neutralised, then quoted when it holds the separator, a quote, a line break or edge spaces. */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return csvNumber(cell);
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  const text = neutraliseText(cell);
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF included. */
export function csvLine(cells: readonly ExportCell[]): string {
  return cells.map(csvField).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/** A whole CSV text (tests, small tables); large exports write `CSV_BOM` and then `csvLine` per row as they read. */
export function csvText(header: readonly string[], rows: readonly (readonly ExportCell[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/** The value of an XLSX cell: numbers stay numbers, booleans read ja/nee, text is always a string (never a formula). */
export function xlsxValue(cell: ExportCell): string | number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'boolean') return cell ? 'ja' : 'nee';
  return cell;
}

/** A safe download name: `gebruikers-2026-11-29.csv` (only lower-case letters, digits and dashes before the date). */
export function exportFileName(subject: string, isoDate: string, format: 'csv' | 'xlsx'): string {
  const safe =
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate : 'onbekend';
  return `${safe}-${date}.${format}`;
}
