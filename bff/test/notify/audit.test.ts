import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { camperForm } from '../support/camper-form.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';

type Gebeurtenis = {
  id: number;
  actor_id: string | null;
  actor_naam: string | null;
  soort: string;
  doel: string | null;
  details: Record<string, unknown>;
  created_at: string;
};

let admin: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Ada Admin' });
});

async function audit(query = ''): Promise<Gebeurtenis[]> {
  const res = await t.request(`/api/admin/audit${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await readJson<{ gebeurtenissen: Gebeurtenis[] }>(res)).gebeurtenissen;
}

async function allRowsText(): Promise<string> {
  return JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
}

describe('admin writes', () => {
  it('records who, method and route, the target and the input without the password', async () => {
    const res = await t.request('/api/admin/users', {
      cookie: admin.cookie,
      json: {
        email: 'nieuw@voorbeeld.nl',
        wachtwoord: 'geheim-wachtwoord-1',
        naam: 'Nina Nieuw',
        status: 'prospect',
      },
    });
    expect(res.status).toBe(201);
    const created = (await readJson<{ user: { id: string } }>(res)).user;
    const [entry] = await audit();
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_naam: 'Ada Admin',
      soort: 'POST /api/admin/users',
      doel: created.id,
      created_at: '2026-03-10T10:00:00.000Z',
    });
    expect(entry?.details).toMatchObject({
      invoer: { email: 'nieuw@voorbeeld.nl', wachtwoord: '[verborgen]' },
    });
    expect(await allRowsText()).not.toContain('geheim-wachtwoord-1');

    const patch = await t.request(`/api/admin/users/${created.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { naam: 'Nina Anders' },
    });
    expect(patch.status).toBe(200);
    expect((await audit())[0]).toMatchObject({ soort: 'PATCH /api/admin/users/:id', doel: created.id });
  });

  it('does not record refused writes or reads', async () => {
    const before = (await audit()).length;
    const bad = await t.request('/api/admin/users', { cookie: admin.cookie, json: { email: 'x' } });
    expect(bad.status).toBe(400);
    const prospect = await t.createProspect();
    expect((await t.request('/api/admin/campers', { cookie: prospect.cookie, json: {} })).status).toBe(403);
    await t.request('/api/admin/users', { cookie: admin.cookie });
    expect((await audit()).length).toBe(before);
  });

  it('records token creation without the token, and token use once per hour', async () => {
    const res = await t.request('/api/admin/tokens', { cookie: admin.cookie, json: { naam: 'CLI laptop' } });
    expect(res.status).toBe(201);
    const { token, waarde } = await readJson<{ token: { id: string }; waarde: string }>(res);
    const kinds = (await audit()).slice(0, 2).map((e) => e.soort);
    expect(kinds).toEqual(expect.arrayContaining(['token_aangemaakt', 'POST /api/admin/tokens']));
    const bearer = { authorization: `Bearer ${waarde}` };
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    const uses = (await audit('?soort=token_gebruikt')).filter((e) => e.doel === token.id);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ actor_id: admin.id, details: { naam: 'CLI laptop' } });
    t.clock.advance(61 * 60 * 1000);
    expect((await t.request('/api/admin/users', { headers: bearer })).status).toBe(200);
    expect((await audit('?soort=token_gebruikt')).filter((e) => e.doel === token.id)).toHaveLength(2);
    expect(await allRowsText()).not.toContain(waarde);
  });
});

describe('security events', () => {
  it('records a failed login with the address tried, never the password', async () => {
    const user = await t.createProspect();
    const res = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'raad-maar-raak' },
    });
    expect(res.status).toBe(401);
    const [entry] = await audit('?soort=login_mislukt');
    expect(entry).toMatchObject({ soort: 'login_mislukt', doel: user.id, details: { email: user.email } });
    const unknown = await t.request('/api/auth/login', {
      json: { email: 'niemand@voorbeeld.nl', wachtwoord: 'x1x1x1x1' },
    });
    expect(unknown.status).toBe(401);
    expect((await audit('?soort=login_mislukt'))[0]).toMatchObject({
      actor_id: null,
      details: { email: 'niemand@voorbeeld.nl' },
    });
    expect(await allRowsText()).not.toMatch(/raad-maar-raak|x1x1x1x1/);
  });

  it('records a password change, an ended session and an account deletion by the member', async () => {
    const user = await t.createProspect({ naam: 'Siem Zelf' });
    const change = await t.request('/api/me/password', {
      cookie: user.cookie,
      json: { huidig_wachtwoord: user.password, nieuw_wachtwoord: 'heel-nieuw-wachtwoord' },
    });
    expect(change.status).toBe(200);
    const second = await t.signIn(user.id);
    const sessions = await readJson<{ sessies: { id: string; huidige: boolean }[] }>(
      await t.request('/api/me/sessions', { cookie: user.cookie }),
    );
    const other = sessions.sessies.find((s) => !s.huidige);
    expect(
      (await t.request(`/api/me/sessions/${other?.id}`, { method: 'DELETE', cookie: user.cookie })).status,
    ).toBe(200);
    expect(second).not.toBe(user.cookie);
    const gone = await t.request('/api/me', {
      method: 'DELETE',
      cookie: user.cookie,
      json: { wachtwoord: 'heel-nieuw-wachtwoord' },
    });
    expect(gone.status).toBe(200);
    const mine = await audit(`?actor=${user.id}`);
    expect(mine.map((e) => e.soort)).toEqual([
      'account_verwijderd',
      'sessie_beeindigd',
      'wachtwoord_gewijzigd',
    ]);
    // The events stay; after the erasure they carry the member's pseudonym, not the name.
    expect(new Set(mine.map((e) => e.actor_naam)).size).toBe(1);
    expect(mine[0]?.actor_naam).toMatch(/^verwijderd-[0-9a-f]{8}$/);
    expect(await allRowsText()).not.toContain('Siem Zelf');
    expect(await allRowsText()).not.toContain('heel-nieuw-wachtwoord');
  });
});

describe('reading the log', () => {
  it('filters by actor (id or name), soort and dates, newest first, in bounded pages', async () => {
    const target = await t.createProspect();
    t.clock.set('2026-03-31T21:59:00Z');
    const patch = await t.request(`/api/admin/users/${target.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { naam: 'Net voor april' },
    });
    expect(patch.status).toBe(200);
    // 22:00 UTC on 31 March is midnight on 1 April in Amsterdam (summer time): the day filter is Amsterdam's day.
    t.clock.set('2026-03-31T22:00:00Z');
    const res = await t.request('/api/admin/campers', {
      cookie: admin.cookie,
      json: camperForm('Logboekcamper'),
    });
    expect(res.status).toBe(201);
    const onApril = await audit('?van=2026-04-01&tot=2026-04-01');
    expect(onApril.map((e) => e.soort)).toEqual(['POST /api/admin/campers']);
    expect((await audit('?tot=2026-03-31'))[0]).toMatchObject({
      soort: 'PATCH /api/admin/users/:id',
      doel: target.id,
    });
    expect((await audit('?actor=Ada')).every((e) => e.actor_id === admin.id)).toBe(true);
    const patches = await audit(`?actor=${admin.id}&soort=patch`);
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.every((e) => e.soort === 'PATCH /api/admin/users/:id')).toBe(true);
    // Enough entries for two pages of two.
    for (const naam of ['Een', 'Twee']) {
      const more = await t.request(`/api/admin/users/${target.id}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { naam },
      });
      expect(more.status).toBe(200);
    }

    const all = await audit();
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await readJson<{ gebeurtenissen: Gebeurtenis[]; volgende: string | null }>(
      await t.request('/api/admin/audit?limit=2', { cookie: admin.cookie }),
    );
    expect(page.gebeurtenissen.map((e) => e.id)).toEqual(ids.slice(0, 2));
    // An opaque string cursor (docs/product/api.md#contract-additions-architecture-11), passed back as it came.
    expect(page.volgende).toBeTypeOf('string');
    const next = await audit(`?limit=2&cursor=${encodeURIComponent(page.volgende ?? '')}`);
    expect(next.map((e) => e.id)).toEqual(ids.slice(2, 4));
  });

  it.each([
    ['van=2026-02-30'],
    ['tot=9999-99-99'],
    ['van=gisteren'],
    ['limit=0'],
    ['limit=100000'],
    ['limit=abc'],
    ['cursor=-1'],
    ['cursor=YXVkaXQ6eA'],
    ['voor=1'],
    ['onbekend=1'],
    [`soort=${'x'.repeat(101)}`],
  ])('refuses %s with 400', async (query) => {
    const res = await t.request(`/api/admin/audit?${query}`, { cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).error.code).toBe('invalid_input');
  });

  it('is for admins only', async () => {
    const prospect = await t.createProspect();
    expect((await t.request('/api/admin/audit', { cookie: prospect.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/audit')).status).toBe(401);
  });
});

describe('append-only', () => {
  it('no API route changes or deletes an entry', async () => {
    const before = await allRowsText();
    const [entry] = await audit();
    for (const [method, path] of [
      ['POST', '/api/admin/audit'],
      ['PUT', '/api/admin/audit'],
      ['PATCH', '/api/admin/audit'],
      ['DELETE', '/api/admin/audit'],
      ['PUT', `/api/admin/audit/${entry?.id}`],
      ['PATCH', `/api/admin/audit/${entry?.id}`],
      ['DELETE', `/api/admin/audit/${entry?.id}`],
    ] as const) {
      const res = await t.request(path, { method, cookie: admin.cookie, json: { soort: 'vervalst' } });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await allRowsText()).toBe(before);
  });

  it('the database itself refuses UPDATE and DELETE on the log', async () => {
    await expect(sql`UPDATE audit_log SET soort = 'vervalst'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await audit()).length).toBeGreaterThan(0);
  });
});
