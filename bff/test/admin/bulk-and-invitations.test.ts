import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { serverForFile } from '../support/file-server.ts';
import { outbox } from '../support/outbox.ts';
import type { TestUser } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';
import { call } from './fixtures.ts';

let admin: TestUser;
let prospect: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
  prospect = await t.createProspect({ naam: 'Piet Prospect', email: 'piet@bulk.nl' });
});

const mails = () => outbox(t);
const tokenOf = (mail: OutboxMail | undefined) =>
  new URL(mail?.link ?? 'http://x').searchParams.get('uitnodiging') ?? '';
const ledgerCount = () => countWhere(t, 'credit_ledger', {});

const row = (email: string, jaar: number, hoog: number, laag: number) => ({
  email,
  jaar,
  credits_hoogseizoen: hoog,
  credits_laagseizoen: laag,
  standaard: { credits_hoogseizoen: hoog, credits_laagseizoen: laag },
});

describe('POST /api/admin/credits/batch', () => {
  it('is for admins only', async () => {
    const body = { rijen: [row('piet@bulk.nl', 2026, 1, 1)] };
    expect((await call(t, null, 'POST', '/api/admin/credits/batch', body)).status).toBe(401);
    expect((await call(t, prospect, 'POST', '/api/admin/credits/batch', body)).status).toBe(403);
  });

  it.each([
    ['no rows', { rijen: [] }],
    ['rows not a list', { rijen: 'alles' }],
    ['unknown field', { rijen: [row('piet@bulk.nl', 2026, 1, 1)], extra: true }],
    ['dry_run not a boolean', { rijen: [row('piet@bulk.nl', 2026, 1, 1)], dry_run: 'ja' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await ledgerCount();
    const res = await call(t, admin, 'POST', '/api/admin/credits/batch', body);
    expect(res.status).toBe(400);
    expect((res.body.error as { code: string }).code).toBe('invalid_input');
    expect(await ledgerCount()).toBe(before);
  });

  it('refuses more than 500 rows with 413', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/credits/batch', {
      rijen: Array.from({ length: 501 }, () => row('piet@bulk.nl', 2026, 1, 1)),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'batch_too_large', message: 'Stuur maximaal 500 regels per verzoek.' },
    });
  });

  it('answers per row in order: bad rows fail alone, a repeated user and year fails, a dry run equals the run and changes nothing', async () => {
    const other = await t.createProspect({ email: 'els@bulk.nl' });
    const rijen = [
      row('piet@bulk.nl', 2026, 4, 5),
      row('onbekend@bulk.nl', 2026, 1, 1),
      { ...row('els@bulk.nl', 2026, 1, 1), credits_hoogseizoen: -1 },
      row('PIET@bulk.nl', 2026, 9, 9),
      { email: 'els@bulk.nl', jaar: '9999-12-31' },
      row('els@bulk.nl', 2026, 2, 3),
      'geen object',
    ];
    const before = await ledgerCount();
    const dry = await call(t, admin, 'POST', '/api/admin/credits/batch', { rijen, dry_run: true });
    expect(dry.status).toBe(200);
    expect(await ledgerCount()).toBe(before);
    expect(await readBalances(t.db, prospect.id)).toEqual([]);
    const real = await call(t, admin, 'POST', '/api/admin/credits/batch', { rijen });
    expect(real.body).toEqual(dry.body);
    const results = real.body.resultaten as { index: number; status: string; fout?: { code: string } }[];
    expect(results.map((r) => [r.index, r.status, r.fout?.code])).toEqual([
      [0, 'bijgewerkt', undefined],
      [1, 'mislukt', 'user_not_found'],
      [2, 'mislukt', 'invalid_input'],
      [3, 'mislukt', 'duplicate_row'],
      [4, 'mislukt', 'invalid_input'],
      [5, 'bijgewerkt', undefined],
      [6, 'mislukt', 'invalid_input'],
    ]);
    // Rows carry what was granted beside the balance (0041-credit-allotment.md); nothing is spent yet.
    expect((await readBalances(t.db, prospect.id))[0]).toEqual({
      jaar: 2026,
      credits_hoogseizoen: 4,
      credits_laagseizoen: 5,
      toegekend_hoogseizoen: 4,
      toegekend_laagseizoen: 5,
    });
    expect((await readBalances(t.db, other.id))[0]).toEqual({
      jaar: 2026,
      credits_hoogseizoen: 2,
      credits_laagseizoen: 3,
      toegekend_hoogseizoen: 2,
      toegekend_laagseizoen: 3,
    });
    expect(await ledgerBalances(t.db, prospect.id)).toEqual(
      (await readBalances(t.db, prospect.id)).map(({ jaar, credits_hoogseizoen, credits_laagseizoen }) => ({
        jaar,
        credits_hoogseizoen,
        credits_laagseizoen,
      })),
    );

    // The same batch again changes nothing and writes no ledger rows.
    const ledger = await ledgerCount();
    const again = await call(t, admin, 'POST', '/api/admin/credits/batch', { rijen });
    const statuses = (again.body.resultaten as { status: string }[]).map((r) => r.status);
    expect(statuses.filter((s) => s === 'ongewijzigd')).toHaveLength(2);
    expect(await ledgerCount()).toBe(ledger);
  });
});

describe('invitations', () => {
  it('POST /api/admin/users without wachtwoord creates the user and mails a welcome link valid for 7 days', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/users', {
      email: 'Welkom@Bulk.nl',
      naam: 'Wil Welkom',
      status: 'prospect',
    });
    expect(res.status).toBe(201);
    expect(res.body.uitnodiging_verstuurd).toBe(true);
    const mail = (await mails()).findLast((m) => m.to === 'welkom@bulk.nl');
    expect(mail?.subject).toBe('Welkom bij Camperdeel - kies je wachtwoord');
    expect(mail?.text).toContain('Hallo Wil Welkom,');
    expect(mail?.link).toMatch(new RegExp(`^${t.url}/auth\\?uitnodiging=[a-z0-9]+$`));
    const invited = await call(t, admin, 'GET', '/api/admin/users/invitations');
    expect((invited.body.uitnodigingen as { email: string }[]).map((u) => u.email)).toContain(
      'welkom@bulk.nl',
    );
    // No password yet: a sign-in attempt fails like any wrong password.
    expect(
      (await call(t, null, 'POST', '/api/auth/login', { email: 'welkom@bulk.nl', wachtwoord: 'iets-anders' }))
        .status,
    ).toBe(401);
  });

  it('the link sets a password once, refuses weak passwords, and expires after 7 days', async () => {
    const token = tokenOf((await mails()).findLast((m) => m.to === 'welkom@bulk.nl'));
    const confirm = (body: unknown) => call(t, null, 'POST', '/api/auth/invitation/confirm', body);
    expect((await confirm({ token, wachtwoord: 'welkom123' })).status).toBe(400);
    expect((await confirm({ token: 'verzonnen', wachtwoord: 'een-goed-geheim' })).body).toEqual({
      error: { code: 'invalid_token', message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.' },
    });
    expect((await confirm({ token, wachtwoord: 'een-goed-geheim', extra: 1 })).status).toBe(400);
    expect((await confirm({ token, wachtwoord: 'een-goed-geheim' })).status).toBe(200);
    expect((await confirm({ token, wachtwoord: 'nog-een-geheim' })).status).toBe(400);
    expect(
      (
        await call(t, null, 'POST', '/api/auth/login', {
          email: 'welkom@bulk.nl',
          wachtwoord: 'een-goed-geheim',
        })
      ).status,
    ).toBe(200);
    const invited = await call(t, admin, 'GET', '/api/admin/users/invitations');
    expect((invited.body.uitnodigingen as { email: string }[]).map((u) => u.email)).not.toContain(
      'welkom@bulk.nl',
    );

    await call(t, admin, 'POST', '/api/admin/users', {
      email: 'laat@bulk.nl',
      naam: 'Laat',
      status: 'prospect',
    });
    const late = tokenOf((await mails()).findLast((m) => m.to === 'laat@bulk.nl'));
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await confirm({ token: late, wachtwoord: 'een-goed-geheim' })).status).toBe(400);
    t.clock.set('2026-03-10T10:00:00Z');
  });

  it('sends again to one user, to a list, or to everyone without a password; refuses bad input and other ids', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'laat@bulk.nl')
      .executeTakeFirstOrThrow();
    const before = (await mails()).length;
    const one = await call(t, admin, 'POST', `/api/admin/users/${user.id}/invitation`);
    expect(one.status).toBe(202);
    expect((await mails()).length).toBe(before + 1);
    expect((await call(t, admin, 'POST', `/api/admin/users/${crypto.randomUUID()}/invitation`)).status).toBe(
      404,
    );
    expect((await call(t, admin, 'POST', '/api/admin/users/niet-een-id/invitation')).status).toBe(404);
    expect((await call(t, prospect, 'POST', `/api/admin/users/${user.id}/invitation`)).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/admin/users/invitations')).status).toBe(401);

    for (const body of [
      {},
      { ontbrekend: false },
      { user_ids: [] },
      { user_ids: ['x'] },
      { user_ids: [user.id], ontbrekend: true },
    ]) {
      expect((await call(t, admin, 'POST', '/api/admin/users/invitations', body)).status).toBe(400);
    }
    const ghost = crypto.randomUUID();
    const list = await call(t, admin, 'POST', '/api/admin/users/invitations', { user_ids: [user.id, ghost] });
    expect(list.status).toBe(202);
    expect(list.body.uitnodigingen).toEqual([
      { user_id: user.id, email: 'laat@bulk.nl', verstuurd: true },
      {
        user_id: ghost,
        email: null,
        verstuurd: false,
        fout: { code: 'user_not_found', message: 'Gebruiker niet gevonden.' },
      },
    ]);
    const all = await call(t, admin, 'POST', '/api/admin/users/invitations', { ontbrekend: true });
    expect((all.body.uitnodigingen as { email: string }[]).map((u) => u.email)).toEqual(['laat@bulk.nl']);
  });
});
