/**
 * On PostgreSQL every statement is a round trip to another process. A repeat read takes its session and its answer
 * under the version its throttle count read in the same statement (http/throttle.ts enforceLimit,
 * auth/session-user.ts, cache/per-version.ts): one statement in all. A write by anyone moves the version, so the next
 * read loads again and sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingServer, countingServer } from '../support/counting-server.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import type { StatementCounter } from '../support/statement-counter.ts';

let t: TestServer;
let owner: TestUser;
let camperId: string;
let counter: StatementCounter;
let url: string;
let server: CountingServer;

beforeAll(async () => {
  t = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '100000' } });
  server = await countingServer(t);
  counter = server.counter;
  url = server.url;
  camperId = await t.createCamper({ naam: 'Rondrit' });
  owner = await t.createOwner(camperId);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** The statements one read ran, and its answer. */
async function statementsOf(path: string, headers: Record<string, string> = {}) {
  counter.reset();
  const answer = await fetch(`${url}${path}`, { headers });
  const body = await answer.text();
  return { count: counter.count(), answer, body };
}

describe('a repeat read on PostgreSQL', () => {
  it('counts, takes its session and its answer under the count’s version: one statement, 200 or 304', async () => {
    const path = '/api/owner/camper';
    const headers = { cookie: owner.cookie };
    expect((await statementsOf(path, headers)).answer.status).toBe(200);
    const again = await statementsOf(path, headers);
    expect([again.answer.status, again.count]).toEqual([200, 1]);
    const etag = again.answer.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revisit = await statementsOf(path, { ...headers, 'if-none-match': etag });
    expect([revisit.answer.status, revisit.count]).toEqual([304, 1]);
  });

  it('the calendar page’s other reads answer a repeat in one statement too', async () => {
    const headers = { cookie: owner.cookie };
    for (const path of [
      '/api/auth/me',
      '/api/owner/credits',
      '/api/owner/reservations',
      '/api/owner/blocks',
    ]) {
      expect((await statementsOf(path, headers)).answer.status).toBe(200);
      const again = await statementsOf(path, headers);
      expect([path, again.answer.status, again.count]).toEqual([path, 200, 1]);
    }
  });

  it('loads again after a write by anyone and answers with it', async () => {
    const headers = { cookie: owner.cookie };
    await statementsOf('/api/owner/camper', headers);
    expect((await statementsOf('/api/owner/camper', headers)).count).toBe(1);
    // Another instance's write: through the server's own handle, not the counting one.
    await t.db.updateTable('campers').set({ naam: 'Rondrit Twee' }).where('id', '=', camperId).execute();
    const after = await statementsOf('/api/owner/camper', headers);
    expect(after.count).toBeGreaterThan(1);
    expect(after.body).toContain('Rondrit Twee');
    expect((await statementsOf('/api/owner/camper', headers)).count).toBe(1);
  });

  it('sees a session removed by another instance on the very next request', async () => {
    const other = await t.createOwner(camperId);
    const path = '/api/owner/camper';
    expect((await statementsOf(path, { cookie: other.cookie })).answer.status).toBe(200);
    expect((await statementsOf(path, { cookie: other.cookie })).answer.status).toBe(200);
    await t.db.deleteFrom('sessions').where('user_id', '=', other.id).execute();
    expect((await statementsOf(path, { cookie: other.cookie })).answer.status).toBe(401);
  });
});
