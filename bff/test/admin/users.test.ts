import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageFiles } from '@camperdeel/rules/images';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/auth/api-tokens.ts';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';
import { call, form, PDF, PNG, snapshot, storedFiles, TEXT, upload } from './fixtures.ts';

let admin: TestUser;
let prospect: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
  prospect = await t.createProspect({ naam: 'Piet Prospect' });
});

describe('GET /api/admin/users', () => {
  it('lists users by name with role, applications count and camper', async () => {
    const camperId = await t.createCamper();
    const owner = await t.createOwner(camperId, { naam: 'Bert Eigenaar' });
    await t.db
      .insertInto('aanmeldingen')
      .values({ id: crypto.randomUUID(), user_id: prospect.id, camper_id: camperId })
      .execute();
    const { status, body } = await call(t, admin, 'GET', '/api/admin/users');
    expect(status).toBe(200);
    const users = body.users as Array<Record<string, unknown>>;
    const names = users.map((u) => u.naam);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.get(admin.id)).toMatchObject({ is_admin: true, aanmeldingen_count: 0, camper_id: null });
    expect(byId.get(prospect.id)).toMatchObject({
      is_admin: false,
      aanmeldingen_count: 1,
      status: 'prospect',
      email: prospect.email,
    });
    expect(byId.get(owner.id)).toMatchObject({ status: 'eigenaar', camper_id: camperId });
    expect(Object.keys(byId.get(owner.id) ?? {})).toEqual(
      expect.arrayContaining(['id', 'naam', 'email', 'telefoonnummer', 'profielfoto_url', 'status']),
    );
  });

  it('is for admins only', async () => {
    expect((await call(t, null, 'GET', '/api/admin/users')).status).toBe(401);
    const res = await call(t, prospect, 'GET', '/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' } });
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user who can log in', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/users', {
      email: 'Nieuw@Voorbeeld.nl',
      wachtwoord: 'geheim-genoeg',
      naam: 'Nieuwe Gebruiker',
      telefoonnummer: '',
      status: 'eigenaar',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'nieuw@voorbeeld.nl',
      naam: 'Nieuwe Gebruiker',
      telefoonnummer: null,
      status: 'eigenaar',
      is_admin: false,
    });
    const login = await call(t, null, 'POST', '/api/auth/login', {
      email: 'nieuw@voorbeeld.nl',
      wachtwoord: 'geheim-genoeg',
    });
    expect(login.status).toBe(200);
  });

  it('refuses a taken e-mail with 409 email_taken', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/users', {
      email: prospect.email,
      wachtwoord: 'geheim-genoeg',
      naam: 'Dubbel',
      status: 'prospect',
    });
    expect(res.status).toBe(409);
    expect((res.body.error as { code: string }).code).toBe('email_taken');
  });

  it.each([
    ['missing naam', { email: 'a@b.nl', wachtwoord: 'geheim-genoeg', status: 'prospect' }],
    ['short password', { email: 'a@b.nl', wachtwoord: 'kort', naam: 'A', status: 'prospect' }],
    ['common password', { email: 'a@b.nl', wachtwoord: 'wachtwoord', naam: 'A', status: 'prospect' }],
    ['bad status', { email: 'a@b.nl', wachtwoord: 'geheim-genoeg', naam: 'A', status: 'admin' }],
    [
      'unknown field',
      { email: 'a@b.nl', wachtwoord: 'geheim-genoeg', naam: 'A', status: 'prospect', rol: 'x' },
    ],
    ['wrong type', { email: 'a@b.nl', wachtwoord: 123456789, naam: 'A', status: 'prospect' }],
  ])('refuses %s with 400 and creates nothing', async (_label, input) => {
    const before = await snapshot(t);
    const res = await call(t, admin, 'POST', '/api/admin/users', input);
    expect(res.status).toBe(400);
    expect((res.body.error as { code: string }).code).toBe('invalid_input');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('updates the profile fields and status', async () => {
    const user = await t.createProspect();
    const res = await call(t, admin, 'PATCH', `/api/admin/users/${user.id}`, {
      naam: '  Gewijzigd  ',
      telefoonnummer: '0612345678',
      beschrijving: 'Houdt van de zee',
      huisdieren: 'Een hond',
      allergieen_intolleranties: '',
      aantal_familieleden: 3,
      status: 'eigenaar',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      naam: 'Gewijzigd',
      telefoonnummer: '0612345678',
      beschrijving: 'Houdt van de zee',
      huisdieren: 'Een hond',
      allergieen_intolleranties: null,
      aantal_familieleden: 3,
      status: 'eigenaar',
      email: user.email,
    });
  });

  it('refuses an e-mail change, an empty naam and a bad family count; 404 for an unknown user', async () => {
    const before = await snapshot(t);
    for (const input of [
      { naam: 'X', email: 'ander@voorbeeld.nl' },
      { naam: '', telefoonnummer: '06' },
      { naam: 'X', aantal_familieleden: 0 },
      { naam: 'X', aantal_familieleden: 'veel' },
    ]) {
      expect((await call(t, admin, 'PATCH', `/api/admin/users/${prospect.id}`, input)).status).toBe(400);
    }
    const missing = await call(t, admin, 'PATCH', `/api/admin/users/${crypto.randomUUID()}`, { naam: 'X' });
    expect(missing.status).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });
});

/** The admin sets a user's profile photo from a PNG. */
function uploadUserPhoto(userId: string, name: string) {
  return upload(t, admin, 'POST', `/api/admin/users/${userId}/photo`, form({}, { name, bytes: PNG }));
}

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user with sessions, invoices and photo files', async () => {
    const user = await t.createProspect();
    const photo = await uploadUserPhoto(user.id, 'me.png');
    expect(photo.status).toBe(200);
    const invoice = await upload(
      t,
      admin,
      'POST',
      '/api/admin/invoices',
      form(
        { user_id: user.id, factuur_nummer: `F-DEL-${user.id.slice(0, 6)}`, factuur_naam: 'Aankoop' },
        { name: 'f.pdf', bytes: PDF },
      ),
    );
    expect(invoice.status).toBe(201);
    const filesBefore = storedFiles(t);
    expect((await call(t, user, 'GET', '/api/auth/me')).status).toBe(200);

    const res = await call(t, admin, 'DELETE', `/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect((await call(t, user, 'GET', '/api/auth/me')).status).toBe(401);
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await t.db.selectFrom('facturen').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    const filesAfter = storedFiles(t);
    // The photo in its three widths and the invoice.
    expect(filesBefore.length - filesAfter.length).toBe(4);
    expect(filesAfter.every((f) => filesBefore.includes(f))).toBe(true);
    expect((await call(t, admin, 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
  });

  it('refuses to delete a co-owner (409 is_owner): the owner removal gives their reservations back first', async () => {
    const camperId = await t.createCamper();
    const owner = await t.createOwner(camperId);
    const before = await t.db.selectFrom('users').select('id').where('id', '=', owner.id).execute();
    const res = await call(t, admin, 'DELETE', `/api/admin/users/${owner.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'is_owner',
      message:
        'Deze gebruiker is nog eigenaar van een camper. Haal hem eerst van de camper; daarna kun je hem verwijderen.',
    });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', owner.id).execute()).toEqual(before);
    const removed = await call(t, admin, 'DELETE', `/api/admin/campers/${camperId}/owners/${owner.id}`);
    expect(removed.status).toBe(200);
    expect((await call(t, admin, 'DELETE', `/api/admin/users/${owner.id}`)).status).toBe(200);
  });

  it('does not let an admin delete themself', async () => {
    const res = await call(t, admin, 'DELETE', `/api/admin/users/${admin.id}`);
    expect(res.status).toBe(409);
    expect((res.body.error as { code: string }).code).toBe('cannot_delete_self');
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('answers 202 and writes a reset mail to the outbox', async () => {
    const res = await call(t, admin, 'POST', `/api/admin/users/${prospect.id}/password-reset`);
    expect(res.status).toBe(202);
    await t.drainMail();
    const outbox = t.config.outboxDir;
    const mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(mails.some((m) => m.includes(prospect.email) && m.includes('/auth?reset='))).toBe(true);
    expect(
      (await call(t, admin, 'POST', `/api/admin/users/${crypto.randomUUID()}/password-reset`)).status,
    ).toBe(404);
  });
});

describe('credits', () => {
  it('sets the start year and the standard, with ledger rows, and reads them back', async () => {
    const user = await t.createProspect();
    const empty = await call(t, admin, 'GET', `/api/admin/users/${user.id}/credits`);
    expect(empty).toEqual({ status: 200, body: { credits: [], standaard: null } });

    const put = await call(t, admin, 'PUT', `/api/admin/users/${user.id}/credits`, {
      jaar: 2026,
      credits_hoogseizoen: 5,
      credits_laagseizoen: 10,
      standaard: { credits_hoogseizoen: 7, credits_laagseizoen: 14 },
    });
    expect(put.status).toBe(200);
    expect(put.body.credits).toEqual([
      {
        jaar: 2026,
        credits_hoogseizoen: 5,
        credits_laagseizoen: 10,
        toegekend_hoogseizoen: 5,
        toegekend_laagseizoen: 10,
      },
      {
        jaar: 2027,
        credits_hoogseizoen: 7,
        credits_laagseizoen: 14,
        toegekend_hoogseizoen: 7,
        toegekend_laagseizoen: 14,
      },
    ]);
    const get = await call(t, admin, 'GET', `/api/admin/users/${user.id}/credits`);
    expect(get.body).toEqual({
      credits: put.body.credits,
      standaard: { start_jaar: 2026, credits_hoogseizoen: 7, credits_laagseizoen: 14 },
    });
    const stored = (await readBalances(t.db, user.id)).map(
      ({ jaar, credits_hoogseizoen, credits_laagseizoen }) => ({
        jaar,
        credits_hoogseizoen,
        credits_laagseizoen,
      }),
    );
    expect(await ledgerBalances(t.db, user.id)).toEqual(stored);
  });

  it('refuses negative, fractional and missing credits and unknown users', async () => {
    const before = await snapshot(t);
    const base = {
      jaar: 2026,
      credits_hoogseizoen: 1,
      credits_laagseizoen: 1,
      standaard: { credits_hoogseizoen: 1, credits_laagseizoen: 1 },
    };
    for (const input of [
      { ...base, credits_hoogseizoen: -1 },
      { ...base, credits_laagseizoen: 1.5 },
      { ...base, standaard: {} },
      { ...base, credits_hoogseizoen: '3' },
    ]) {
      expect((await call(t, admin, 'PUT', `/api/admin/users/${prospect.id}/credits`, input)).status).toBe(
        400,
      );
    }
    expect(
      (await call(t, admin, 'PUT', `/api/admin/users/${crypto.randomUUID()}/credits`, base)).status,
    ).toBe(404);
    expect((await call(t, admin, 'GET', `/api/admin/users/${crypto.randomUUID()}/credits`)).status).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('POST /api/admin/users/:id/photo', () => {
  it('stores an image and removes the previous photo', async () => {
    const user = await t.createProspect();
    const first = await uploadUserPhoto(user.id, 'a.png');
    expect(first.status).toBe(200);
    const firstUrl = (first.body.user as { profielfoto_url: string }).profielfoto_url;
    expect(firstUrl).toMatch(/^\/files\/profile-photos\/[0-9a-f-]{36}\.webp$/);
    expect((await t.request(firstUrl)).status).toBe(200);
    const second = await uploadUserPhoto(user.id, 'b.png');
    const secondUrl = (second.body.user as { profielfoto_url: string }).profielfoto_url;
    expect(secondUrl).not.toBe(firstUrl);
    for (const file of imageFiles(firstUrl))
      expect(storedFiles(t)).not.toContain(file.replace('/files/', ''));
    for (const file of imageFiles(secondUrl)) expect(storedFiles(t)).toContain(file.replace('/files/', ''));
  });

  it('refuses non-images, disguised files and path tricks without touching disk or database', async () => {
    const before = await snapshot(t);
    const files = storedFiles(t);
    const cases: Array<[string, FormData, number]> = [
      ['pdf', form({}, { name: 'a.pdf', bytes: PDF }), 415],
      ['text named png', form({}, { name: 'a.png', bytes: TEXT }), 415],
      ['png named pdf', form({}, { name: 'a.pdf', bytes: PNG }), 415],
      ['path trick', form({}, { name: '../../../etc/passwd', bytes: PNG }), 415],
      ['no file', form({}), 400],
      ['extra field', form({ user_id: prospect.id }, { name: 'a.png', bytes: PNG }), 400],
    ];
    for (const [label, body, expected] of cases) {
      const res = await upload(t, admin, 'POST', `/api/admin/users/${prospect.id}/photo`, body);
      expect(res.status, label).toBe(expected);
    }
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('API tokens (the CLI)', () => {
  it('lets an admin token through, also without a same-origin header, and revokes a non-admin token', async () => {
    const { waarde } = await createApiToken(t.db, admin.id, 'CLI', t.clock.now());
    const list = await t.request('/api/admin/users', { headers: { authorization: `Bearer ${waarde}` } });
    expect(list.status).toBe(200);
    const created = await t.request('/api/admin/users', {
      json: {
        email: `cli-${crypto.randomUUID()}@voorbeeld.nl`,
        wachtwoord: 'geheim-genoeg',
        naam: 'Via CLI',
        status: 'prospect',
      },
      headers: { authorization: `Bearer ${waarde}`, origin: 'https://elders.example' },
    });
    expect(created.status).toBe(201);
    const other = await createApiToken(t.db, prospect.id, 'Geen admin', t.clock.now());
    const refused = await t.request('/api/admin/users', {
      headers: { authorization: `Bearer ${other.waarde}` },
    });
    expect(refused.status).toBe(401);
  });
});

// Last: the server closes the connection after refusing an oversized body, which a pooled socket would feel.
describe('bad bodies', () => {
  it('refuses malformed JSON and an oversized body', async () => {
    const before = await snapshot(t);
    const bad = await t.request('/api/admin/users', {
      method: 'POST',
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const huge = await t.request('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({
        email: 'x@y.nl',
        wachtwoord: 'geheim-genoeg',
        naam: 'x'.repeat(2_000_000),
        status: 'prospect',
      }),
      headers: { 'content-type': 'application/json' },
      cookie: admin.cookie,
    });
    expect(huge.status).toBe(413);
    expect(await snapshot(t)).toBe(before);
  });
});
