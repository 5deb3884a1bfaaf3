import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- bench:web:start (written by npm run bench:web) -->';
const END = '<!-- bench:web:end -->';
const SECTION = '## Web pages (`npm run bench:web`)';

/**
 * Puts `block` into a Markdown file (docs/performance.md) between bench:web markers: the first run appends it at the
 * end of that section (creating the section when missing), later runs replace only what an earlier run wrote.
 */
export function writeReadmeBlock(readmePath: string, block: string): void {
  const readme = readFileSync(readmePath, 'utf8');
  const marked = `${START}\n${block.trim()}\n${END}`;
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  let next: string;
  if (start !== -1 && end > start) {
    next = readme.slice(0, start) + marked + readme.slice(end + END.length);
  } else {
    const section = readme.indexOf(`\n${SECTION}\n`);
    if (section === -1) {
      next = `${readme.trimEnd()}\n\n${SECTION}\n\n${marked}\n`;
    } else {
      const after = readme.indexOf('\n## ', section + SECTION.length + 1);
      const insertAt = after === -1 ? readme.length : after;
      next = `${readme.slice(0, insertAt).trimEnd()}\n\n${marked}\n${readme.slice(insertAt)}`;
    }
  }
  writeFileSync(readmePath, next);
}
