import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';
import { call } from './fixtures.ts';

type UserRow = { id: string; naam: string; email: string };
type UsersPage = { users: UserRow[]; volgende: string | null; totaal: number };

const t = serverForFile();
let admin: TestUser;
const MEMBERS = 130;

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
  for (let i = 0; i < MEMBERS; i++) {
    await t.createProspect({
      naam: `Lid ${String(i).padStart(3, '0')}`,
      email: `lid${i}@club${i % 3}.nl`,
      telefoonnummer: `06-${String(10_000_000 + i)}`,
    });
  }
  await t.createProspect({ naam: 'Zoë Ångström', email: 'zoe@example.nl' });
  await t.createProspect({ naam: 'François Müller', email: 'francois@example.nl' });
  await t.createProspect({ naam: '100% "Zeker" Jansen_x', email: 'zeker@example.nl' });
});

async function page(query: string): Promise<UsersPage> {
  const { status, body } = await call(t, admin, 'GET', `/api/admin/users${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as UsersPage;
}

const everyone = MEMBERS + 4;

describe('GET /api/admin/users pages', () => {
  it('answers at most 50 without a limit, with the total and a cursor to the next page', async () => {
    const first = await page('');
    expect(first.users).toHaveLength(50);
    expect(first.totaal).toBe(everyone);
    expect(first.volgende).toEqual(expect.any(String));
  });

  it('walks every user exactly once, by name, following volgende', async () => {
    const seen: UserRow[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const answer: UsersPage = await page(`?limit=37${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.users.length).toBeLessThanOrEqual(37);
      expect(answer.totaal).toBe(everyone);
      seen.push(...answer.users);
      cursor = answer.volgende;
      pages++;
    }
    expect(pages).toBe(Math.ceil(everyone / 37));
    expect(new Set(seen.map((u) => u.id)).size).toBe(everyone);
    const keys = seen.map((u) => u.naam.toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('limit 200 is the most; 0, 201 and words are refused in Dutch and change nothing', async () => {
    expect((await page('?limit=200')).users).toHaveLength(everyone > 200 ? 200 : everyone);
    for (const limit of ['0', '201', 'tien', '-1', '1.5']) {
      const { status, body } = await call(t, admin, 'GET', `/api/admin/users?limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(JSON.stringify(body)).toMatch(/limit moet/);
    }
  });

  it('a cursor a client made up is a 400 that tells what to send, never a 500', async () => {
    const made = [
      'abc',
      '!!!',
      'x'.repeat(900),
      Buffer.from('["a"]').toString('base64url'),
      Buffer.from('[{"a":1}]').toString('base64url'),
      Buffer.from('not json').toString('base64url'),
      Buffer.from('["a","b","c","d","e"]').toString('base64url'),
    ];
    for (const cursor of made) {
      const { status, body } = await call(t, admin, 'GET', `/api/admin/users?cursor=${cursor}`);
      expect(status, cursor).toBe(400);
      expect(JSON.stringify(body)).toContain('cursor is ongeldig');
    }
  });
});

describe('GET /api/admin/users?zoek=', () => {
  const names = async (zoek: string) =>
    (await page(`?zoek=${encodeURIComponent(zoek)}&limit=200`)).users.map((u) => u.naam);

  it('finds a name whatever its case and accents', async () => {
    expect(await names('zoe')).toEqual(['Zoë Ångström']);
    expect(await names('ANGSTROM')).toEqual(['Zoë Ångström']);
    expect(await names('ångström')).toEqual(['Zoë Ångström']);
    expect(await names('muller')).toEqual(['François Müller']);
    expect(await names('franc')).toEqual(['François Müller']);
  });

  it('finds an e-mail or a phone number by any part of it, and counts what it found', async () => {
    const club1 = await page('?zoek=club1.nl&limit=5');
    expect(club1.totaal).toBe(Math.floor((MEMBERS - 2) / 3) + 1);
    expect(club1.users).toHaveLength(5);
    expect(await names('10000042')).toEqual(['Lid 042']);
    expect(await names('lid7@')).toEqual(['Lid 007']);
  });

  it('a short text still finds, and query characters are only text', async () => {
    expect(await names('Lid 12')).toEqual([
      'Lid 120',
      'Lid 121',
      'Lid 122',
      'Lid 123',
      'Lid 124',
      'Lid 125',
      'Lid 126',
      'Lid 127',
      'Lid 128',
      'Lid 129',
    ]);
    expect(await names('zo')).toContain('Zoë Ångström');
    expect(await names('%')).toEqual(['100% "Zeker" Jansen_x']);
    expect(await names('n_x')).toEqual(['100% "Zeker" Jansen_x']);
    expect(await names('"Zeker"')).toEqual(['100% "Zeker" Jansen_x']);
    expect(await names('Zeker" OR "Lid')).toEqual([]);
    expect(await names('NEAR(a b)')).toEqual([]);
    expect(await names('bestaat-niet')).toEqual([]);
  });

  it('follows a renamed member, and a search pages like the list', async () => {
    const renamed = await t.createProspect({ naam: 'Oude Naam', email: 'hernoemd@example.nl' });
    const res = await call(t, admin, 'PATCH', `/api/admin/users/${renamed.id}`, { naam: 'Nieuwe Naam' });
    expect(res.status).toBe(200);
    expect(await names('oude naam')).toEqual([]);
    expect(await names('nieuwe naam')).toEqual(['Nieuwe Naam']);
    const first = await page('?zoek=lid&limit=60');
    expect(first.totaal).toBe(MEMBERS);
    const second = await page(`?zoek=lid&limit=60&cursor=${first.volgende}`);
    const third = await page(`?zoek=lid&limit=60&cursor=${second.volgende}`);
    expect(third.volgende).toBeNull();
    expect(first.users.length + second.users.length + third.users.length).toBe(MEMBERS);
  });

  it('the older ?q= still searches', async () => {
    expect((await page('?q=zoe')).users.map((u) => u.naam)).toEqual(['Zoë Ångström']);
  });
});
