import { describe, expect, test } from 'vitest';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import { serverForFile } from '../support/file-server.ts';
import { mailsTo, outbox as outboxOf } from '../support/outbox.ts';
import { type ErrorBody, readJson, TEST_PASSWORD } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';

const DAY = 24 * 60 * 60 * 1000;

const t = serverForFile({ now: new Date('2026-03-01T09:00:00Z') });

const outbox = () => outboxOf(t);

/**
 * The newest mail to `email` once it has `count`: a reset mail to a known address may be written just after the
 * answer (so both answers take the same time), so it is waited for, never assumed.
 */
async function mailTo(email: string, count = 1): Promise<OutboxMail | undefined> {
  await expect
    .poll(async () => (await mailsTo(t, email)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(t, email)).at(-1);
}

function tokenOf(mail: OutboxMail | undefined): string {
  const link = new URL(mail?.link ?? '');
  return link.searchParams.get('reset') ?? '';
}

describe('sliding session expiry (frozen clock)', () => {
  test('a session used in its second half is renewed; an unused one expires after 30 days', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const user = await t.createProspect();
    const start = t.clock.now().getTime();
    const expiresOf = () => storedValue(t, 'sessions', 'expires_at', { user_id: user.id });
    expect(await expiresOf()).toBe(start + 30 * DAY);

    t.clock.advance(10 * DAY);
    const early = await t.request('/api/auth/me', { cookie: user.cookie });
    expect(early.status).toBe(200);
    expect(early.headers.get('set-cookie')).toBeNull();
    expect(await expiresOf()).toBe(start + 30 * DAY);

    t.clock.advance(10 * DAY);
    const renewed = await t.request('/api/auth/me', { cookie: user.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('set-cookie')).toMatch(/camperdeel_session=.+Expires=/);
    expect(await expiresOf()).toBe(start + 50 * DAY);

    t.clock.advance(30 * DAY + 1);
    const expired = await t.request('/api/auth/me', { cookie: user.cookie });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('set-cookie')).toMatch(/camperdeel_session=;/);
    expect(
      await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(0);
  });

  test('sessions that expired unseen are cleared when the user signs in again', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const user = await t.createProspect();
    await t.signIn(user.id);
    t.clock.advance(31 * DAY);
    await t.signIn(user.id);
    const left = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toHaveLength(1);
  });
});

describe('password reset through the outbox', () => {
  test('202 for known and unknown e-mails alike; only the known one gets a mail', async () => {
    t.clock.set('2026-04-01T09:00:00Z');
    const before = (await outbox()).length;
    const unknown = await t.request('/api/auth/password-reset', { json: { email: 'niemand@voorbeeld.nl' } });
    expect(unknown.status).toBe(202);
    expect(await outbox()).toHaveLength(before);

    const user = await t.createProspect({ email: 'vergeten@voorbeeld.nl' });
    const known = await t.request('/api/auth/password-reset', { json: { email: 'Vergeten@voorbeeld.nl' } });
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await mailTo(user.email);
    expect(await outbox()).toHaveLength(before + 1);
    expect(mail).toMatchObject({ to: user.email, subject: 'Wachtwoord opnieuw instellen - Camperdeel' });
    expect(mail?.link).toMatch(new RegExp(`^${t.url}/auth\\?reset=[a-z2-7]{32}$`));
    expect(mail?.text).toContain(mail?.link);
  });

  test('the token sets a new password once, revokes every session, and then no longer works', async () => {
    t.clock.set('2026-04-02T09:00:00Z');
    const user = await t.createProspect({ email: 'reset@voorbeeld.nl' });
    const otherDevice = await t.signIn(user.id);
    await t.request('/api/auth/password-reset', { json: { email: user.email } });
    const token = tokenOf(await mailTo(user.email));

    const weak = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: '123456' },
    });
    expect(weak.status).toBe(400);

    const ok = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(ok.status).toBe(200);
    for (const cookie of [user.cookie, otherDevice]) {
      expect((await t.request('/api/auth/me', { cookie })).status).toBe(401);
    }
    const oldLogin = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(newLogin.status).toBe(200);

    const again = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'nog-een-ander-wachtwoord' },
    });
    expect(again.status).toBe(400);
    expect((await readJson<ErrorBody>(again)).error.code).toBe('invalid_token');
  });

  test('a token older than one hour is refused and changes nothing', async () => {
    t.clock.set('2026-04-03T09:00:00Z');
    const user = await t.createProspect({ email: 'te-laat@voorbeeld.nl' });
    await t.request('/api/auth/password-reset', { json: { email: user.email } });
    const token = tokenOf(await mailTo(user.email));
    t.clock.advance(60 * 60 * 1000 + 1000);
    const late = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(late.status).toBe(400);
    expect((await readJson<ErrorBody>(late)).error.code).toBe('invalid_token');
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(200);
  });

  test('changing the password withdraws a reset link sent before it', async () => {
    const user = await t.createProspect({ email: 'gewijzigd@voorbeeld.nl' });
    await t.request('/api/auth/password-reset', { json: { email: user.email } });
    const token = tokenOf(await mailTo(user.email));
    const changed = await t.request('/api/me/password', {
      cookie: user.cookie,
      json: { huidig_wachtwoord: TEST_PASSWORD, nieuw_wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(changed.status).toBe(200);
    const res = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'door-een-oude-mail' },
    });
    expect(res.status).toBe(400);
    expect((await readJson<ErrorBody>(res)).error.code).toBe('invalid_token');
    const login = await t.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(login.status).toBe(200);
  });

  test('a newer link replaces an older one', async () => {
    const user = await t.createProspect({ email: 'twee-keer@voorbeeld.nl' });
    await t.request('/api/auth/password-reset', { json: { email: user.email } });
    const first = tokenOf(await mailTo(user.email));
    await t.request('/api/auth/password-reset', { json: { email: user.email } });
    await mailTo(user.email, 2);
    const res = await t.request('/api/auth/password-reset/confirm', {
      json: { token: first, wachtwoord: 'nieuw-en-sterk-wachtwoord' },
    });
    expect(res.status).toBe(400);
  });
});
