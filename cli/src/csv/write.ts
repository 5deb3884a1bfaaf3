import { writeFileSync } from 'node:fs';
import type { Delimiter } from './parse.ts';

function quoted(cell: string, delimiter: Delimiter): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) || cell !== cell.trim()
    ? `"${cell.replaceAll('"', '""')}"`
    : cell;
}

/**
 * Writes rows in the input's shape (same header and separator) as UTF-8 with a BOM and CRLF, which Excel opens with
 * the right characters whatever the input's encoding was; the file can be imported again as is. No `sep=` line even
 * when the input had one: Excel shows it as text next to a BOM, and the separator is found from the header anyway.
 */
export function writeCsvFile(
  path: string,
  shape: { delimiter: Delimiter; header: string[] },
  rows: string[][],
): void {
  const lines = [shape.header, ...rows].map((cells) =>
    cells.map((c) => quoted(c, shape.delimiter)).join(shape.delimiter),
  );
  writeFileSync(path, `\uFEFF${lines.join('\r\n')}\r\n`, { mode: 0o600 });
}
