import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import { serverForFile } from '../support/file-server.ts';
import { outbox } from '../support/outbox.ts';
import type { TestServer } from '../support/server.ts';

/**
 * A forged Host (or X-Forwarded-Host) header must never reach a mailed link: a reset link pointing at evil.example
 * hands the reset token, and with it the account, to whoever runs evil.example. fetch() will not forge Host, so the
 * requests go through node:http.
 */
function postWithHost(t: TestServer, path: string, body: unknown, headers: Record<string, string>) {
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${t.url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The newest outbox mail once the mail queued so far was delivered. */
async function lastMail(t: TestServer): Promise<OutboxMail | undefined> {
  return (await outbox(t)).at(-1);
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('without PUBLIC_URL: links use the origin the server listens on', () => {
  const t = serverForFile();

  test('a password reset with a forged Host mails a link to our own origin', async () => {
    const user = await t.createProspect({ email: 'slachtoffer@voorbeeld.nl' });
    const status = await postWithHost(t, '/api/auth/password-reset', { email: user.email }, forged);
    expect(status).toBe(202);
    const mail = await lastMail(t);
    expect(mail?.to).toBe(user.email);
    expect(mail?.link).toMatch(new RegExp(`^${t.url}/auth\\?reset=`));
    expect(mail?.text).not.toContain('evil.example');
  });

  test('an admin-triggered reset with a forged Host mails a link to our own origin too', async () => {
    const admin = await t.createAdmin();
    const user = await t.createProspect({ email: 'klant@voorbeeld.nl' });
    const status = await postWithHost(
      t,
      `/api/admin/users/${user.id}/password-reset`,
      {},
      {
        ...forged,
        cookie: admin.cookie,
        // A client that forges Host forges a matching Origin too, so CSRF lets it through to the mail.
        origin: 'http://evil.example',
      },
    );
    expect(status).toBeLessThan(300);
    const mail = await lastMail(t);
    expect(mail?.to).toBe(user.email);
    expect(mail?.link).toMatch(new RegExp(`^${t.url}/auth\\?reset=`));
  });
});

describe('with PUBLIC_URL: links use it, whatever the request says', () => {
  const t = serverForFile({ env: { PUBLIC_URL: 'https://camperdeel.example/' } });

  test('the reset link starts with PUBLIC_URL', async () => {
    const user = await t.createProspect({ email: 'iemand@voorbeeld.nl' });
    const status = await postWithHost(t, '/api/auth/password-reset', { email: user.email }, forged);
    expect(status).toBe(202);
    expect((await lastMail(t))?.link).toMatch(/^https:\/\/camperdeel\.example\/auth\?reset=[a-z2-7]{32}$/);
  });
});
