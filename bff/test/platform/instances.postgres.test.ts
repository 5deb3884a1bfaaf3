/**
 * Two server instances on one PostgreSQL database behave like one (a deployment may run several behind a proxy): a throttle limit holds across
 * both, a session made on one is valid on the other, and both sign with the same key although each has its own
 * DATA_DIR (and so its own signing.key file). PostgreSQL only: a SQLite file belongs to one server process.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.ts';
import type { RunningServer } from '../../src/server.ts';
import { checkedFetch } from '../support/contract.ts';
import {
  type ErrorBody,
  readJson,
  startSecondInstance,
  startTestServer,
  type TestServer,
} from '../support/server.ts';

const AUTH_LIMIT = 4;

let a: TestServer;
let b: RunningServer;

beforeAll(async () => {
  a = await startTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: String(AUTH_LIMIT) } });
  b = await startSecondInstance(a, { THROTTLE_AUTH_PER_MINUTE: String(AUTH_LIMIT) });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

function login(base: string, email: string): Promise<Response> {
  return checkedFetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, wachtwoord: 'helemaal-fout-wachtwoord' }),
  });
}

describe('two instances on one PostgreSQL database', () => {
  it('share one sign-in throttle: the limit holds over both together, then both refuse', async () => {
    expect(a.databaseEnv.DATABASE_URL).toMatch(/^postgres:\/\//);
    const email = `gedeeld-${Date.now()}@test.camperdeel.nl`;
    const statuses: number[] = [];
    // Alternating instances: alone, each would allow AUTH_LIMIT attempts; together they allow AUTH_LIMIT.
    for (let i = 0; i < AUTH_LIMIT; i += 1) {
      statuses.push((await login(i % 2 === 0 ? a.url : b.url, email)).status);
    }
    expect(statuses).toEqual(Array(AUTH_LIMIT).fill(401));
    for (const base of [a.url, b.url]) {
      const refused = await login(base, email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await readJson<ErrorBody>(refused)).error.code).toBe('throttled');
    }
  });

  it('keep the shared throttle counters in an unlogged table: counting a read waits for no WAL flush', async () => {
    const { rows } = await sql<{ relpersistence: string }>`
      SELECT relpersistence FROM pg_class
      WHERE relname = 'throttle_counters' AND relnamespace = current_schema()::regnamespace`.execute(a.db);
    expect(rows).toEqual([{ relpersistence: 'u' }]);
    // A second start (the other instance, a restart) leaves it so and does not fail.
    await migrateToLatest(a.db);
    const again = await sql<{ relpersistence: string }>`
      SELECT relpersistence FROM pg_class
      WHERE relname = 'throttle_counters' AND relnamespace = current_schema()::regnamespace`.execute(a.db);
    expect(again.rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('share sessions: a session cookie made on one instance is valid on the other', async () => {
    const user = await a.createProspect();
    const me = await checkedFetch(`${b.url}/api/auth/me`, { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    expect((await readJson<{ user: { email: string } }>(me)).user.email).toBe(user.email);
  });

  it('share the signing key although each DATA_DIR holds its own signing.key', () => {
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    expect(b.config.signingKey.equals(a.config.signingKey)).toBe(true);
  });
});
