import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openTarget } from '../../src/db/connection.ts';
import { DEMO_CAMPERS, DEMO_LOGINS } from '../../src/seed/demo-data.ts';
import { type ChildServer, startChildServer } from '../support/child-server.ts';
import { withCompileCache } from '../support/compile-cache.ts';
import { checkedFetch } from '../support/contract.ts';
import { createEmptyDatabase, dropTestDatabase, testPostgresUrl } from '../support/postgres-cluster.ts';

/**
 * Several servers started at the same moment on one empty data folder (a restart script, a second replica) all come
 * up, and the demo is seeded once. Before, migrations ran in a deferred transaction without a lock and 5 of 6 tries
 * crashed one process ("table users already exists", "UNIQUE constraint failed"). On PostgreSQL every round starts
 * on an empty database of the test cluster (the advisory startup lock).
 */
const scratch = mkdtempSync(join(tmpdir(), 'camperdeel-race-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ROUNDS = 3;
const PROCESSES = 3;

test(`${PROCESSES} processes at once on an empty DATA_DIR, ${ROUNDS} rounds: all answer /api/health, one seed`, async () => {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const dataDir = join(scratch, `round-${round}`);
    const adminUrl = testPostgresUrl();
    const databaseUrl = adminUrl ? await createEmptyDatabase(adminUrl) : undefined;
    // Compiled modules are reused: the race is in the database, not in loading code.
    const env = withCompileCache({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, () => startChildServer(env, 150_000)),
    );
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures, `round ${round}`).toEqual([]);
      for (const server of servers) {
        expect((await checkedFetch(`${server.url}/api/health`)).status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server: ChildServer) => server.stop()));
    }
    const db = openTarget(databaseUrl ?? join(dataDir, 'camperdeel.db'));
    try {
      const emails = Object.values(DEMO_LOGINS).map((login) => login.email);
      const users = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', 'in', emails)
        .executeTakeFirstOrThrow();
      expect(users.n).toBe(emails.length);
      const campers = await db
        .selectFrom('campers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(campers.n).toBe(DEMO_CAMPERS.length);
    } finally {
      await db.destroy();
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    }
  }
}, 600_000);
