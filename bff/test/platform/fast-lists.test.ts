/**
 * The fast path (src/http/fast-reads.ts) answers the camper lists (fast-lists.ts) below Hono. Here it runs alone on
 * one server and the Hono app alone on another, both on the same database (support/side-by-side.ts): every answer it
 * gives for a list must be byte for byte the Hono route's (status, every header in order, body), it must see every
 * camper write on the next read, and it must leave to Hono every request where the normal way would write or refuse
 * something.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { raw, type SideBySide, sideBySide } from '../support/side-by-side.ts';

let t: TestServer;
let pair: SideBySide;
let fastUrl: string;
let admin: TestUser;
let owner: TestUser;
let prospect: TestUser;
let camperId: string;

beforeAll(async () => {
  t = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '100000' } });
  pair = await sideBySide(t);
  fastUrl = pair.fastUrl;
  camperId = await t.createCamper({ naam: 'Snelle Sprinter' });
  await t.createCamper({ naam: 'Verborgen Vogel', toont_in_camper_vinden: 0 });
  owner = await t.createOwner(camperId);
  admin = await t.createAdmin();
  prospect = await t.createProspect();
});
afterAll(async () => {
  await pair.close();
  await t.close();
});

function same(path: string, headers: Record<string, string> = {}) {
  return pair.same(path, headers);
}

describe('the same bytes as the Hono route', () => {
  it('public list: 200, and 304 for its ETag; with and without a session; with an Origin (the embed)', async () => {
    const first = await same('/api/public/campers');
    expect(first.status).toBe(200);
    expect(first.body).toContain('Snelle Sprinter');
    expect(first.body).not.toContain('Verborgen Vogel');
    const etag = first.headers[first.headers.indexOf('etag') + 1] ?? '';
    expect((await same('/api/public/campers', { 'if-none-match': etag })).status).toBe(304);
    await same('/api/public/campers', { 'if-none-match': `"ander", ${etag}` });
    await same('/api/public/campers', { 'if-none-match': '"ander"' });
    await same('/api/public/campers', { cookie: owner.cookie });
    await same('/api/public/campers', { origin: 'https://partner.example' });
  });

  it('signed-in list per viewer: owner (own camper in full), admin (all), prospect; 200 and 304', async () => {
    for (const user of [owner, admin, prospect]) {
      const first = await same('/api/campers', { cookie: user.cookie });
      expect(first.status).toBe(200);
      const etag = first.headers[first.headers.indexOf('etag') + 1] ?? '';
      expect((await same('/api/campers', { cookie: user.cookie, 'if-none-match': etag })).status).toBe(304);
    }
    const adminList = await raw(fastUrl, '/api/campers', { cookie: admin.cookie });
    expect(adminList.body).toContain('Verborgen Vogel');
  });
});

describe('from memory', () => {
  it('a repeat read is answered at once (SQLite) with the same bytes, anonymous and per viewer, 200 and 304', async () => {
    for (const cookie of [undefined, owner.cookie, admin.cookie, prospect.cookie]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      for (const path of cookie ? ['/api/public/campers', '/api/campers'] : ['/api/public/campers']) {
        const first = await same(path, headers);
        const again = await same(path, headers);
        expect(pair.lastWay(), `${path} ${cookie}`).toBe(pair.repeatWay);
        expect(again.body).toBe(first.body);
        const etag = first.headers[first.headers.indexOf('etag') + 1] ?? '';
        expect((await same(path, { ...headers, 'if-none-match': etag })).status).toBe(304);
        expect(pair.lastWay()).toBe(pair.repeatWay);
      }
    }
  });
});

describe('never stale', () => {
  it('a camper write shows on the next fast read; the old ETag then gets 200 with the new list', async () => {
    const before = await raw(fastUrl, '/api/public/campers');
    const etag = before.headers[before.headers.indexOf('etag') + 1] ?? '';
    const renamed = await t.request(`/api/admin/campers/${camperId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { naam: 'Hernoemde Hommel' },
    });
    expect(renamed.status).toBe(200);
    const after = await same('/api/public/campers', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body).toContain('Hernoemde Hommel');
    expect(after.body).not.toContain('Snelle Sprinter');
    // A write straight into the database (the CLI, another instance) is seen too.
    await t.db.updateTable('campers').set({ toont_in_camper_vinden: 0 }).where('id', '=', camperId).execute();
    expect((await same('/api/public/campers')).body).not.toContain('Hernoemde Hommel');
    const newOwner = await t.createOwner(camperId);
    const hidden = await same('/api/campers', { cookie: newOwner.cookie });
    expect(hidden.body).not.toContain('Hernoemde Hommel');
    await t.db.updateTable('campers').set({ toont_in_camper_vinden: 1 }).where('id', '=', camperId).execute();
    const shown = await same('/api/campers', { cookie: newOwner.cookie, 'if-none-match': '"x"' });
    expect(shown.body).toContain('Hernoemde Hommel');
    expect(shown.body).not.toBe(hidden.body);
  });
});

describe('handed on to Hono', () => {
  const handedOn = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    pair.handedOn(path, headers, method);

  it('other paths, methods, query strings, tokens, bodies, repeated cookies; no session on the signed-in list', async () => {
    await handedOn('/api/campers/');
    await handedOn('/api/public/campers?x=1');
    await handedOn('/api/public/campers%00');
    await handedOn('/api/public/campers', {}, 'HEAD');
    await handedOn('/api/public/campers', {}, 'OPTIONS');
    await handedOn('/api/campers', { authorization: 'Bearer cd_geen' });
    await handedOn('/api/public/campers', { 'content-length': '0' });
    await handedOn('/api/campers');
    await handedOn('/api/campers', { cookie: 'camperdeel_session=onbekend' });
    await handedOn('/api/public/campers', { cookie: 'camperdeel_session=onbekend' });
  });

  it('a session whose last use, renewal or expiry must be written goes the normal way and is not touched here', async () => {
    const user = await t.createProspect();
    const token = user.cookie.split('=')[1] ?? '';
    const id = hashSecret(token);
    const sessionRow = () =>
      t.db
        .selectFrom('sessions')
        .select(['last_used_at', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    await t.db.updateTable('sessions').set({ last_used_at: null }).where('id', '=', id).execute();
    const before = await sessionRow();
    await handedOn('/api/campers', { cookie: user.cookie });
    await handedOn('/api/public/campers', { cookie: user.cookie });
    expect(await sessionRow()).toEqual(before);
    // Renewal due (less than half of the lifetime left):
    const nowMs = Date.now();
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: nowMs, expires_at: nowMs + 60_000 })
      .where('id', '=', id)
      .execute();
    await handedOn('/api/campers', { cookie: user.cookie });
    // Expired:
    await t.db
      .updateTable('sessions')
      .set({ expires_at: nowMs - 1 })
      .where('id', '=', id)
      .execute();
    await handedOn('/api/campers', { cookie: user.cookie });
    // The account is gone:
    const other = await t.createProspect();
    await t.db.deleteFrom('users').where('id', '=', other.id).execute();
    await handedOn('/api/public/campers', { cookie: other.cookie });
  });
});

describe('on the real server', () => {
  it('a request handed on is counted once: the hit goes along to Hono, which refuses only past the limit', async () => {
    const strict = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '2' } });
    try {
      const user = await strict.createProspect();
      const token = user.cookie.split('=')[1] ?? '';
      // The first request is handed on (last use to write) after the fast path counted it.
      await strict.db
        .updateTable('sessions')
        .set({ last_used_at: null })
        .where('id', '=', hashSecret(token))
        .execute();
      expect((await strict.request('/api/campers', { cookie: user.cookie })).status).toBe(200);
      expect((await strict.request('/api/campers', { cookie: user.cookie })).status).toBe(200);
      const refused = await strict.request('/api/campers', { cookie: user.cookie });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('throttled');
    } finally {
      await strict.close();
    }
  });

  it('a hit counted on the way from memory is not counted again when the list must be loaded', async () => {
    const strict = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '3' } });
    try {
      const list = () => strict.request('/api/public/campers');
      expect((await list()).status).toBe(200);
      // Remembered now: the second read is answered at once.
      expect((await list()).status).toBe(200);
      // A write moves the version: the third read is counted on the way from memory, then loaded the awaited way.
      await strict.createCamper({ naam: 'Nieuwe Nomade' });
      const third = await list();
      expect(third.status).toBe(200);
      expect(await third.text()).toContain('Nieuwe Nomade');
      expect((await list()).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('answers the lists, and HEAD and the preflight the normal way', async () => {
    const res = await t.request('/api/public/campers');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await t.request('/api/public/campers', { method: 'HEAD' })).status).toBe(200);
    const preflight = await t.request('/api/public/campers', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect((await t.request('/api/campers')).status).toBe(401);
  });
});
