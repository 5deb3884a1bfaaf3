import { describe, expect, it } from 'vitest';
import { mailQueueOf } from '../../src/mail/mailer.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/mail/queue.ts';
import { mailingServerForFile, serverForFile } from '../support/file-server.ts';
import { type ErrorBody, readJson, type TestServer, type TestUser } from '../support/server.ts';
import { decodeQuotedPrintable } from '../support/smtp.ts';

type QueueBody = {
  telling: { wachtend: number; verzonden: number; mislukt: number };
  mails: { id: string; ontvanger: string; status: string; pogingen: number; laatste_fout: string | null }[];
};

/** GET /api/admin/mail as `admin` sees it. */
async function readQueue(t: TestServer, admin: TestUser): Promise<QueueBody> {
  return readJson<QueueBody>(await t.request('/api/admin/mail', { cookie: admin.cookie }));
}

async function flush(t: TestServer): Promise<void> {
  await mailQueueOf(t.config)?.flush(10_000);
}

describe('mail queue over a real SMTP server', () => {
  const { t, smtp } = mailingServerForFile({ now: new Date('2026-06-01T10:00:00Z') });

  it('delivers a notification mail with a plain text and an HTML part, and marks it verzonden', async () => {
    const admin = await t.createAdmin();
    const camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
    const owner = await t.createOwner(camperId, { email: 'html@voorbeeld.nl', naam: 'Els' });
    const form = new FormData();
    form.set('camper_id', camperId);
    form.set('document_naam', 'Polis 2026');
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'polis.pdf');
    const before = smtp.messages.length;
    const res = await t.request('/api/admin/documents', { body: form, cookie: admin.cookie });
    expect(res.status).toBe(201);
    await smtp.waitFor(before + 1);
    // SMTP accepted it; the queue marks the row verzonden right after (delivery runs after the answer).
    await t.drainMail();
    const mail = smtp.messages.find((m) => m.to.includes(owner.email));
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail?.raw ?? '');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain('Hallo Els,');
    expect(raw).toContain('Er is een nieuw document voor Zeeuwse Zon: Polis 2026.');
    expect(raw).toContain('https://camperdeel.example/mijn-camper');
    const queue = await readQueue(t, admin);
    expect(queue.telling.verzonden).toBeGreaterThanOrEqual(1);
    expect(queue.mails.filter((m) => m.ontvanger === owner.email)).toEqual([]);
  });

  it('a refused mail never fails the action; it waits, is visible to admins, and goes out on the retry', async () => {
    const admin = await t.createAdmin();
    const user = await t.createProspect({ email: 'later@voorbeeld.nl' });
    smtp.failNext(1);
    const before = smtp.messages.length;
    const res = await t.request(`/api/admin/users/${user.id}/password-reset`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(202);
    await flush(t);
    expect(smtp.messages.length).toBe(before);
    const waiting = await readQueue(t, admin);
    const row = waiting.mails.find((m) => m.ontvanger === user.email);
    expect(row).toMatchObject({ status: 'wachtend', pogingen: 1 });
    expect(row?.laatste_fout).toMatch(/451|Tijdelijk/);
    // Not before its backoff: a flush now sends nothing.
    await flush(t);
    expect(smtp.messages.length).toBe(before);
    t.clock.advance(RETRY_DELAYS_MS[0]);
    await flush(t);
    await smtp.waitFor(before + 1);
    expect(smtp.messages.at(-1)?.to).toEqual([user.email]);
    const after = await readQueue(t, admin);
    expect(after.mails.find((m) => m.ontvanger === user.email)).toBeUndefined();
  });

  it('only admins read the queue', async () => {
    const prospect = await t.createProspect();
    expect((await t.request('/api/admin/mail', { cookie: prospect.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/mail')).status).toBe(401);
  });
});

describe('mail queue with an unreachable SMTP server', () => {
  // Port 9 (discard) on loopback refuses connections at once.
  const t = serverForFile({
    now: new Date('2026-06-01T10:00:00Z'),
    env: { SMTP_URL: 'smtp://127.0.0.1:9' },
  });

  it('retries with growing waits, then keeps the mail as mislukt; an admin can send it again', async () => {
    const admin = await t.createAdmin();
    const user = await t.createProspect({ email: 'nooit@voorbeeld.nl' });
    const res = await t.request(`/api/admin/users/${user.id}/password-reset`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(202);
    for (const delay of RETRY_DELAYS_MS) {
      await flush(t);
      t.clock.advance(delay);
    }
    await flush(t);
    const queue = await readQueue(t, admin);
    const row = queue.mails.find((m) => m.ontvanger === user.email);
    expect(row).toMatchObject({ status: 'mislukt', pogingen: MAX_ATTEMPTS });
    expect(queue.telling.mislukt).toBe(1);
    const retried = await t.request(`/api/admin/mail/${row?.id}/retry`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(retried.status).toBe(200);
    const again = await readJson<QueueBody>(retried);
    expect(again.mails.find((m) => m.ontvanger === user.email)).toMatchObject({
      status: 'wachtend',
      pogingen: 1,
    });
    const unknown = await t.request(`/api/admin/mail/${row?.id}/retry`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect((await readJson<ErrorBody>(unknown)).error.code).toBe('not_found');
  });
});
