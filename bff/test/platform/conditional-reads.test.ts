/**
 * The reads that give an ETag (the camper lists and the owner calendar page's loads) through the one /api pipeline:
 * their headers, 304 for a validator they still hold (http/etag.ts conditionalGet), each viewer's own bytes, every
 * write seen on the next read (cache/per-version.ts), and refusals exactly as strict as any other route.
 */
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.ts';
import { expectSecureHeaders } from '../contract/helpers.ts';
import { addBlock } from '../support/blocks.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { readJson, type TestUser, withTestServer } from '../support/server.ts';

const OWNER_PATHS = [
  '/api/owner/camper',
  '/api/owner/credits',
  '/api/owner/reservations',
  '/api/owner/blocks',
];
const PAGE_PATHS = ['/api/auth/me', ...OWNER_PATHS];

const t = serverForFile({
  now: new Date('2026-03-10T10:00:00Z'),
  env: { THROTTLE_READ_PER_MINUTE: '100000' },
});
let admin: TestUser;
let anna: TestUser;
let bert: TestUser;
let carla: TestUser;
let prospect: TestUser;
let camperId: string;
let bertsBooking: string;

/** An error answer's body. */
type Refusal = { error: { code: string } };

type Calendar = { reserveringen: Array<{ id: string; naam: string; eigen: boolean }> };

async function book(user: TestUser, dag: string): Promise<string> {
  const res = await t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen: [dag] } });
  expect(res.status).toBe(201);
  return (await readJson<Calendar>(res)).reserveringen[0]?.id ?? '';
}

/** A write by another connection to the same database (the CLI, another instance). */
async function elsewhere(sql: string, ...args: string[]): Promise<void> {
  if (t.databaseEnv.DATABASE_URL) {
    let n = 0;
    await t.db.executeQuery(
      CompiledQuery.raw(
        sql.replace(/\?/g, () => `$${++n}`),
        args,
      ),
    );
    return;
  }
  const other = new SQLite(t.config.databasePath);
  try {
    other.prepare(sql).run(...args);
  } finally {
    other.close();
  }
}

/** A 200 with a strong validator, then 304 (no body, same headers but the content type) for every form of it. */
async function expectRevalidates(path: string, cacheControl: string, headers: Record<string, string> = {}) {
  const first = await t.request(path, { headers });
  expect(first.status, path).toBe(200);
  const body = await first.text();
  const etag = first.headers.get('etag') ?? '';
  expect(etag, path).toMatch(/^"[\w-]{27}"$/);
  expect(first.headers.get('cache-control'), path).toBe(cacheControl);
  expect(first.headers.get('content-type'), path).toBe('application/json');
  expectSecureHeaders(first);
  for (const wanted of [etag, `W/${etag}`, `"ander", ${etag}`, '*']) {
    const again = await t.request(path, { headers: { ...headers, 'if-none-match': wanted } });
    expect(again.status, `${path} ${wanted}`).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(cacheControl);
    expect(again.headers.get('content-type')).toBeNull();
    expectSecureHeaders(again);
  }
  const other = await t.request(path, { headers: { ...headers, 'if-none-match': '"ander"' } });
  expect(other.status).toBe(200);
  expect(await other.text()).toBe(body);
  return { etag, body, first };
}

beforeAll(async () => {
  camperId = await t.createCamper({ naam: 'Gedeelde Globetrotter' });
  const otherCamper = await t.createCamper({ naam: 'Andere Avonturier' });
  await t.createCamper({ naam: 'Verborgen Vogel', toont_in_camper_vinden: 0 });
  anna = await t.createOwner(camperId, { naam: 'Anna' });
  bert = await t.createOwner(camperId, { naam: 'Bert' });
  carla = await t.createOwner(otherCamper, { naam: 'Carla' });
  admin = await t.createAdmin();
  prospect = await t.createProspect();
  await giveCredits(t, admin, anna, 2026, 10, 10);
  await giveCredits(t, admin, bert, 2026, 8, 8);
  await giveCredits(t, admin, carla, 2026, 6, 6);
  bertsBooking = await book(bert, '2026-04-14');
  await book(carla, '2026-04-21');
  await addBlock(t, admin, camperId, '2026-06-01', '2026-06-03');
});

describe('the camper lists', () => {
  it('public list: 200 and 304 with its CORS header, with and without a session, with an Origin (the embed)', async () => {
    const cacheControl = 'public, max-age=60, stale-while-revalidate=60';
    const { body, etag } = await expectRevalidates('/api/public/campers', cacheControl);
    expect(body).toContain('Gedeelde Globetrotter');
    expect(body).not.toContain('Verborgen Vogel');
    const visitors: Array<Record<string, string>> = [
      {},
      { cookie: anna.cookie },
      { origin: 'https://partner.example' },
    ];
    for (const headers of visitors) {
      const revisit = await t.request('/api/public/campers', {
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(revisit.status).toBe(304);
      expect(revisit.headers.get('access-control-allow-origin')).toBe('*');
    }
    const signedIn = await t.request('/api/public/campers', { cookie: anna.cookie });
    expect(await signedIn.text()).toBe(body);
  });

  it('signed-in list per viewer: owner (own camper in full), admin (all), prospect; 200 and 304', async () => {
    const lists = new Map<TestUser, string>();
    for (const user of [anna, admin, prospect])
      lists.set(
        user,
        (await expectRevalidates('/api/campers', 'private, no-cache', { cookie: user.cookie })).body,
      );
    expect(lists.get(admin)).toContain('Verborgen Vogel');
    expect(lists.get(anna)).not.toContain('Verborgen Vogel');
    expect(lists.get(anna)).not.toBe(lists.get(prospect));
    expect((await t.request('/api/campers')).status).toBe(401);
  });

  it('HEAD and the preflight', async () => {
    expect((await t.request('/api/public/campers', { method: 'HEAD' })).status).toBe(200);
    const preflight = await t.request('/api/public/campers', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });
});

describe('the owner calendar page', () => {
  it('every load for two co-owners and the owner of another camper; /api/auth/me keeps no-store and no ETag', async () => {
    for (const user of [anna, bert, carla]) {
      for (const path of OWNER_PATHS)
        await expectRevalidates(path, 'private, no-cache', { cookie: user.cookie });
      const me = await t.request('/api/auth/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(me.headers.get('etag')).toBeNull();
      expect((await readJson<{ user: { id: string } }>(me)).user.id).toBe(user.id);
    }
    const adminMe = await t.request('/api/auth/me', { cookie: admin.cookie });
    expect((await readJson<{ user: { rol: string | null } }>(adminMe)).user.rol).toBe('admin');
  });

  it('each viewer gets their own bytes; another viewer’s validator gets a 200 with one’s own', async () => {
    const annas = await t.request('/api/owner/reservations', { cookie: anna.cookie });
    const annasBody = await annas.text();
    const berts = await t.request('/api/owner/reservations', { cookie: bert.cookie });
    const reservations = (text: string) =>
      (JSON.parse(text) as Calendar).reserveringen.map((r) => [r.id, r.eigen]);
    expect(reservations(annasBody)).toEqual([[bertsBooking, false]]);
    expect(reservations(await berts.text())).toEqual([[bertsBooking, true]]);
    const crossed = await t.request('/api/owner/reservations', {
      cookie: anna.cookie,
      headers: { 'if-none-match': berts.headers.get('etag') ?? '' },
    });
    expect(crossed.status).toBe(200);
    expect(await crossed.text()).toBe(annasBody);
    const credits = async (user: TestUser) =>
      (
        await readJson<{ credits: Array<{ credits_hoogseizoen: number }> }>(
          await t.request('/api/owner/credits', { cookie: user.cookie }),
        )
      ).credits.map((row) => row.credits_hoogseizoen);
    expect(await credits(anna)).toEqual([10, 10]);
    expect(await credits(bert)).toEqual([8, 8]);
  });

  it('a booking, a block, a credit grant and a write by another connection show on the next read', async () => {
    const before = await t.request('/api/owner/reservations', { cookie: anna.cookie });
    const annasBooking = await book(anna, '2026-05-12');
    const after = await t.request('/api/owner/reservations', {
      cookie: anna.cookie,
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect((await readJson<Calendar>(after)).reserveringen.map((r) => [r.id, r.eigen])).toEqual([
      [bertsBooking, false],
      [annasBooking, true],
    ]);
    await elsewhere('UPDATE profiles SET naam = ? WHERE id = ?', 'Bert B', bert.id);
    const renamed = await t.request('/api/owner/reservations', { cookie: anna.cookie });
    expect((await readJson<Calendar>(renamed)).reserveringen[0]?.naam).toBe('Bert B');
    await elsewhere(
      "INSERT INTO camper_blokkades (id, camper_id, start_datum, eind_datum, reden, created_at) VALUES (?, ?, '2026-07-01', '2026-07-02', 'Schade', '2026-03-10T10:00:00.000Z')",
      '00000000-0000-4000-8000-00000000b10c',
      camperId,
    );
    const blocks = await t.request('/api/owner/blocks', { cookie: bert.cookie });
    expect(
      (await readJson<{ blokkades: Array<{ reden: string }> }>(blocks)).blokkades.map((b) => b.reden),
    ).toEqual(['APK', 'Schade']);
    await giveCredits(t, admin, bert, 2026, 20, 20);
    const credits = await t.request('/api/owner/credits', { cookie: bert.cookie });
    expect(
      (await readJson<{ credits: Array<{ credits_hoogseizoen: number }> }>(credits)).credits[0]
        ?.credits_hoogseizoen,
    ).toBe(20);
  });

  it('refusals: anonymous, an unknown session or token, no camper (prospect, admin), a signed-out session', async () => {
    for (const path of PAGE_PATHS) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: 'camperdeel_session=onbekend' })).status).toBe(401);
      expect((await t.request(path, { headers: { authorization: 'Bearer cd_geen' } })).status).toBe(401);
    }
    for (const path of OWNER_PATHS) {
      for (const user of [prospect, admin]) {
        const refused = await t.request(path, { cookie: user.cookie });
        expect(refused.status).toBe(403);
        expect((await readJson<Refusal>(refused)).error.code).toBe('no_camper_assigned');
      }
    }
    const cookie = await t.signIn(anna.id);
    expect((await t.request('/api/owner/reservations', { cookie })).status).toBe(200);
    expect((await t.request('/api/auth/logout', { method: 'POST', cookie })).status).toBeLessThan(300);
    for (const path of PAGE_PATHS) expect((await t.request(path, { cookie })).status).toBe(401);
  });

  it('a session due for renewal sends its cookie again, with the 304 too', async () => {
    const cookie = await t.signIn(carla.id);
    const first = await t.request('/api/owner/camper', { cookie });
    const etag = first.headers.get('etag') ?? '';
    // Close to its end: this use renews it.
    const soon = t.clock.now().getTime() + 60_000;
    await t.db
      .updateTable('sessions')
      .set({ expires_at: soon })
      .where('id', '=', hashSecret(cookie.split('=')[1] ?? ''))
      .execute();
    const revisit = await t.request('/api/owner/camper', { cookie, headers: { 'if-none-match': etag } });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get('set-cookie') ?? '').toMatch(/camperdeel_session=/);
  });
});

describe('the throttle', () => {
  it('counts every request once, judged on the current count: refused with Retry-After past the limit', async () => {
    await withTestServer({ env: { THROTTLE_READ_PER_MINUTE: '3' } }, async (strict) => {
      const list = () => strict.request('/api/public/campers');
      expect((await list()).status).toBe(200);
      expect((await list()).status).toBe(200);
      // A write moves the version: the list is loaded again, and the request still counts once.
      await strict.createCamper({ naam: 'Nieuwe Nomade' });
      const third = await list();
      expect(third.status).toBe(200);
      expect(await third.text()).toContain('Nieuwe Nomade');
      const refused = await list();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expectSecureHeaders(refused);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await readJson<Refusal>(refused)).error.code).toBe('throttled');
    });
  });
});
