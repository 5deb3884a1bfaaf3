import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../admin/fixtures.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

/**
 * Every camper list pages and searches on the server (docs/decisions/0069-paging-and-search.md): the carousel
 * (`/api/campers`), the partners' embed (`/api/public/campers`), the admin's table (`/api/admin/campers`, newest
 * first) and a camper's candidate owners (`/api/admin/campers/:id/users`, applicants first).
 */

type Row = { id: string; naam: string; merk: string; nummerplaat?: string | null };
type CampersPage = { campers: Row[]; volgende: string | null; totaal: number };

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
const VISIBLE = 61;
let admin: TestUser;
let prospect: TestUser;
let owner: TestUser;
let ownCamper: string;
let hidden: string;

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
  prospect = await t.createProspect({ naam: 'Piet Prospect' });
  for (let i = 0; i < VISIBLE - 2; i++) {
    t.clock.set(new Date(Date.UTC(2026, 0, 1, 0, i)));
    await t.createCamper({ naam: `Camper ${String(i).padStart(3, '0')}`, merk: i % 2 ? 'Hymer' : 'Knaus' });
  }
  ownCamper = await t.createCamper({ naam: 'Zoë’s Ålpenhuis', merk: 'Bürstner', nummerplaat: 'ZO-123-E' });
  await t.createCamper({ naam: '100% "Zeker"_x', merk: 'Adria' });
  hidden = await t.createCamper({ naam: 'Verborgen camper', toont_in_camper_vinden: 0 });
  owner = await t.createOwner(ownCamper, { naam: 'Olga Eigenaar' });
});

async function page(who: TestUser | null, path: string): Promise<CampersPage> {
  const { status, body } = await call(t, who, 'GET', path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as CampersPage;
}

async function walk(who: TestUser | null, path: string, limit: number): Promise<Row[]> {
  const seen: Row[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const joiner = path.includes('?') ? '&' : '?';
    const answer: CampersPage = await page(
      who,
      `${path}${joiner}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(answer.campers.length).toBeLessThanOrEqual(limit);
    seen.push(...answer.campers);
    cursor = answer.volgende;
  }
  return seen;
}

const byName = (rows: Row[]) => rows.map((row) => row.naam.toLowerCase());

describe('the carousel and the embed page by name', () => {
  it('answer at most 50 without a limit, the total of the visible campers and a cursor', async () => {
    for (const [who, path] of [
      [null, '/api/public/campers'],
      [prospect, '/api/campers'],
    ] as const) {
      const first = await page(who, path);
      expect(first.campers).toHaveLength(50);
      expect(first.totaal).toBe(VISIBLE);
      expect(first.volgende).toEqual(expect.any(String));
    }
  });

  it('walk every visible camper exactly once, in name order; a hidden camper is on no page', async () => {
    for (const [who, path] of [
      [null, '/api/public/campers'],
      [prospect, '/api/campers'],
      [owner, '/api/campers'],
    ] as const) {
      const seen = await walk(who, path, 12);
      expect(new Set(seen.map((row) => row.id)).size).toBe(VISIBLE);
      expect(seen.map((row) => row.id)).not.toContain(hidden);
      expect(byName(seen)).toEqual([...byName(seen)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('an admin pages through every camper, the hidden one too', async () => {
    const seen = await walk(admin, '/api/campers', 25);
    expect(seen).toHaveLength(VISIBLE + 1);
    expect(seen.map((row) => row.id)).toContain(hidden);
  });

  it('only the own camper carries its licence plate, on whichever page it is', async () => {
    const own = (await walk(owner, '/api/campers', 7)).find((row) => row.id === ownCamper);
    expect(own?.nummerplaat).toBe('ZO-123-E');
    const seenByOthers = (await walk(prospect, '/api/campers', 7)).find((row) => row.id === ownCamper);
    expect(seenByOthers).toBeDefined();
    expect(seenByOthers).not.toHaveProperty('nummerplaat');
    const anonymous = (await walk(null, '/api/public/campers', 7)).find((row) => row.id === ownCamper);
    expect(anonymous).not.toHaveProperty('nummerplaat');
  });

  it('zoek finds a name or brand whatever its case and accents, and counts only what it found', async () => {
    const zoe = await page(null, `/api/public/campers?zoek=${encodeURIComponent('zoe’s alpen')}`);
    expect(zoe.campers.map((row) => row.id)).toEqual([ownCamper]);
    expect(zoe.totaal).toBe(1);
    const brand = await page(prospect, '/api/campers?zoek=BURSTNER');
    expect(brand.campers.map((row) => row.id)).toEqual([ownCamper]);
    const hymers = await walk(null, '/api/public/campers?zoek=hymer', 10);
    expect(hymers).toHaveLength(Math.floor((VISIBLE - 2) / 2));
    // Characters that mean something to LIKE or to FTS5 are searched as text.
    for (const text of ['100%', '"Zeker"', '_x', '%', '*', 'NEAR(']) {
      const found = await page(null, `/api/public/campers?zoek=${encodeURIComponent(text)}`);
      expect(
        found.campers.every((row) => row.naam.toLowerCase().includes(text.toLowerCase())),
        text,
      ).toBe(true);
    }
    expect((await page(null, '/api/public/campers?zoek=verborgen')).totaal).toBe(0);
  });

  it('a page has its own ETag: asking again with it is a 304', async () => {
    const first = await t.request('/api/public/campers?limit=5');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('/api/public/campers?limit=5', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const other = await t.request('/api/public/campers?limit=6', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(other.status).toBe(200);
  });

  it('refuses a made-up cursor or an impossible limit with a Dutch 400, never a 500', async () => {
    for (const query of [
      'cursor=abc',
      `cursor=${Buffer.from('[1]').toString('base64url')}`,
      'limit=0',
      'limit=201',
    ]) {
      const { status, body } = await call(t, null, 'GET', `/api/public/campers?${query}`);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body)).toMatch(/cursor is ongeldig|limit moet/);
    }
  });
});

describe("the admin's camper table pages newest first", () => {
  it('walks every camper once, newest first, each with its owners', async () => {
    const seen = await walk(admin, '/api/admin/campers', 20);
    expect(seen).toHaveLength(VISIBLE + 1);
    const created = seen.map((row) => (row as Row & { created_at: string }).created_at);
    expect(created).toEqual([...created].sort().reverse());
    const own = seen.find((row) => row.id === ownCamper) as Row & { eigenaars: { naam: string }[] };
    expect(own.eigenaars.map((o) => o.naam)).toEqual(['Olga Eigenaar']);
  });

  it('zoek finds by name, brand or model and says how many', async () => {
    const found = await page(admin, '/api/admin/campers?zoek=alpenhuis');
    expect(found.campers.map((row) => row.id)).toEqual([ownCamper]);
    expect(found.totaal).toBe(1);
    expect((await page(admin, '/api/admin/campers?zoek=knaus')).totaal).toBe(Math.ceil((VISIBLE - 2) / 2));
  });
});

describe("a camper's candidate owners page, applicants first", () => {
  it('puts the applicant on the first page and searches people', async () => {
    const target = await t.createCamper({ naam: 'Kandidatencamper' });
    const applicant = await t.createProspect({ naam: 'Zz Aanmelder' });
    expect((await call(t, applicant, 'POST', '/api/me/applications', { camper_id: target })).status).toBe(
      201,
    );
    const first = (await call(t, admin, 'GET', `/api/admin/campers/${target}/users?limit=2`)).body as {
      users: { id: string; heeft_aanmelding: boolean }[];
      volgende: string | null;
      totaal: number;
    };
    expect(first.users[0]).toMatchObject({ id: applicant.id, heeft_aanmelding: true });
    expect(first.users).toHaveLength(2);
    expect(first.volgende).toEqual(expect.any(String));
    const everyone = first.totaal;
    const ids = new Set<string>();
    let cursor: string | null = '';
    while (cursor !== null) {
      const { body } = await call(
        t,
        admin,
        'GET',
        `/api/admin/campers/${target}/users?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const user of (body as { users: { id: string }[] }).users) ids.add(user.id);
      cursor = (body as { volgende: string | null }).volgende;
    }
    expect(ids.size).toBe(everyone);
    const olga = (await call(t, admin, 'GET', `/api/admin/campers/${target}/users?zoek=OLGA`)).body as {
      users: { naam: string }[];
      totaal: number;
    };
    expect(olga.users.map((u) => u.naam)).toEqual(['Olga Eigenaar']);
    expect(olga.totaal).toBe(1);
  });
});
