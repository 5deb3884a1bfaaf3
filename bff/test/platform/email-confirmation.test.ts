import { describe, expect, test } from 'vitest';
import type { MeView } from '../../src/auth/me-view.ts';
import { hashSecret } from '../../src/auth/secrets.ts';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import { serverForFile } from '../support/file-server.ts';
import { outbox as outboxOf } from '../support/outbox.ts';
import { type ErrorBody, readJson, withTestServer } from '../support/server.ts';

const HOUR = 60 * 60 * 1000;

const t = serverForFile({ now: new Date('2026-03-01T09:00:00Z') });

const outbox = () => outboxOf(t);

/** Confirmation mails to `email`, oldest first (each test moves the frozen clock on between mails: same-time
 * outbox files would sort by their random id). */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  return (await outbox()).filter((m) => m.to === email && (m.link ?? '').includes('bevestig='));
}

function confirmToken(mail: OutboxMail | undefined): string {
  return new URL(mail?.link ?? 'http://x/').searchParams.get('bevestig') ?? '';
}

function sessionCookie(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('camperdeel_session=') && !c.endsWith('='))
    .join('; ');
}

let counter = 0;
async function register(): Promise<{ email: string; cookie: string; id: string }> {
  counter += 1;
  const email = `nieuw-${counter}@voorbeeld.nl`;
  const res = await t.request('/api/auth/register', {
    json: { naam: `Nieuw Lid ${counter}`, email, wachtwoord: 'een-goed-wachtwoord' },
  });
  expect(res.status).toBe(201);
  const body = await readJson<{ user: MeView }>(res);
  return { email, cookie: sessionCookie(res), id: body.user.id };
}

async function me(cookie: string): Promise<MeView> {
  const res = await t.request('/api/auth/me', { cookie });
  expect(res.status).toBe(200);
  return (await readJson<{ user: MeView }>(res)).user;
}

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  return (await readJson<ErrorBody>(res)).error;
}

describe('registration confirmation mail', () => {
  test('a registration goes straight on signed in, unconfirmed, with a Dutch mail linking to /auth?bevestig=', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const { email, cookie, id } = await register();
    const user = await me(cookie);
    expect(user.email_bevestigd).toBe(false);
    // The spec's flow stays: a fresh account may apply straight away.
    const camperId = await t.createCamper();
    const apply = await t.request('/api/me/applications', { cookie, json: { camper_id: camperId } });
    expect(apply.status).toBe(201);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Bevestig je e-mailadres - Camperdeel');
    expect(mail?.text).toContain('24 uur geldig');
    const link = new URL(mail?.link ?? '');
    // Our own origin (appUrl: the listening origin in tests), never a request header.
    expect(link.origin).toBe(t.url);
    expect(link.pathname).toBe('/auth');
    const token = confirmToken(mail);
    expect(token.length).toBeGreaterThanOrEqual(24);
    expect(mail?.text).toContain(mail?.link ?? 'geen link');

    // Stored hashed like the reset tokens: the plain token is nowhere in the database.
    const rows = await t.db
      .selectFrom('email_confirmation_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashSecret(token));
    expect(rows[0]?.expires_at).toBe(t.clock.now().getTime() + 24 * HOUR);

    // Confirming needs no session (the link may be opened on another device).
    const confirmed = await t.request('/api/auth/confirm-email', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toEqual({ bevestigd: true });
    expect((await me(cookie)).email_bevestigd).toBe(true);

    // Single use: the same link again is refused and changes nothing.
    const again = await t.request('/api/auth/confirm-email', { json: { token } });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_token');
  });

  test('the forged Host header of the registering request never ends up in the link', async () => {
    counter += 1;
    const email = `host-${counter}@voorbeeld.nl`;
    const res = await t.request('/api/auth/register', {
      json: { naam: 'Host Test', email, wachtwoord: 'een-goed-wachtwoord' },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(res.status).toBe(201);
    expect(new URL((await mailsTo(email))[0]?.link ?? '').origin).toBe(t.url);
  });

  test('a link expires after 24 hours with its own code, and a new one can be asked with the old link', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const { email, cookie } = await register();
    const first = confirmToken((await mailsTo(email))[0]);
    t.clock.advance(24 * HOUR);
    const expired = await t.request('/api/auth/confirm-email', { json: { token: first } });
    expect(expired.status).toBe(400);
    const error = await errorOf(expired);
    expect(error.code).toBe('confirmation_expired');
    expect(error.message).toMatch(/verlopen/);
    expect((await me(cookie)).email_bevestigd).toBe(false);

    // Without a session, the expired link itself asks for a new one; the mail goes to the account's own address.
    const resend = await t.request('/api/auth/confirm-email/resend', { json: { token: first } });
    expect(resend.status).toBe(202);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const second = confirmToken(mails[1]);
    expect(second).not.toBe(first);
    // Only the newest link works.
    t.clock.advance(HOUR);
    const old = await t.request('/api/auth/confirm-email', { json: { token: first } });
    expect(old.status).toBe(400);
    const ok = await t.request('/api/auth/confirm-email', { json: { token: second } });
    expect(ok.status).toBe(200);
    expect((await me(cookie)).email_bevestigd).toBe(true);
  });

  test('the signed-in user asks for a new link; once confirmed, asking again is 409', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const { email, cookie } = await register();
    t.clock.advance(1000);
    const resend = await t.request('/api/auth/confirm-email/resend', { cookie, json: {} });
    expect(resend.status).toBe(202);
    expect(await readJson(resend)).toEqual({ verstuurd: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const first = confirmToken(mails[0]);
    expect((await t.request('/api/auth/confirm-email', { json: { token: first } })).status).toBe(400);
    const latest = confirmToken(mails[1]);
    expect((await t.request('/api/auth/confirm-email', { json: { token: latest } })).status).toBe(200);

    const done = await t.request('/api/auth/confirm-email/resend', { cookie, json: {} });
    expect(done.status).toBe(409);
    expect((await errorOf(done)).code).toBe('email_already_confirmed');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  test('hostile input: anonymous, unknown, wrong types, oversized, extra fields: 4xx and nothing sent', async () => {
    const before = (await outbox()).length;
    const anonymous = await t.request('/api/auth/confirm-email/resend', { json: {} });
    expect(anonymous.status).toBe(401);
    const unknownResend = await t.request('/api/auth/confirm-email/resend', { json: { token: 'verzonnen' } });
    expect(unknownResend.status).toBe(400);
    expect((await errorOf(unknownResend)).code).toBe('invalid_token');
    for (const body of [
      {},
      { token: '' },
      { token: 42 },
      { token: ['a'] },
      { token: 'x'.repeat(10_000) },
      { token: 'verzonnen' },
      { token: 'abc', extra: 1 },
      { __proto__: { token: 'x' } },
    ]) {
      const res = await t.request('/api/auth/confirm-email', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).message).toMatch(/[a-z]/);
    }
    const notJson = await t.request('/api/auth/confirm-email', {
      body: 'token=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await outbox()).length).toBe(before);
  });

  test('two clicks at the same moment confirm once: one 200, one 400', async () => {
    const { email } = await register();
    const token = confirmToken((await mailsTo(email))[0]);
    const answers = await Promise.all([
      t.request('/api/auth/confirm-email', { json: { token } }),
      t.request('/api/auth/confirm-email', { json: { token } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  test('a completed password reset proves the mailbox too', async () => {
    t.clock.set('2026-03-01T09:00:00Z');
    const { email } = await register();
    expect((await t.request('/api/auth/password-reset', { json: { email } })).status).toBe(202);
    const reset = (await outbox()).find((m) => m.to === email && m.link?.includes('reset='));
    const token = new URL(reset?.link ?? '').searchParams.get('reset') ?? '';
    const done = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'nog-een-goed-wachtwoord' },
    });
    expect(done.status).toBe(200);
    const account = await t.db
      .selectFrom('users')
      .select('email_confirmed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.email_confirmed_at).toBe(t.clock.now().toISOString());
    // The pending confirmation link is now pointless and no longer works.
    const pending = confirmToken((await mailsTo(email))[0]);
    expect(pending).not.toBe('');
    const spent = await t.request('/api/auth/confirm-email', { json: { token: pending } });
    expect(spent.status).toBe(400);
    expect((await errorOf(spent)).code).toBe('invalid_token');
  });
});

describe('asking again is throttled like every route that sends mail', () => {
  test('per account: the strict tier answers 429 with Retry-After, and nothing more is sent', async () => {
    await withTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: '3' } }, async (strict) => {
      const res = await strict.request('/api/auth/register', {
        json: { naam: 'Veel Mail', email: 'veel@voorbeeld.nl', wachtwoord: 'een-goed-wachtwoord' },
      });
      expect(res.status).toBe(201);
      const cookie = sessionCookie(res);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const resend = await strict.request('/api/auth/confirm-email/resend', { cookie, json: {} });
        statuses.push(resend.status);
        if (resend.status === 429) expect(resend.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect(statuses).toContain(429);
      const sent = (await outboxOf(strict)).length;
      // One registration mail plus only the resends that were allowed.
      expect(sent).toBe(1 + statuses.filter((s) => s === 202).length);
      expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(3);
    });
  });
});

describe('the link names our configured origin', () => {
  test('with PUBLIC_URL the confirmation link points there, whatever the request said', async () => {
    await withTestServer({ env: { PUBLIC_URL: 'https://camperdeel.example/' } }, async (behindProxy) => {
      const res = await behindProxy.request('/api/auth/register', {
        json: { naam: 'Publiek', email: 'publiek@voorbeeld.nl', wachtwoord: 'een-goed-wachtwoord' },
        headers: { origin: 'https://camperdeel.example', host: 'evil.example' },
      });
      expect(res.status).toBe(201);
      const [mail] = await outboxOf(behindProxy);
      expect(mail?.link).toMatch(/^https:\/\/camperdeel\.example\/auth\?bevestig=[a-z2-7]{32}$/);
    });
  });
});
