import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { DEMO_CAMPERS, DEMO_LOGINS } from '../../src/seed/demo-data.ts';
import { type ChildServer, startChildServer } from '../support/child-server.ts';

/**
 * Several servers started at the same moment on one empty data folder (a restart script, a second replica) all come
 * up, and the demo is seeded once. Before, migrations ran in a deferred transaction without a lock and 5 of 6 tries
 * crashed one process ("table users already exists", "UNIQUE constraint failed").
 */
const scratch = mkdtempSync(join(tmpdir(), 'camperdeel-race-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ROUNDS = 3;
const PROCESSES = 3;

test(`${PROCESSES} processes at once on an empty DATA_DIR, ${ROUNDS} rounds: all answer /api/health, one seed`, async () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const dataDir = join(scratch, `round-${round}`);
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () => startChildServer({ DATA_DIR: dataDir }, 150_000)),
    );
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures, `round ${round}`).toEqual([]);
      for (const server of servers) {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server: ChildServer) => server.stop()));
    }
    const db = new SQLite(join(dataDir, 'camperdeel.db'), { readonly: true });
    try {
      const emails = Object.values(DEMO_LOGINS).map((login) => login.email);
      const users = db
        .prepare(`select count(*) as n from users where email in (${emails.map(() => '?').join(',')})`)
        .get(...emails) as { n: number };
      expect(users.n).toBe(emails.length);
      const campers = db.prepare('select count(*) as n from campers').get() as { n: number };
      expect(campers.n).toBe(DEMO_CAMPERS.length);
    } finally {
      db.close();
    }
  }
}, 600_000);
