import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import { readJson, type TestUser } from '../support/server.ts';

type Row = { id: string | number };
type Page = { volgende: string | null; totaal: number } & Record<string, unknown>;

const t = serverForFile();
let admin: TestUser;
let member: TestUser;
const ROWS = 70;
/** Of the member's notifications, these are unread. */
const UNREAD = 23;

/** An instant `i` minutes into 2026; a few rows share one, so the order needs its tie-breaker. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))).toISOString();

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Ada Admin' });
  member = await t.createProspect({ naam: 'Mia Lid' });
  for (let i = 0; i < ROWS; i++) {
    const special = i % 10 === 0;
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_naam: special ? 'Zoë Ångström' : `Lid ${i}`,
        soort: i % 2 === 0 ? 'login_mislukt' : 'PATCH /api/admin/users/:id',
        doel: special ? null : `doel-${i}`,
        created_at: at(i),
      })
      .execute();
    await t.db
      .insertInto('mail_queue')
      .values({
        id: randomUUID(),
        ontvanger: special ? 'francois@example.nl' : `lid${i}@example.nl`,
        onderwerp: special ? 'Factuur voor François Müller' : `Melding ${i}`,
        tekst: 'tekst',
        // Sent mails are not in the list, only in the counts.
        status: i % 5 === 4 ? 'verzonden' : i % 3 === 0 ? 'mislukt' : 'wachtend',
        volgende_poging: 0,
        created_at: at(i),
      })
      .execute();
    await t.db
      .insertInto('meldingen')
      .values({
        id: randomUUID(),
        user_id: member.id,
        soort: 'nieuw_document',
        titel: special ? 'Nieuw document: Réglement Zoë' : `Nieuw document ${i}`,
        tekst: special ? 'Er staat een nieuw document klaar' : `Document ${i}`,
        link: '/mijn-camper/documenten',
        gelezen: i < UNREAD ? 0 : 1,
        created_at: at(i),
      })
      .execute();
  }
});

async function get(path: string, user = admin): Promise<Page> {
  const res = await t.request(path, { cookie: user.cookie });
  const body = await readJson<Page>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Every page after the first, following volgende: the rows in the order the pages gave them. */
async function walk(path: string, key: string, limit: number, user = admin): Promise<Row[]> {
  const seen: Row[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const sep = path.includes('?') ? '&' : '?';
    const answer: Page = await get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, user);
    const rows = answer[key] as Row[];
    expect(rows.length).toBeLessThanOrEqual(limit);
    seen.push(...rows);
    cursor = answer.volgende;
  }
  return seen;
}

async function listedMails(): Promise<number> {
  const rows = await t.db.selectFrom('mail_queue').select('id').where('status', '!=', 'verzonden').execute();
  return rows.length;
}

async function auditRows(): Promise<number> {
  return (await t.db.selectFrom('audit_log').select('id').execute()).length;
}

/** Newest first: the audit log by its id, the mail queue by when a mail was queued. */
const newestFirst = {
  gebeurtenissen: (row: Row) => String(row.id).padStart(12, '0'),
  mails: (row: Row) => (row as Row & { created_at: string }).created_at,
};

describe.each([
  ['/api/admin/audit', 'gebeurtenissen', auditRows],
  ['/api/admin/mail', 'mails', listedMails],
] as const)('GET %s pages', (path, key, expected) => {
  it('answers at most 50 without a limit, with totaal and a cursor', async () => {
    const first = await get(path);
    const total = await expected();
    expect((first[key] as Row[]).length).toBe(Math.min(50, total));
    expect(first.totaal).toBe(total);
    expect(first.volgende).toEqual(expect.any(String));
  });

  it('walks every row once, newest first, without gaps', async () => {
    const seen = await walk(path, key, 13);
    const ids = seen.map((row) => String(row.id));
    expect(new Set(ids).size).toBe(await expected());
    const order = seen.map(newestFirst[key]);
    expect(order).toEqual([...order].sort().reverse());
  });

  it.each(['cursor=bestaat-niet', 'cursor=WzFd_', 'limit=0', 'limit=201'])(
    'refuses %s with a Dutch 400',
    async (q) => {
      const res = await t.request(`${path}?${q}`, { cookie: admin.cookie });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/cursor is ongeldig|limit moet/);
    },
  );
});

describe('GET /api/admin/audit', () => {
  it('finds actor, kind and target whatever case and accents, with the filters', async () => {
    expect((await get('/api/admin/audit?zoek=zoe angstrom')).totaal).toBe(7);
    expect((await get('/api/admin/audit?zoek=ANGS')).totaal).toBe(7);
    expect((await get('/api/admin/audit?zoek=doel-13')).totaal).toBe(1);
    const failed = await get('/api/admin/audit?zoek=zoë&soort=login_mislukt&limit=3');
    expect(failed.totaal).toBe(7);
    expect(failed.gebeurtenissen).toHaveLength(3);
    const rest = await walk('/api/admin/audit?zoek=zoe&soort=login', 'gebeurtenissen', 2);
    expect(rest).toHaveLength(7);
  });
});

describe('GET /api/admin/mail', () => {
  it('keeps the counts per status over the whole queue', async () => {
    const page = await get('/api/admin/mail?limit=1');
    const all = await t.db.selectFrom('mail_queue').select('status').execute();
    expect(page.telling).toEqual({
      wachtend: all.filter((m) => m.status === 'wachtend').length,
      verzonden: all.filter((m) => m.status === 'verzonden').length,
      mislukt: all.filter((m) => m.status === 'mislukt').length,
    });
  });

  it('finds recipient and subject whatever case and accents', async () => {
    expect((await get('/api/admin/mail?zoek=MULLER')).totaal).toBe(7);
    expect((await get('/api/admin/mail?zoek=FRANCOIS@')).totaal).toBe(7);
    expect((await get('/api/admin/mail?zoek=lid13@example')).totaal).toBe(1);
    // A sent mail matches but is not listed.
    expect((await get('/api/admin/mail?zoek=lid14@example')).totaal).toBe(0);
  });
});

describe('GET /api/me/notifications', () => {
  it('answers at most 50 without a limit; ongelezen counts every unread one, not the page', async () => {
    const first = await get('/api/me/notifications', member);
    expect(first.meldingen).toHaveLength(50);
    expect(first.totaal).toBe(ROWS);
    expect(first.ongelezen).toBe(UNREAD);
    const small = await get('/api/me/notifications?limit=2', member);
    expect(small.ongelezen).toBe(UNREAD);
    expect((await get('/api/me/notifications?zoek=reglement', member)).ongelezen).toBe(UNREAD);
  });

  it('walks every notification once, newest first (insertion order within one instant)', async () => {
    const seen = await walk('/api/me/notifications', 'meldingen', 11, member);
    expect(seen).toHaveLength(ROWS);
    expect(new Set(seen.map((row) => row.id)).size).toBe(ROWS);
    const titles = (seen as unknown as { titel: string }[]).map((row) => row.titel);
    expect(titles[0]).toBe('Nieuw document 69');
    expect(titles.at(-1)).toBe('Nieuw document: Réglement Zoë');
  });

  it('finds title and text whatever case and accents, only among the own notifications', async () => {
    expect((await get('/api/me/notifications?zoek=REGLEMENT zoe', member)).totaal).toBe(7);
    expect((await get('/api/me/notifications?zoek=klaar', member)).totaal).toBe(7);
    expect((await get('/api/me/notifications?zoek=reglement', admin)).totaal).toBe(0);
  });

  it('refuses a made-up cursor with a Dutch 400', async () => {
    const res = await t.request('/api/me/notifications?cursor=bestaat-niet', { cookie: member.cookie });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('cursor is ongeldig');
  });
});
