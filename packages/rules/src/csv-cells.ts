/**
 * CSV for spreadsheets (docs/product/costs.md#jaaroverzicht): UTF-8 with a BOM so Excel reads the accents, `;` as
 * the separator Dutch-language Excel expects, CRLF line ends, and every cell a spreadsheet would run as a formula
 * written as text instead.
 */

/** First characters that make a spreadsheet treat a cell as a formula (or as a DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text: a leading apostrophe makes Excel and LibreOffice show `=SUM(…)` instead of running it. */
export function neutralisedCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quotedCell(value: string): string {
  const cell = neutralisedCell(value);
  return /[";\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The whole file: BOM, header and rows separated by `;`, each line ending in CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(quotedCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
