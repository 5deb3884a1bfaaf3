/**
 * The owner calendar page's loads on the fast path (src/http/fast-owner-reads.ts): /api/auth/me and the owner's
 * camper, credits, reservations and blocks. The fast path alone and the Hono app alone run on one database
 * (support/side-by-side.ts): every answer must be byte for byte the Hono route's, per viewer (a co-owner, the owner
 * of another camper), 304 for the answer's own ETag only, every write (the API, another connection) seen on the next
 * read, and every refusal (anonymous, no camper, a revoked session, a removed owner) left to Hono, which answers
 * exactly as before.
 */
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock } from '../support/blocks.ts';
import { giveCredits } from '../support/credits.ts';
import {
  type ErrorBody,
  readJson,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/server.ts';
import { type Raw, rawHeader, type SideBySide, sideBySide } from '../support/side-by-side.ts';

const OWNER_PATHS = [
  '/api/owner/camper',
  '/api/owner/credits',
  '/api/owner/reservations',
  '/api/owner/blocks',
];
const PAGE_PATHS = ['/api/auth/me', ...OWNER_PATHS];

let t: TestServer;
let pair: SideBySide;
let admin: TestUser;
let anna: TestUser;
let bert: TestUser;
let carla: TestUser;
let prospect: TestUser;
let camperId: string;
let bertsBooking: string;

type Calendar = { reserveringen: Array<{ id: string; naam: string; eigen: boolean }> };

async function book(user: TestUser, dag: string): Promise<string> {
  const res = await t.request('/api/owner/reservations', { cookie: user.cookie, json: { dagen: [dag] } });
  expect(res.status).toBe(201);
  return (await readJson<Calendar>(res)).reserveringen[0]?.id ?? '';
}

/** A write by another connection to the same database (the CLI, another instance). */
async function elsewhere(sql: string, ...args: string[]): Promise<void> {
  if (t.databaseEnv.DATABASE_URL) {
    // PostgreSQL: every instance has its own pool; one more statement outside the server's requests stands in.
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

function body<T>(answer: Raw): T {
  return JSON.parse(answer.body) as T;
}

beforeAll(async () => {
  t = await startTestServer({
    now: new Date('2026-03-10T10:00:00Z'),
    env: { THROTTLE_READ_PER_MINUTE: '100000' },
  });
  pair = await sideBySide(t);
  camperId = await t.createCamper({ naam: 'Gedeelde Globetrotter' });
  const otherCamper = await t.createCamper({ naam: 'Andere Avonturier' });
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
afterAll(async () => {
  await pair.close();
  await t.close();
});

describe('the same bytes as the Hono route', () => {
  it('every load of the calendar page, for two co-owners and the owner of another camper; 304 for the ETag', async () => {
    for (const user of [anna, bert, carla]) {
      for (const path of OWNER_PATHS) {
        const first = await pair.same(path, { cookie: user.cookie });
        expect(first.status).toBe(200);
        expect(rawHeader(first, 'cache-control')).toBe('private, no-cache');
        const etag = rawHeader(first, 'etag');
        expect(etag).toMatch(/^"[\w-]{27}"$/);
        const repeat = await pair.same(path, { cookie: user.cookie, 'if-none-match': etag });
        expect(repeat.status).toBe(304);
        expect(repeat.body).toBe('');
        await pair.same(path, { cookie: user.cookie, 'if-none-match': `"ander", ${etag}` });
        expect((await pair.same(path, { cookie: user.cookie, 'if-none-match': '"ander"' })).status).toBe(200);
      }
      // The session check keeps its headers: no-store, no validator.
      const me = await pair.same('/api/auth/me', { cookie: user.cookie });
      expect(me.status).toBe(200);
      expect(rawHeader(me, 'cache-control')).toBe('no-store');
      expect(rawHeader(me, 'etag')).toBe('');
      expect(body<{ user: { id: string } }>(me).user.id).toBe(user.id);
    }
    // Signed in without a camper, /api/auth/me is answered too (the admin's with its role).
    expect((await pair.same('/api/auth/me', { cookie: prospect.cookie })).status).toBe(200);
    const adminMe = await pair.same('/api/auth/me', { cookie: admin.cookie });
    expect(body<{ user: { rol: string | null } }>(adminMe).user.rol).toBe('admin');
  });

  it('each viewer gets their own bytes: own reservations marked, own credits, own camper', async () => {
    const annas = await pair.same('/api/owner/reservations', { cookie: anna.cookie });
    const berts = await pair.same('/api/owner/reservations', { cookie: bert.cookie });
    expect(body<Calendar>(annas).reserveringen.map((r) => [r.id, r.eigen])).toEqual([[bertsBooking, false]]);
    expect(body<Calendar>(berts).reserveringen.map((r) => [r.id, r.eigen])).toEqual([[bertsBooking, true]]);
    // Bert's validator is not Anna's: sent by Anna it gets her own answer, not a 304.
    const crossed = await pair.same('/api/owner/reservations', {
      cookie: anna.cookie,
      'if-none-match': rawHeader(berts, 'etag'),
    });
    expect(crossed.status).toBe(200);
    expect(crossed.body).toBe(annas.body);
    const carlas = await pair.same('/api/owner/reservations', { cookie: carla.cookie });
    expect(carlas.body).not.toContain(bertsBooking);
    expect(body<Calendar>(carlas).reserveringen.map((r) => r.naam)).toEqual(['Carla']);
    const credits = async (user: TestUser) =>
      body<{ credits: Array<{ jaar: number; credits_hoogseizoen: number }> }>(
        await pair.same('/api/owner/credits', { cookie: user.cookie }),
      ).credits.map((row) => row.credits_hoogseizoen);
    expect(await credits(anna)).toEqual([10, 10]);
    expect(await credits(bert)).toEqual([8, 8]);
    const camperOf = async (user: TestUser) =>
      body<{ camper: { naam: string } }>(await pair.same('/api/owner/camper', { cookie: user.cookie })).camper
        .naam;
    expect(await camperOf(anna)).toBe('Gedeelde Globetrotter');
    expect(await camperOf(carla)).toBe('Andere Avonturier');
    const carlasBlocks = await pair.same('/api/owner/blocks', { cookie: carla.cookie });
    expect(body<{ blokkades: unknown[] }>(carlasBlocks).blokkades).toEqual([]);
  });
});

describe('never stale', () => {
  it('a booking, a block, a credit grant and a write by another connection show on the next read', async () => {
    const before = await pair.same('/api/owner/reservations', { cookie: anna.cookie });
    const annasBooking = await book(anna, '2026-05-12');
    const after = await pair.same('/api/owner/reservations', {
      cookie: anna.cookie,
      'if-none-match': rawHeader(before, 'etag'),
    });
    expect(after.status).toBe(200);
    expect(body<Calendar>(after).reserveringen.map((r) => [r.id, r.eigen])).toEqual([
      [bertsBooking, false],
      [annasBooking, true],
    ]);
    await elsewhere('UPDATE profiles SET naam = ? WHERE id = ?', 'Bert B', bert.id);
    const renamed = await pair.same('/api/owner/reservations', { cookie: anna.cookie });
    expect(body<Calendar>(renamed).reserveringen[0]?.naam).toBe('Bert B');
    expect((await pair.same('/api/owner/camper', { cookie: anna.cookie })).body).toContain('Bert B');
    await elsewhere(
      "INSERT INTO camper_blokkades (id, camper_id, start_datum, eind_datum, reden, created_at) VALUES (?, ?, '2026-07-01', '2026-07-02', 'Schade', '2026-03-10T10:00:00.000Z')",
      '00000000-0000-4000-8000-00000000b10c',
      camperId,
    );
    const blocks = await pair.same('/api/owner/blocks', { cookie: bert.cookie });
    expect(body<{ blokkades: Array<{ reden: string }> }>(blocks).blokkades.map((b) => b.reden)).toEqual([
      'APK',
      'Schade',
    ]);
    await giveCredits(t, admin, bert, 2026, 20, 20);
    const credits = await pair.same('/api/owner/credits', { cookie: bert.cookie });
    expect(
      body<{ credits: Array<{ credits_hoogseizoen: number }> }>(credits).credits[0]?.credits_hoogseizoen,
    ).toBe(20);
  });
});

describe('from memory', () => {
  it('a repeat read is answered at once (SQLite) with the same bytes; after a write it is loaded again', async () => {
    for (const path of PAGE_PATHS) {
      await pair.same(path, { cookie: carla.cookie });
      await pair.same(path, { cookie: carla.cookie });
      expect(pair.lastWay(), path).toBe(pair.repeatWay);
    }
    await elsewhere('UPDATE profiles SET naam = ? WHERE id = ?', 'Carla C', carla.id);
    const renamed = await pair.same('/api/owner/reservations', { cookie: carla.cookie });
    expect(pair.lastWay()).toBe('awaited');
    expect(body<Calendar>(renamed).reserveringen.map((r) => r.naam)).toEqual(['Carla C']);
    await pair.same('/api/owner/reservations', { cookie: carla.cookie });
    expect(pair.lastWay()).toBe(pair.repeatWay);
    // The session row is remembered under the version too: a new name reaches /api/auth/me on the next read.
    const me = await pair.same('/api/auth/me', { cookie: carla.cookie });
    expect(body<{ user: { naam: string } }>(me).user.naam).toBe('Carla C');
  });
});

describe('refusals stay exactly as strict (handed on to Hono)', () => {
  it('anonymous, no camper (prospect, admin), a token, a query string, another path or method', async () => {
    for (const path of PAGE_PATHS) {
      await pair.handedOn(path);
      await pair.handedOn(path, { cookie: 'camperdeel_session=onbekend' });
      await pair.handedOn(path, { authorization: 'Bearer cd_geen' });
      await pair.handedOn(`${path}?x=1`, { cookie: anna.cookie });
      await pair.handedOn(`${path}/`, { cookie: anna.cookie });
      await pair.handedOn(path, { cookie: anna.cookie }, 'HEAD');
      expect((await t.request(path)).status).toBe(401);
    }
    for (const path of OWNER_PATHS) {
      for (const user of [prospect, admin]) {
        await pair.handedOn(path, { cookie: user.cookie });
        const refused = await t.request(path, { cookie: user.cookie });
        expect(refused.status).toBe(403);
        expect((await readJson<ErrorBody>(refused)).error.code).toBe('no_camper_assigned');
      }
    }
  });

  it('a signed-out session and an owner taken off the camper are refused on the next read', async () => {
    const cookie = await t.signIn(anna.id);
    expect((await pair.same('/api/owner/reservations', { cookie })).status).toBe(200);
    expect((await t.request('/api/auth/logout', { method: 'POST', cookie })).status).toBeLessThan(300);
    for (const path of PAGE_PATHS) {
      await pair.handedOn(path, { cookie });
      expect((await t.request(path, { cookie })).status).toBe(401);
    }
    expect((await pair.same('/api/owner/reservations', { cookie: bert.cookie })).status).toBe(200);
    await elsewhere('DELETE FROM camper_eigenaars WHERE user_id = ?', bert.id);
    for (const path of OWNER_PATHS) {
      await pair.handedOn(path, { cookie: bert.cookie });
      expect((await t.request(path, { cookie: bert.cookie })).status).toBe(403);
    }
  });
});
