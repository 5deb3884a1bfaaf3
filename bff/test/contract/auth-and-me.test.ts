/**
 * Contract (docs/product/api.md#api-contract-architecture-5, docs/product/api.md#entities-spec-3, docs/product/public.md#states-spec-4, docs/product/public.md#validation-spec-5): auth and /api/me as an outside client sees them, over HTTP only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import { pngBytes, uploadForm } from '../support/files.ts';
import { TEST_PASSWORD } from '../support/server.ts';
import { body, expectError, expectShape, type Json, list, one, sessionCookie } from './helpers.ts';

const t = serverForFile({ now: new Date('2026-06-01T10:00:00Z') });

const userShape = { id: 'string', email: 'string', naam: 'string', status: 'string' } as const;

describe('register → login → me → logout', () => {
  it('walks the whole session life cycle with the documented codes and shapes', async () => {
    const email = 'nieuw-lid@contract.camperdeel.nl';
    const registered = await t.request('/api/auth/register', {
      json: { naam: 'Nieuw Lid', email, wachtwoord: 'zomer-2026' },
    });
    expect(registered.status).toBe(201);
    const user = one(await body(registered), 'user');
    expectShape(user, userShape);
    expect(user).toMatchObject({ email, naam: 'Nieuw Lid', status: 'prospect' });
    expect(sessionCookie(registered)).not.toBeNull();

    await expectError(
      await t.request('/api/auth/register', { json: { naam: 'Twee', email, wachtwoord: 'zomer-2026' } }),
      409,
      'email_taken',
    );

    const login = await t.request('/api/auth/login', { json: { email, wachtwoord: 'zomer-2026' } });
    expect(login.status).toBe(200);
    expectShape(one(await body(login), 'user'), userShape);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBeNull();
    const attributes = login.headers.getSetCookie().join(';').toLowerCase();
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    // A new session on every sign-in.
    expect(sessionCookie(registered)).not.toBe(cookie);

    const me = await t.request('/api/auth/me', { cookie: cookie ?? '' });
    expect(me.status).toBe(200);
    expect(one(await body(me), 'user')).toMatchObject({ email, status: 'prospect' });

    expect((await t.request('/api/auth/logout', { method: 'POST', cookie: cookie ?? '' })).status).toBe(200);
    await expectError(await t.request('/api/auth/me', { cookie: cookie ?? '' }), 401, 'not_authenticated');
  });

  it('refuses bad registrations with 400 and a Dutch message', async () => {
    const short = await expectError(
      await t.request('/api/auth/register', {
        json: { naam: 'Kort', email: 'kort@x.nl', wachtwoord: '12345' },
      }),
      400,
      'invalid_input',
    );
    expect(short).toContain('minimaal 6 tekens');
    await expectError(
      await t.request('/api/auth/register', { json: { email: 'geen-naam@x.nl', wachtwoord: 'zomer-2026' } }),
      400,
      'invalid_input',
    );
    await expectError(
      await t.request('/api/auth/register', {
        json: { naam: 'X', email: 'geen-email', wachtwoord: 'zomer-2026' },
      }),
      400,
      'invalid_input',
    );
    await expectError(
      await t.request('/api/auth/register', {
        body: '{kapot',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_json',
    );
  });

  it('answers a wrong password and an unknown e-mail identically, and a missing field with 400', async () => {
    const user = await t.createProspect();
    const wrong = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'fout-fout' },
    });
    const unknown = await t.request('/api/auth/login', {
      json: { email: 'niemand@contract.camperdeel.nl', wachtwoord: 'fout-fout' },
    });
    const a = await expectError(wrong, 401, 'invalid_credentials');
    const b = await expectError(unknown, 401, 'invalid_credentials');
    expect(a).toBe(b);
    await expectError(
      await t.request('/api/auth/login', { json: { email: user.email } }),
      400,
      'invalid_input',
    );
  });

  it('admin login: a non-admin gets 403 not_admin and no session; an admin gets in', async () => {
    const user = await t.createProspect();
    const refused = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: TEST_PASSWORD, rol: 'admin' },
    });
    const message = await expectError(refused, 403, 'not_admin');
    expect(message).toBe('Je hebt geen admin rechten.');
    expect(sessionCookie(refused)).toBeNull();
    expect(refused.headers.get('set-cookie')).toBeNull();
    // "Signed out again": a session the same client already had ends as well.
    const refusedAgain = await t.request('/api/auth/login', {
      cookie: user.cookie,
      json: { email: user.email, wachtwoord: TEST_PASSWORD, rol: 'admin' },
    });
    await expectError(refusedAgain, 403, 'not_admin');
    await expectError(await t.request('/api/auth/me', { cookie: user.cookie }), 401, 'not_authenticated');

    const admin = await t.createAdmin();
    const ok = await t.request('/api/auth/login', {
      json: { email: admin.email, wachtwoord: TEST_PASSWORD, rol: 'admin' },
    });
    expect(ok.status).toBe(200);
    expect(one(await body(ok), 'user')).toMatchObject({ email: admin.email, is_admin: true, rol: 'admin' });
    const cookie = sessionCookie(ok);
    expect(cookie).not.toBeNull();
    expect((await t.request('/api/admin/users', { cookie: cookie ?? '' })).status).toBe(200);
  });

  it('anonymous /me is 401; password reset is 202 for known and unknown addresses alike', async () => {
    await expectError(await t.request('/api/auth/me'), 401, 'not_authenticated');
    const user = await t.createProspect();
    const known = await t.request('/api/auth/password-reset', { json: { email: user.email } });
    const unknown = await t.request('/api/auth/password-reset', { json: { email: 'onbekend@x.nl' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await body(known)).toEqual(await body(unknown));
    // "202 always": a malformed or missing address is answered the same way.
    for (const json of [{ email: 'geen-adres' }, {}]) {
      const odd = await t.request('/api/auth/password-reset', { json });
      expect(odd.status).toBe(202);
      expect(await body(odd)).toEqual(
        await body(await t.request('/api/auth/password-reset', { json: { email: 'x@y.nl' } })),
      );
    }
    await expectError(
      await t.request('/api/auth/password-reset/confirm', {
        json: { token: 'bestaat-niet', wachtwoord: 'nieuw-123' },
      }),
      400,
      'invalid_token',
    );
  });
});

describe('password reset through the outbox', () => {
  it('the mailed link carries a single-use token that sets a new password and ends old sessions', async () => {
    const user = await t.createProspect();
    const before = new Set(outboxFiles());
    expect((await t.request('/api/auth/password-reset', { json: { email: user.email } })).status).toBe(202);
    await t.drainMail();
    const mail = outboxFiles()
      .filter((name) => !before.has(name))
      .map(
        (name) =>
          JSON.parse(readFileSync(join(t.dataDir, 'outbox', name), 'utf8')) as { to: string; link?: string },
      )
      .find((m) => m.to === user.email);
    const token = new URL(mail?.link ?? 'http://x/').searchParams.get('reset');
    expect(token).toBeTruthy();
    const confirm = { token: token ?? '', wachtwoord: 'nieuw-zomer-2026' };
    expect((await t.request('/api/auth/password-reset/confirm', { json: confirm })).status).toBe(200);
    await expectError(await t.request('/api/auth/me', { cookie: user.cookie }), 401, 'not_authenticated');
    await expectError(
      await t.request('/api/auth/password-reset/confirm', { json: confirm }),
      400,
      'invalid_token',
    );
    const login = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'nieuw-zomer-2026' },
    });
    expect(login.status).toBe(200);
  });
});

function outboxFiles(): string[] {
  const dir = join(t.dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('/api/me', () => {
  it('profile: the spec field names, registration steps 2 and 3, aantal_familieleden rules, read-only e-mail', async () => {
    const user = await t.createProspect();
    const read = await t.request('/api/me/profile', { cookie: user.cookie });
    expect(read.status).toBe(200);
    const profile = one(await body(read), 'profile');
    expectShape(profile, {
      id: 'string',
      naam: 'string',
      email: 'string',
      telefoonnummer: 'string|null',
      beschrijving: 'string|null',
      huisdieren: 'string|null',
      allergieen_intolleranties: 'string|null',
      aantal_familieleden: 'number|null',
      status: 'string',
      profielfoto_url: 'string|null',
    });
    expect(profile.id).toBe(user.id);

    const editProfile = (json: Json) =>
      t.request('/api/me/profile', { method: 'PATCH', cookie: user.cookie, json });
    const step2 = await editProfile({
      beschrijving: 'Houdt van de zee',
      telefoonnummer: '0612345678',
      huisdieren: 'Een hond',
    });
    expect(step2.status).toBe(200);
    const step3 = await editProfile({ allergieen_intolleranties: 'Noten', aantal_familieleden: 3 });
    expect(one(await body(step3), 'profile')).toMatchObject({
      beschrijving: 'Houdt van de zee',
      telefoonnummer: '0612345678',
      huisdieren: 'Een hond',
      allergieen_intolleranties: 'Noten',
      aantal_familieleden: 3,
    });
    const emptied = await editProfile({ aantal_familieleden: null });
    expect(one(await body(emptied), 'profile').aantal_familieleden).toBeNull();

    await expectError(await editProfile({ aantal_familieleden: 0 }), 400, 'invalid_input');
    await expectError(await editProfile({ naam: '' }), 400, 'invalid_input');
    const email = await expectError(await editProfile({ email: 'ander@x.nl' }), 400, 'invalid_input');
    expect(email).toBe('E-mailadres kan niet worden gewijzigd');
    await expectError(await t.request('/api/me/profile'), 401, 'not_authenticated');
  });

  it('profile photo: an image under `file` sets profielfoto_url; a non-image is 415', async () => {
    const user = await t.createProspect();
    const ok = await t.request('/api/me/profile/photo', {
      cookie: user.cookie,
      body: uploadForm(pngBytes(), 'ik.png'),
    });
    expect(ok.status).toBe(200);
    const url = one(await body(ok), 'profile').profielfoto_url;
    expect(url).toBeTypeOf('string');
    expect((await t.request(url as string)).status).toBe(200);
    await expectError(
      await t.request('/api/me/profile/photo', {
        cookie: user.cookie,
        body: uploadForm(new TextEncoder().encode('geen plaatje'), 'ik.txt'),
      }),
      415,
      'unsupported_file_type',
    );
  });

  it('applications: 201 {aanmelding}, duplicate 409 already_applied, own list with nested camper', async () => {
    const camperId = await t.createCamper({ naam: 'Contract Camper' });
    const user = await t.createProspect();
    const created = await t.request('/api/me/applications', {
      cookie: user.cookie,
      json: { camper_id: camperId },
    });
    expect(created.status).toBe(201);
    const aanmelding = one(await body(created), 'aanmelding');
    expectShape(aanmelding, {
      id: 'string',
      user_id: 'string',
      camper_id: 'string',
      status: 'string',
      created_at: 'string',
    });
    expect(aanmelding).toMatchObject({ user_id: user.id, camper_id: camperId, status: 'in_afwachting' });

    const message = await expectError(
      await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: camperId } }),
      409,
      'already_applied',
    );
    expect(message).toBe('Je hebt je al aangemeld voor deze camper.');

    t.clock.advance(60_000);
    const later = await t.createCamper({ naam: 'Latere Camper' });
    expect(
      (await t.request('/api/me/applications', { cookie: user.cookie, json: { camper_id: later } })).status,
    ).toBe(201);
    const mine = list(
      await body(await t.request('/api/me/applications', { cookie: user.cookie })),
      'aanmeldingen',
    );
    // Newest first (docs/product/api.md#calls-spec-7).
    expect(mine.map((a) => a.camper_id)).toEqual([later, camperId]);
    expectShape(mine[0]?.camper, {
      id: 'string',
      naam: 'string',
      merk: 'string',
      model: 'string',
      hoofdfoto_url: 'string|null',
      aantal_zitplaatsen: 'number',
      aantal_bedden: 'number',
      prijs: 'number',
    });
    await expectError(
      await t.request('/api/me/applications', { json: { camper_id: camperId } }),
      401,
      'not_authenticated',
    );
    await expectError(
      await t.request('/api/me/applications', { cookie: user.cookie, json: {} }),
      400,
      'invalid_input',
    );
  });

  it('assigned campers: empty for a prospect, the own camper for an owner', async () => {
    const camperId = await t.createCamper();
    const owner = await t.createOwner(camperId);
    const prospect = await t.createProspect();
    expect(
      list(await body(await t.request('/api/me/campers', { cookie: prospect.cookie })), 'campers'),
    ).toEqual([]);
    const own = list(await body(await t.request('/api/me/campers', { cookie: owner.cookie })), 'campers');
    expect(own.map((c) => c.id)).toEqual([camperId]);
  });
});
