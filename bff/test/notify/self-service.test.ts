import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { fieldsForm, pngBytes } from '../support/files.ts';
import { type ErrorBody, readJson, type TestUser } from '../support/server.ts';

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });

type Sessie = {
  id: string;
  apparaat: string;
  created_at: string;
  laatst_gebruikt: string | null;
  huidige: boolean;
};

async function login(user: TestUser, password: string, userAgent: string): Promise<string> {
  const res = await t.request('/api/auth/login', {
    json: { email: user.email, wachtwoord: password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.startsWith(`${SESSION_COOKIE}=`)) throw new Error('geen sessie');
  return cookie;
}

async function sessions(cookie: string): Promise<Sessie[]> {
  const res = await t.request('/api/me/sessions', { cookie });
  expect(res.status).toBe(200);
  return (await readJson<{ sessies: Sessie[] }>(res)).sessies;
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('sessions', () => {
  it('lists device, created and last use, marks the current one, and never shows a token', async () => {
    const user = await t.createProspect();
    const laptop = await login(user, user.password, CHROME_WINDOWS);
    const phone = await login(user, user.password, SAFARI_IPHONE);
    const res = await t.request('/api/me/sessions', { cookie: phone });
    const text = await res.text();
    expect(text).not.toContain(phone.split('=')[1]);
    expect(text).not.toContain(laptop.split('=')[1]);
    const list = (JSON.parse(text) as { sessies: Sessie[] }).sessies;
    const current = list.filter((s) => s.huidige);
    expect(current).toHaveLength(1);
    expect(current[0]?.apparaat).toBe('Safari op iPhone');
    expect(list.map((s) => s.apparaat)).toContain('Chrome op Windows');
    expect(list.every((s) => /^[0-9a-f]{32}$/.test(s.id))).toBe(true);
    expect(current[0]?.laatst_gebruikt).toBe('2026-03-10T10:00:00.000Z');
  });

  it('ends one of my sessions; someone else’s or an unknown id is 404 and ends nothing', async () => {
    const user = await t.createProspect();
    const stranger = await t.createProspect();
    const laptop = await login(user, user.password, CHROME_WINDOWS);
    const phone = await login(user, user.password, SAFARI_IPHONE);
    const laptopSession = (await sessions(laptop)).find((s) => s.huidige);
    if (!laptopSession) throw new Error('geen huidige sessie');
    const foreign = await t.request(`/api/me/sessions/${laptopSession.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await readJson<ErrorBody>(foreign)).error.code).toBe('not_found');
    expect((await t.request('/api/me/sessions/onbekend', { method: 'DELETE', cookie: phone })).status).toBe(
      404,
    );
    expect((await t.request('/api/auth/me', { cookie: laptop })).status).toBe(200);

    const ended = await t.request(`/api/me/sessions/${laptopSession.id}`, {
      method: 'DELETE',
      cookie: phone,
    });
    expect(ended.status).toBe(200);
    expect((await t.request('/api/auth/me', { cookie: laptop })).status).toBe(401);
    expect((await t.request('/api/auth/me', { cookie: phone })).status).toBe(200);
    // A second time: already gone.
    expect(
      (await t.request(`/api/me/sessions/${laptopSession.id}`, { method: 'DELETE', cookie: phone })).status,
    ).toBe(404);
  });

  it('ending the current session signs this browser out', async () => {
    const user = await t.createProspect();
    const phone = await login(user, user.password, SAFARI_IPHONE);
    const own = (await sessions(phone)).find((s) => s.huidige);
    const res = await t.request(`/api/me/sessions/${own?.id}`, { method: 'DELETE', cookie: phone });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await t.request('/api/auth/me', { cookie: phone })).status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the current password (403), follows the password rules (400), then ends every other session', async () => {
    const user = await t.createProspect();
    const laptop = await login(user, user.password, CHROME_WINDOWS);
    const phone = await login(user, user.password, SAFARI_IPHONE);
    const change = (json: unknown) => t.request('/api/me/password', { cookie: phone, json });

    const wrong = await change({
      huidig_wachtwoord: 'niet-het-goede',
      nieuw_wachtwoord: 'een-nieuw-wachtwoord',
    });
    expect(wrong.status).toBe(403);
    expect(await readJson<ErrorBody>(wrong)).toMatchObject({
      error: { code: 'wrong_password', message: 'Je huidige wachtwoord klopt niet.' },
    });
    // Someone holding the session is guessing the password: a security event in the audit log.
    const admin = await t.createAdmin();
    const audit = await t.request('/api/admin/audit?soort=wachtwoord_onjuist', { cookie: admin.cookie });
    const events = (await readJson<{ gebeurtenissen: Array<{ actor_id: string; details: unknown }> }>(audit))
      .gebeurtenissen;
    expect(events.filter((e) => e.actor_id === user.id).map((e) => e.details)).toEqual([
      { handeling: 'wachtwoord_wijzigen' },
    ]);
    for (const body of [
      { huidig_wachtwoord: user.password, nieuw_wachtwoord: 'kort' },
      { huidig_wachtwoord: user.password, nieuw_wachtwoord: 'wachtwoord' },
      { huidig_wachtwoord: user.password, nieuw_wachtwoord: 'x'.repeat(257) },
      { huidig_wachtwoord: user.password },
      { huidig_wachtwoord: 12, nieuw_wachtwoord: 'een-nieuw-wachtwoord' },
      { huidig_wachtwoord: user.password, nieuw_wachtwoord: 'een-nieuw-wachtwoord', extra: true },
    ]) {
      const res = await change(body);
      expect(res.status).toBe(400);
    }
    expect((await t.request('/api/auth/me', { cookie: laptop })).status).toBe(200);

    const ok = await change({ huidig_wachtwoord: user.password, nieuw_wachtwoord: 'een-nieuw-wachtwoord' });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/auth/me', { cookie: phone })).status).toBe(200);
    expect((await t.request('/api/auth/me', { cookie: laptop })).status).toBe(401);
    const oldLogin = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: user.password },
    });
    expect(oldLogin.status).toBe(401);
    await login(user, 'een-nieuw-wachtwoord', CHROME_WINDOWS);
  });

  it('is refused for anonymous callers', async () => {
    const res = await t.request('/api/me/password', {
      json: { huidig_wachtwoord: 'a', nieuw_wachtwoord: 'bbbbbbbb' },
    });
    expect(res.status).toBe(401);
  });
});

describe('withdraw an application', () => {
  it('withdraws my open application; a decided one is 409, someone else’s or unknown is 404', async () => {
    const admin = await t.createAdmin();
    const user = await t.createProspect();
    const stranger = await t.createProspect();
    const apply = async (camperId: string) => {
      const res = await t.request('/api/me/applications', {
        cookie: user.cookie,
        json: { camper_id: camperId },
      });
      return (await readJson<{ aanmelding: { id: string } }>(res)).aanmelding.id;
    };
    const open = await apply(await t.createCamper());
    const decided = await apply(await t.createCamper());
    await t.request(`/api/admin/applications/${decided}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'afgewezen' },
    });

    const foreign = await t.request(`/api/me/applications/${open}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(
      (await t.request('/api/me/applications/bestaat-niet', { method: 'DELETE', cookie: user.cookie }))
        .status,
    ).toBe(404);
    const refused = await t.request(`/api/me/applications/${decided}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await readJson<ErrorBody>(refused)).error.code).toBe('application_not_open');

    const ok = await t.request(`/api/me/applications/${open}`, { method: 'DELETE', cookie: user.cookie });
    expect(ok.status).toBe(200);
    const list = await readJson<{ aanmeldingen: { id: string }[] }>(
      await t.request('/api/me/applications', { cookie: user.cookie }),
    );
    expect(list.aanmeldingen.map((a) => a.id)).toEqual([decided]);
    expect(
      (await t.request(`/api/me/applications/${open}`, { method: 'DELETE', cookie: user.cookie })).status,
    ).toBe(404);
  });
});

describe('export my data', () => {
  it('returns every stored fact about me as a JSON download, without secrets', async () => {
    const camperId = await t.createCamper({ naam: 'Exportcamper' });
    const owner = await t.createOwner(camperId, { naam: 'Erik Export', telefoonnummer: '0612345678' });
    // A pick-up he logged, with a photo: a fact about him too (the photo counted, never located).
    await giveCredits(t, await t.createAdmin(), owner, 2026);
    const booked = await t.request('/api/owner/reservations', {
      cookie: owner.cookie,
      json: { dagen: ['2026-03-10'] },
    });
    const reservationId = (await readJson<{ reserveringen: { id: string }[] }>(booked)).reserveringen[0]?.id;
    const pickUp = fieldsForm({
      moment: 'ophalen',
      km_stand: '1200',
      brandstof_procent: '90',
      schoon: 'true',
    });
    pickUp.append('foto', new Blob([pngBytes()]), 'voor.png');
    const logged = await t.request(`/api/owner/reservations/${reservationId}/handovers`, {
      cookie: owner.cookie,
      body: pickUp,
    });
    expect(logged.status).toBe(201);
    const res = await t.request('/api/me/export', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="camperdeel-mijn-gegevens\.json"/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'account',
        'profiel',
        'aanmeldingen',
        'eigenaarschap',
        'reserveringen',
        'credits',
        'facturen',
        'meldingen',
        'melding_instellingen',
        'sessies',
        'overdrachten',
      ]),
    );
    expect(data.profiel).toMatchObject({ naam: 'Erik Export', telefoonnummer: '0612345678' });
    expect(data.eigenaarschap).toEqual([
      expect.objectContaining({ camper_id: camperId, camper_naam: 'Exportcamper' }),
    ]);
    expect(data.overdrachten).toEqual([
      expect.objectContaining({
        camper_id: camperId,
        reservering_id: reservationId,
        moment: 'ophalen',
        km_stand: 1200,
        brandstof_procent: 90,
        schoon: true,
        schade: null,
        fotos: 1,
      }),
    ]);
    expect(text).not.toMatch(/argon2|password_hash|token_hash|storage_key/);
    expect(text).not.toContain(owner.cookie.split('=')[1]);
  });

  it('is refused for anonymous callers', async () => {
    expect((await t.request('/api/me/export')).status).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs my password (403) and is refused while I own a camper (409 is_owner), changing nothing', async () => {
    const owner = await t.createOwner(await t.createCamper());
    const wrong = await t.request('/api/me', {
      method: 'DELETE',
      cookie: owner.cookie,
      json: { wachtwoord: 'fout-fout' },
    });
    expect(wrong.status).toBe(403);
    expect((await readJson<ErrorBody>(wrong)).error.code).toBe('wrong_password');
    const owned = await t.request('/api/me', {
      method: 'DELETE',
      cookie: owner.cookie,
      json: { wachtwoord: owner.password },
    });
    expect(owned.status).toBe(409);
    const body = await readJson<ErrorBody>(owned);
    expect(body.error.code).toBe('is_owner');
    expect(body.error.message).toMatch(/eigenaar van een camper/);
    expect((await t.request('/api/auth/me', { cookie: owner.cookie })).status).toBe(200);
    for (const json of [{}, { wachtwoord: 5 }, { wachtwoord: '' }, { wachtwoord: 'x'.repeat(300) }]) {
      const res = await t.request('/api/me', { method: 'DELETE', cookie: owner.cookie, json });
      expect(res.status).toBe(400);
    }
  });

  it('erases the account, its photo and applications, and ends every session', async () => {
    const user = await t.createProspect({ email: 'weg@voorbeeld.nl' });
    const other = await login(user, user.password, CHROME_WINDOWS);
    await t.request('/api/me/applications', {
      cookie: user.cookie,
      json: { camper_id: await t.createCamper() },
    });
    // A profile photo on disk, named like the server names uploads.
    const dir = join(t.config.storageDir, 'profile-photos');
    mkdirSync(dir, { recursive: true });
    const key = `${randomUUID()}.webp`;
    const files = [join(dir, key)];
    for (const file of files) writeFileSync(file, 'RIFF');
    await t.db
      .updateTable('profiles')
      .set({ profielfoto_url: `/files/profile-photos/${key}` })
      .where('id', '=', user.id)
      .execute();

    const res = await t.request('/api/me', {
      method: 'DELETE',
      cookie: user.cookie,
      json: { wachtwoord: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await t.request('/api/auth/me', { cookie: other })).status).toBe(401);
    for (const file of files) expect(existsSync(file)).toBe(false);
    for (const table of ['users', 'profiles', 'aanmeldingen', 'sessions'] as const) {
      const column = table === 'users' || table === 'profiles' ? 'id' : 'user_id';
      const rows = await t.db.selectFrom(table).select(column).where(column, '=', user.id).execute();
      expect(rows).toEqual([]);
    }
    const again = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: user.password },
    });
    expect(again.status).toBe(401);
  });
});
