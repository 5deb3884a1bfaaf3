/**
 * The camper lists' fast path (src/http/fast-lists.ts) answers below Hono. Here it runs alone on one server and the
 * Hono app alone on another, both on the same database: every answer it gives must be byte for byte the Hono route's
 * (status, every header in order, body), it must see every camper write on the next read, and it must leave to Hono
 * every request where the normal way would write or refuse something.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { hashSecret } from '../../src/auth/secrets.ts';
import { fastCamperLists } from '../../src/http/fast-lists.ts';
import { createRateLimiter } from '../../src/http/rate-limiter.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** What the fast-only server answers when the fast path handed a request on. */
const HANDED_ON = 599;

type Raw = { status: number; headers: string[]; body: string };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // The Date value differs by the second between two answers; its place in the list does not.
        const list = res.rawHeaders.map((value, i) => (res.rawHeaders[i - 1] === 'Date' ? '<date>' : value));
        resolve({ status: res.statusCode ?? 0, headers: list, body: Buffer.concat(chunks).toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

let t: TestServer;
let fastUrl: string;
let honoUrl: string;
const servers: Server[] = [];
let admin: TestUser;
let owner: TestUser;
let prospect: TestUser;
let camperId: string;

beforeAll(async () => {
  t = await startTestServer({ env: { THROTTLE_READ_PER_MINUTE: '100000' } });
  const deps = { db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url };
  const limiter = createRateLimiter(t.db);
  const fast = fastCamperLists(deps, limiter);
  const hono = getRequestListener(createApp(deps, limiter).fetch);
  const fastOnly = createServer((req, res) => {
    void fast(req, res).then((answered) => {
      if (!answered) res.writeHead(HANDED_ON).end();
    });
  });
  const honoOnly = createServer((req, res) => void hono(req, res));
  servers.push(fastOnly, honoOnly);
  fastUrl = await listen(fastOnly);
  honoUrl = await listen(honoOnly);
  camperId = await t.createCamper({ naam: 'Snelle Sprinter' });
  await t.createCamper({ naam: 'Verborgen Vogel', toont_in_camper_vinden: 0 });
  owner = await t.createOwner(camperId);
  admin = await t.createAdmin();
  prospect = await t.createProspect();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await t.close();
});

async function same(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const fast = await raw(fastUrl, path, headers);
  const normal = await raw(honoUrl, path, headers);
  expect(fast.status, `${path} went to Hono`).not.toBe(HANDED_ON);
  expect(fast).toEqual(normal);
  return fast;
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
  async function handedOn(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<void> {
    const res = await new Promise<number>((resolve, reject) => {
      request(`${fastUrl}${path}`, { headers, method }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(res, `${method} ${path} ${JSON.stringify(headers)}`).toBe(HANDED_ON);
  }

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
