import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:scale:start (written by npm run bench:scale) -->';
const END = '<!-- bench:scale:end -->';
const SECTION = '## Scale (`npm run bench:scale`, `npm run bench:scale:postgres`)';

export type Check = { name: string; measured: string; budget: string; ok: boolean | null };

/** A Markdown table with a budget column and ✓/✗ per row (– where no budget applies or it could not be measured). */
export function table(header: string[], rows: string[][]): string {
  const all = [header, header.map(() => '---'), ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  return all.map((row) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`).join('\n');
}

export function mark(ok: boolean | null): string {
  return ok === null ? '–' : ok ? '✓' : '✗';
}

/**
 * Puts this engine's block into docs/performance.md between its own markers (one pair per engine), inside the Scale
 * section: later runs replace only what an earlier run on that engine wrote.
 */
export function writeBlock(path: string, engine: string, block: string): void {
  const start = START.replace('-->', `${engine} -->`);
  const end = END.replace('-->', `${engine} -->`);
  const doc = readFileSync(path, 'utf8');
  const marked = `${start}\n${block.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from !== -1 && to > from) {
    writeFileSync(path, doc.slice(0, from) + marked + doc.slice(to + end.length));
    return;
  }
  const section = doc.indexOf(`\n${SECTION}\n`);
  if (section === -1) {
    writeFileSync(path, `${doc.trimEnd()}\n\n${SECTION}\n\n${marked}\n`);
    return;
  }
  const after = doc.indexOf('\n## ', section + SECTION.length + 1);
  const at = after === -1 ? doc.length : after;
  writeFileSync(path, `${doc.slice(0, at).trimEnd()}\n\n${marked}\n${doc.slice(at)}`);
}
