/**
 * On PostgreSQL every statement is a round trip to another process. A repeat read on the fast path
 * (src/http/fast-reads.ts) makes one: the throttle count, which returns the shared database version in the same
 * statement; the session and the answer are then taken as remembered under that version. A write by anyone moves the
 * version, so the next read loads again and sees it. Every other request takes the session under the count's version
 * too (http/throttle.ts enforceLimit, auth/session-user.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberPerVersion } from '../../src/cache/per-version.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { raw, rawHeader, type SideBySide, sideBySide } from '../support/side-by-side.ts';
import { countStatements, type StatementCounter } from '../support/statement-counter.ts';

let t: TestServer;
let pair: SideBySide;
let owner: TestUser;
let camperId: string;
let counter: StatementCounter;

beforeAll(async () => {
  t = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '100000' } });
  counter = countStatements(t.db);
  // The counting handle is a root handle like the server's own: its reads may be remembered per version.
  rememberPerVersion(counter.db);
  pair = await sideBySide({ ...t, db: counter.db });
  camperId = await t.createCamper({ naam: 'Rondrit' });
  owner = await t.createOwner(camperId);
});
afterAll(async () => {
  await pair.close();
  await t.close();
});

/** The statements one read ran, and its answer; on the fast path unless `base` says otherwise. */
async function statementsOf(path: string, headers: Record<string, string> = {}, base = pair.fastUrl) {
  counter.reset();
  const answer = await raw(base, path, headers);
  return { count: counter.count(), answer };
}

describe('a repeat read on PostgreSQL', () => {
  it('is one statement for each fast path read, signed in or not, 200 or 304', async () => {
    for (const [path, headers] of [
      ['/api/owner/reservations', { cookie: owner.cookie }],
      ['/api/owner/camper', { cookie: owner.cookie }],
      ['/api/campers', { cookie: owner.cookie }],
      ['/api/auth/me', { cookie: owner.cookie }],
      ['/api/public/campers', {}],
    ] as const) {
      const first = await statementsOf(path, headers);
      expect(first.answer.status, path).toBe(200);
      expect(first.count, path).toBeGreaterThan(1);
      const again = await statementsOf(path, headers);
      expect([again.answer.status, again.count], path).toEqual([200, 1]);
      const etag = rawHeader(again.answer, 'etag');
      if (etag !== '') {
        const revisit = await statementsOf(path, { ...headers, 'if-none-match': etag });
        expect([revisit.answer.status, revisit.count], path).toEqual([304, 1]);
      }
    }
  });

  it('loads again after a write by anyone and answers with it', async () => {
    await statementsOf('/api/owner/camper', { cookie: owner.cookie });
    expect((await statementsOf('/api/owner/camper', { cookie: owner.cookie })).count).toBe(1);
    // Another instance's write: through the server's own handle, not the counting one.
    await t.db.updateTable('campers').set({ naam: 'Rondrit Twee' }).where('id', '=', camperId).execute();
    const after = await statementsOf('/api/owner/camper', { cookie: owner.cookie });
    expect(after.count).toBeGreaterThan(1);
    expect(after.answer.body).toContain('Rondrit Twee');
    expect((await statementsOf('/api/owner/camper', { cookie: owner.cookie })).count).toBe(1);
  });

  it('sees a logout on the very next read', async () => {
    const other = await t.createOwner(camperId);
    expect((await statementsOf('/api/owner/camper', { cookie: other.cookie })).answer.status).toBe(200);
    expect((await statementsOf('/api/owner/camper', { cookie: other.cookie })).count).toBe(1);
    await t.db.deleteFrom('sessions').where('user_id', '=', other.id).execute();
    await raw(pair.fastUrl, '/api/owner/camper', { cookie: other.cookie });
    expect(pair.lastWay()).toBe('handed on');
  });
});

describe('a request through Hono on PostgreSQL', () => {
  it('takes its session under the version its throttle count read: one statement fewer', async () => {
    const path = '/api/owner/camper';
    await statementsOf(path, { cookie: owner.cookie }, pair.honoUrl);
    // The count (with the version) and the answer's own version read; the session is remembered under the first.
    const again = await statementsOf(path, { cookie: owner.cookie }, pair.honoUrl);
    expect([again.answer.status, again.count]).toEqual([200, 2]);
  });

  it('sees a session removed by another instance on the very next request', async () => {
    const other = await t.createOwner(camperId);
    const path = '/api/owner/camper';
    expect((await statementsOf(path, { cookie: other.cookie }, pair.honoUrl)).answer.status).toBe(200);
    expect((await statementsOf(path, { cookie: other.cookie }, pair.honoUrl)).answer.status).toBe(200);
    await t.db.deleteFrom('sessions').where('user_id', '=', other.id).execute();
    expect((await statementsOf(path, { cookie: other.cookie }, pair.honoUrl)).answer.status).toBe(401);
  });
});
