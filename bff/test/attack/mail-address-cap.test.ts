/**
 * Mails anyone can make the server send to an address (registration confirmation, resend, password reset) are capped
 * at 3 per address per hour, whatever the client address: counted in the database, so every instance on it and a
 * restart see the same count. The password-reset answer stays exactly the same when capped.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mailsTo } from '../notify/helpers.ts';
import {
  type ErrorBody,
  readJson,
  startSecondInstance,
  startTestServer,
  type TestServer,
} from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0)) await t.close();
});

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const t = await startTestServer({ env });
  servers.push(t);
  return t;
}

function resetRequest(t: TestServer, email: string, forwardedFor: string): Promise<Response> {
  return t.request('/api/auth/password-reset', {
    json: { email },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

const resetMails = async (t: TestServer, email: string) =>
  (await mailsTo(t, email)).filter((m) => m.subject.startsWith('Wachtwoord opnieuw instellen'));

describe('mails to one address: at most 3 an hour', () => {
  for (const trustProxy of ['0', '1', '2']) {
    it(`password reset from 10 client addresses (TRUST_PROXY=${trustProxy}): 3 mails, 10 identical answers`, async () => {
      const t = await server({ TRUST_PROXY: trustProxy });
      const user = await t.createProspect();
      const answers: string[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await resetRequest(t, user.email, `198.51.100.${i}, 203.0.113.${i}`);
        expect(res.status).toBe(202);
        answers.push(await res.text());
      }
      expect(new Set(answers)).toEqual(new Set(['{"verstuurd":true}']));
      expect(await resetMails(t, user.email)).toHaveLength(3);
      // Another address keeps its own budget.
      const other = await t.createProspect();
      expect((await resetRequest(t, other.email, '192.0.2.1')).status).toBe(202);
      expect(await resetMails(t, other.email)).toHaveLength(1);
    });
  }

  it('the address is counted however it is written (case, spaces)', async () => {
    const t = await server({ TRUST_PROXY: '1' });
    const user = await t.createProspect();
    for (const variant of [user.email, user.email.toUpperCase(), ` ${user.email} `, user.email, user.email]) {
      expect((await resetRequest(t, variant, `192.0.2.${Math.floor(Math.random() * 200)}`)).status).toBe(202);
    }
    expect(await resetMails(t, user.email)).toHaveLength(3);
  });

  it('registration, resend and reset share the budget; the 4th resend is a Dutch 429 and sends nothing', async () => {
    const t = await server({ TRUST_PROXY: '1' });
    const email = `nieuw-${Date.now()}@test.camperdeel.nl`;
    const reg = await t.request('/api/auth/register', {
      json: { email, naam: 'Nina Nieuw', wachtwoord: 'een-lang-wachtwoord-1' },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(reg.status).toBe(201);
    const cookie = (reg.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let i = 0; i < 2; i++) {
      const res = await t.request('/api/auth/confirm-email/resend', {
        json: {},
        cookie,
        headers: { 'x-forwarded-for': `198.51.100.${10 + i}` },
      });
      expect(res.status).toBe(202);
    }
    const capped = await t.request('/api/auth/confirm-email/resend', {
      json: {},
      cookie,
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(capped.status).toBe(429);
    const error = (await readJson<ErrorBody>(capped)).error;
    expect(error.code).toBe('mail_budget_exceeded');
    expect(error.message).toMatch(/e-mails naar dit adres/);
    expect(capped.headers.get('retry-after')).toMatch(/^\d+$/);
    // The reset answer is the same as ever, and no fourth mail leaves.
    const reset = await resetRequest(t, email, '198.51.100.77');
    expect(reset.status).toBe(202);
    expect(await reset.json()).toEqual({ verstuurd: true });
    expect(await mailsTo(t, email)).toHaveLength(3);
  });

  it('the count lives in the database: a second instance on the same database sees it', async () => {
    const t = await server();
    const user = await t.createProspect();
    for (let i = 0; i < 2; i++) expect((await resetRequest(t, user.email, '192.0.2.1')).status).toBe(202);
    await t.drainMail();
    const second = await startSecondInstance(t, {
      THROTTLE_AUTH_PER_MINUTE: '100000',
      THROTTLE_WRITE_PER_MINUTE: '100000',
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${second.url}/api/auth/password-reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email }),
        });
        expect(res.status).toBe(202);
      }
      await second.drainMail();
    } finally {
      await second.close();
    }
    // Two from the first instance, one from the second (the queue is shared; each instance has its own outbox).
    expect(await resetMails(t, user.email)).toHaveLength(2);
    expect(await countWhere(t, 'mail_queue', { ontvanger: user.email })).toBe(3);
  });
});
