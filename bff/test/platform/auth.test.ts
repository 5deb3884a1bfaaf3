import { describe, expect, test } from 'vitest';
import type { MeView } from '../../src/auth/me-view.ts';
import { serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, TEST_PASSWORD } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

type UserBody = { user: MeView };

const t = serverForFile();

function sessionCookie(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = header.match(/camperdeel_session=([^;]+)/);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return `camperdeel_session=${match[1]}`;
}

function sessionCount(userId: string): Promise<number> {
  return countWhere(t, 'sessions', { user_id: userId });
}

describe('register, me, logout', () => {
  test('registration creates a prospect, signs in with a safe cookie, and /me answers', async () => {
    const res = await t.request('/api/auth/register', {
      json: { naam: 'Anna de Vries', email: 'Anna@Voorbeeld.NL', wachtwoord: 'zomer-in-zeeland' },
    });
    expect(res.status).toBe(201);
    const body = await readJson<UserBody>(res);
    expect(body.user).toMatchObject({
      email: 'anna@voorbeeld.nl',
      naam: 'Anna de Vries',
      status: 'prospect',
      is_admin: false,
      profielfoto_url: null,
      camper_id: null,
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const token = sessionCookie(res).split('=')[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(24);
    // Only the hash is stored.
    const stored = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', body.user.id)
      .execute();
    expect(stored.map((s) => s.id)).not.toContain(token);

    const me = await t.request('/api/auth/me', { cookie: sessionCookie(res) });
    expect(me.status).toBe(200);
    expect((await readJson<UserBody>(me)).user.id).toBe(body.user.id);
  });

  test('a taken e-mail is 409 email_taken; a weak password is 400 with a Dutch message', async () => {
    const first = await t.createProspect({ email: 'bezet@voorbeeld.nl' });
    const dup = await t.request('/api/auth/register', {
      json: { naam: 'X', email: 'BEZET@voorbeeld.nl', wachtwoord: 'lang-genoeg-1' },
    });
    expect(dup.status).toBe(409);
    expect((await readJson<ErrorBody>(dup)).error.code).toBe('email_taken');
    expect(await sessionCount(first.id)).toBe(1);

    const weak = await t.request('/api/auth/register', {
      json: { naam: 'Y', email: 'zwak@voorbeeld.nl', wachtwoord: '12345' },
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      error: { code: 'invalid_input', message: 'Wachtwoord moet minimaal 6 tekens bevatten' },
    });
    expect(await countWhere(t, 'users', { email: 'zwak@voorbeeld.nl' })).toBe(0);
  });

  test('anonymous /me is 401 not_authenticated; logout ends the session', async () => {
    const anon = await t.request('/api/auth/me');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' },
    });

    const user = await t.createProspect();
    const out = await t.request('/api/auth/logout', { method: 'POST', cookie: user.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/camperdeel_session=;/);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
  });
});

describe('login', () => {
  test('a correct login creates a new session each time', async () => {
    const user = await t.createProspect({ email: 'inlog@voorbeeld.nl' });
    const res = await t.request('/api/auth/login', {
      json: { email: 'INLOG@voorbeeld.nl', wachtwoord: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await readJson<UserBody>(res)).user.email).toBe('inlog@voorbeeld.nl');
    expect(sessionCookie(res)).not.toBe(user.cookie);
    expect(await sessionCount(user.id)).toBe(2);
  });

  test('wrong password and unknown e-mail get the same answer in similar time', async () => {
    await t.createProspect({ email: 'bestaat@voorbeeld.nl' });
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await t.request('/api/auth/login', { json: { email, wachtwoord: 'niet-het-goede' } });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    };
    await attempt('opwarmen@voorbeeld.nl');
    const wrong: Awaited<ReturnType<typeof attempt>>[] = [];
    const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
    // Interleaved, so load from other processes hits both series alike.
    for (let i = 0; i < 5; i++) {
      wrong.push(await attempt('bestaat@voorbeeld.nl'));
      unknown.push(await attempt('onbekend@voorbeeld.nl'));
    }
    for (const r of [...wrong, ...unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        error: { code: 'invalid_credentials', message: 'Controleer je inloggegevens.' },
      });
    }
    const median = (rs: { ms: number }[]) =>
      rs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(rs.length / 2)] ?? 0;
    // Both pay for one Argon2id verification; an early return for unknown e-mails would be ~50x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 4);
  });

  test('admin login: a non-admin gets 403 not_admin and no session; an admin gets in', async () => {
    const user = await t.createProspect({ email: 'geen-admin@voorbeeld.nl' });
    const refused = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: TEST_PASSWORD, rol: 'admin' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' },
    });
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await sessionCount(user.id)).toBe(1);

    const admin = await t.createAdmin({ email: 'baas@voorbeeld.nl' });
    const ok = await t.request('/api/auth/login', {
      json: { email: admin.email, wachtwoord: TEST_PASSWORD, rol: 'admin' },
    });
    expect(ok.status).toBe(200);
    expect((await readJson<UserBody>(ok)).user.is_admin).toBe(true);
  });

  test('an owner sees their camper id', async () => {
    const camperId = await t.createCamper();
    const owner = await t.createOwner(camperId);
    const me = await readJson<UserBody>(await t.request('/api/auth/me', { cookie: owner.cookie }));
    expect(me.user).toMatchObject({ status: 'eigenaar', camper_id: camperId });
  });
});
