import { expect, test } from 'vitest';
import { mailingServerForFile } from '../support/file-server.ts';
import { outboxNow } from '../support/outbox.ts';
import { decodeQuotedPrintable } from '../support/smtp.ts';

const { t, smtp } = mailingServerForFile();

test('with SMTP_URL the reset mail goes out over SMTP with a PUBLIC_URL link, and nothing lands in the outbox', async () => {
  const user = await t.createProspect({ email: 'smtp@voorbeeld.nl' });
  const res = await t.request('/api/auth/password-reset', { json: { email: user.email } });
  expect(res.status).toBe(202);
  // SMTP delivery is not awaited by the request (timing would reveal known addresses): wait for it here.
  await smtp.waitFor(1);
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]?.to).toEqual(['smtp@voorbeeld.nl']);
  const mail = smtp.messages[0]?.raw ?? '';
  expect(mail).toMatch(/^To: smtp@voorbeeld\.nl/m);
  expect(mail).toMatch(/^From: Camperdeel <no-reply@camperdeel\.nl>/m);
  // The body may be quoted-printable (the Dutch text has 'één'): undo soft breaks and =XX escapes.
  const body = decodeQuotedPrintable(mail);
  expect(body).toContain('De link is 1 uur geldig en werkt één keer.');
  expect(body).toMatch(/https:\/\/camperdeel\.example\/auth\?reset=[a-z2-7]{32}/);
  expect(outboxNow(t)).toEqual([]);
});

test('behind https the session cookie is Secure, and PUBLIC_URL counts as our own origin', async () => {
  const res = await t.request('/api/auth/register', {
    json: { naam: 'Veilig', email: 'secure@voorbeeld.nl', wachtwoord: 'lang-en-veilig' },
    headers: { origin: 'https://camperdeel.example' },
  });
  expect(res.status).toBe(201);
  expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  const foreign = await t.request('/api/auth/logout', {
    method: 'POST',
    headers: { origin: 'http://camperdeel.example' },
  });
  expect(foreign.status).toBe(403);
});
