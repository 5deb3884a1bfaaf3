import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { adminTabs, TAB_BUDGET, TAB_HEADER } from './admin-tabs.ts';
import { dataset, SCALE } from './generate.ts';
import { table, writeBlock } from './report.ts';
import { credentials, POSTGRES, runCopy, serverEnv, startServer, stopServers } from './server.ts';

/**
 * `npm run bench:scale:tabs`: the admin tabs in Chromium (admin-tabs.ts) on a copy of the scale data set, served by
 * the real server with the built remotes (`npm run build` first). DATABASE_URL for PostgreSQL.
 */

const PERFORMANCE = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
const ENGINE = POSTGRES ? 'PostgreSQL' : 'SQLite';

const year = yearOf(todayInAmsterdam(new Date()));
const data = await dataset(year);
const dir = mkdtempSync(join(tmpdir(), 'camperdeel-tabs-'));
const copy = await runCopy(data.target, data.key, dir);
try {
  const { admin } = await credentials(copy.target);
  const server = await startServer(serverEnv(dir, copy.target));
  const rows = await adminTabs(server.url, admin);
  const block = [
    `### Admin tabs in Chromium, ${ENGINE}, SCALE=${SCALE}`,
    '',
    `Headless Chromium, 1280×900, data set ${data.key}, ${new Date().toISOString().slice(0, 10)}; budgets: usable within ${TAB_BUDGET.usableMs / 1000} s, search within ${TAB_BUDGET.searchMs} ms of the last keystroke, JS heap under ${TAB_BUDGET.heapMb} MB.`,
    '',
    table(TAB_HEADER, rows),
  ].join('\n');
  console.log(`\n${block}\n`);
  writeBlock(PERFORMANCE, `${ENGINE} admin tabs`, block);
} finally {
  await stopServers();
  await copy.drop();
  rmSync(dir, { recursive: true, force: true });
}
