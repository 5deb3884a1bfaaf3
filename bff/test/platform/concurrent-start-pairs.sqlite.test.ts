import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server.ts';

/**
 * Two server processes started at the same moment on one empty data folder, twenty times, each time on a fresh
 * folder and without demo data (the fastest start, so the widest race): both come up and answer /api/health. Before,
 * about one start in six died with "SqliteError: database is locked": both processes held the read lock of the new
 * file and both asked to write its first page for the switch to WAL, a deadlock SQLite settles by refusing one at
 * once, whatever the busy timeout. Four pairs run at a time to keep it short.
 */
const scratch = mkdtempSync(join(tmpdir(), 'camperdeel-pairs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PAIRS = 20;
const AT_ONCE = 4;

async function startPair(round: number): Promise<string[]> {
  const env = {
    DATA_DIR: join(scratch, `pair-${round}`),
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    // Compiled modules are reused from the first start on: the race is in the database, not in loading code.
    NODE_COMPILE_CACHE: join(scratch, 'compile-cache'),
  };
  const started = await Promise.allSettled([startChildServer(env, 60_000), startChildServer(env, 60_000)]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const problems = started.flatMap((result) =>
    result.status === 'rejected' ? [`pair ${round}: ${String(result.reason)}`] : [],
  );
  try {
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      if (health.status !== 200) problems.push(`pair ${round}: /api/health ${health.status}`);
    }
  } finally {
    await Promise.all(servers.map((server: ChildServer) => server.stop()));
  }
  return problems;
}

test(`${PAIRS} pairs of processes on an empty DATA_DIR: both of every pair come up`, async () => {
  const problems: string[] = [];
  let next = 1;
  const worker = async () => {
    while (next <= PAIRS) {
      const round = next;
      next += 1;
      problems.push(...(await startPair(round)));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  expect(problems).toEqual([]);
}, 180_000);
