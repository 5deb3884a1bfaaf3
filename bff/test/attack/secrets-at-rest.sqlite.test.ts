import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { mailQueueOf } from '../../src/mail/mailer.ts';
import { RETRY_DELAYS_MS } from '../../src/mail/queue.ts';
import { mailingServerForFile, serverForFile } from '../support/file-server.ts';
import { outbox } from '../support/outbox.ts';
import { startTestServer, type TestServer, withTestServer } from '../support/server.ts';
import { decodeQuotedPrintable } from '../support/smtp.ts';

/**
 * Someone who can read the data folder (a backup, another local user, a leaked copy) must not find a reset,
 * invitation or confirmation link that still works. The queue keeps a waiting mail's link only encrypted with the
 * server key and forgets it once the mail is handed over; the outbox (the mail itself) is the only place it lives.
 */

/** A mailed token: 32 base32 characters (generateSecret). */
const TOKEN = /[a-z2-7]{32}/g;

/** The database file and its WAL as text: whatever a reader of the data folder gets. */
function databaseBytes(t: TestServer): string {
  const file = t.config.databasePath;
  return ['', '-wal']
    .filter((suffix) => existsSync(file + suffix))
    .map((suffix) => readFileSync(file + suffix).toString('latin1'))
    .join('\n');
}

/** Every text cell of every table, as "table: value". */
async function everyCell(t: TestServer): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db);
  const cells: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(t.db);
    for (const row of rows.rows)
      for (const value of Object.values(row)) if (typeof value === 'string') cells.push(`${name}: ${value}`);
  }
  return cells;
}

/** Tries a candidate at every door that takes a mailed token; true when one of them accepts it. */
async function anyDoorOpens(t: TestServer, token: string): Promise<boolean> {
  const doors = [
    ['/api/auth/password-reset/confirm', { token, wachtwoord: 'een-overgenomen-wachtwoord' }],
    ['/api/auth/invitation/confirm', { token, wachtwoord: 'een-overgenomen-wachtwoord' }],
    ['/api/auth/confirm-email', { token }],
  ] as const;
  for (const [path, json] of doors) if ((await t.request(path, { json })).status < 300) return true;
  return false;
}

/** What a reader of the database could try: every token-shaped string in any cell, and none of them may work. */
async function expectNoUsableToken(t: TestServer, mailed: string[]): Promise<void> {
  const bytes = databaseBytes(t);
  for (const token of mailed)
    expect(bytes.includes(token), `token ${token} in the database file`).toBe(false);
  const cells = await everyCell(t);
  const candidates = [...new Set(cells.flatMap((cell) => cell.match(TOKEN) ?? []))];
  for (const token of mailed) expect(candidates).not.toContain(token);
  for (const candidate of candidates) expect(await anyDoorOpens(t, candidate), candidate).toBe(false);
}

describe('outbox delivery', () => {
  const t = serverForFile({ env: { PUBLIC_URL: 'https://camperdeel.example' } });

  it('after a password reset, an invitation and a registration the database holds no link that works', async () => {
    const admin = await t.createAdmin();
    const member = await t.createProspect({ email: 'lid@voorbeeld.nl' });
    expect((await t.request('/api/auth/password-reset', { json: { email: member.email } })).status).toBe(202);
    const invited = await t.request('/api/admin/users', {
      cookie: admin.cookie,
      json: { email: 'nieuw@voorbeeld.nl', naam: 'Nieuw Lid', status: 'prospect' },
    });
    expect(invited.status).toBe(201);
    const registered = await t.request('/api/auth/register', {
      json: { naam: 'Zelf Aangemeld', email: 'zelf@voorbeeld.nl', wachtwoord: 'een-eigen-geheim' },
    });
    expect(registered.status).toBe(201);

    const mails = await outbox(t);
    const tokens = mails.flatMap((mail) => (mail.link ?? '').match(TOKEN) ?? []);
    expect(tokens).toHaveLength(3);
    await expectNoUsableToken(t, tokens);

    // What the queue keeps of a sent mail says which kind of link it was, without the secret.
    const rows = await t.db.selectFrom('mail_queue').selectAll().execute();
    expect(rows.map((row) => row.link).sort()).toEqual([
      'https://camperdeel.example/auth?bevestig=[verwijderd]',
      'https://camperdeel.example/auth?reset=[verwijderd]',
      'https://camperdeel.example/auth?uitnodiging=[verwijderd]',
    ]);
    for (const row of rows) expect(row).toMatchObject({ status: 'verzonden', versleuteld: null });
    const view = await t.request('/api/admin/mail', { cookie: admin.cookie });
    const shown = await view.text();
    for (const token of tokens) expect(shown).not.toContain(token);

    // The mailed links themselves still work: the reset sets a new password.
    const reset = mails.find((mail) => mail.to === member.email)?.link?.match(TOKEN)?.[0] ?? '';
    const confirmed = await t.request('/api/auth/password-reset/confirm', {
      json: { token: reset, wachtwoord: 'een-nieuw-geheim' },
    });
    expect(confirmed.status).toBe(200);
  });
});

describe('the server key', () => {
  /** The key as the data folder keeps it (base64), and as raw bytes: neither may stand in the database files. */
  function expectKeyNotInDatabase(dataDir: string, databasePath: string): void {
    const encoded = readFileSync(join(dataDir, 'signing.key'), 'utf8').trim();
    const raw = Buffer.from(encoded, 'base64');
    for (const suffix of ['', '-wal'].filter((s) => existsSync(databasePath + s))) {
      const bytes = readFileSync(databasePath + suffix);
      expect(bytes.includes(encoded), `key (base64) in camperdeel.db${suffix}`).toBe(false);
      expect(bytes.includes(raw), `key (raw) in camperdeel.db${suffix}`).toBe(false);
    }
  }

  it('is never stored in the SQLite database: a copy of it cannot open a sealed mail or rebuild a feed URL', async () => {
    await withTestServer({}, async (t) => {
      const owner = await t.createOwner(await t.createCamper());
      expect((await t.request('/api/owner/calendar-feed', { cookie: owner.cookie })).status).toBe(200);
      expect((await t.request('/api/auth/password-reset', { json: { email: owner.email } })).status).toBe(
        202,
      );
      await t.drainMail();
      expect(await t.db.selectFrom('server_secrets').select('naam').execute()).toEqual([]);
      expectKeyNotInDatabase(t.dataDir, t.config.databasePath);
    });
  });

  it('a key an older version stored in the database is removed from it at start, WAL included', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-oude-sleutel-'));
    try {
      const first = await startTestServer({ env: { DATA_DIR: dataDir } });
      const encoded = readFileSync(join(dataDir, 'signing.key'), 'utf8').trim();
      await first.db.insertInto('server_secrets').values({ naam: 'signing_key', waarde: encoded }).execute();
      await first.close();
      await withTestServer({ env: { DATA_DIR: dataDir } }, async (again) => {
        expect(await again.db.selectFrom('server_secrets').select('naam').execute()).toEqual([]);
        expectKeyNotInDatabase(dataDir, join(dataDir, 'camperdeel.db'));
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SMTP that refuses first', () => {
  const { t, smtp } = mailingServerForFile({ now: new Date('2026-06-01T10:00:00Z') });

  it('a waiting mail keeps its link only encrypted; the retry still sends a working link, then it is gone', async () => {
    const admin = await t.createAdmin();
    const member = await t.createProspect({ email: 'wacht@voorbeeld.nl' });
    smtp.failNext(1);
    const res = await t.request(`/api/admin/users/${member.id}/password-reset`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(202);
    await mailQueueOf(t.config)?.flush(10_000);
    const waiting = await t.db.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'wachtend', pogingen: 1 });
    expect(waiting.link).toBe('https://camperdeel.example/auth?reset=[verwijderd]');
    expect(waiting.tekst).toContain('https://camperdeel.example/auth?reset=[verwijderd]');
    expect(waiting.versleuteld).toEqual(expect.any(String));
    const whileWaiting = databaseBytes(t);
    const cellsWhileWaiting = (await everyCell(t)).join('\n');

    t.clock.advance(RETRY_DELAYS_MS[0]);
    await mailQueueOf(t.config)?.flush(10_000);
    await smtp.waitFor(1);
    await t.drainMail();
    const raw = decodeQuotedPrintable(smtp.messages[0]?.raw ?? '');
    const token = raw.match(/reset=([a-z2-7]{32})/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(whileWaiting.includes(token)).toBe(false);
    expect(cellsWhileWaiting.includes(token)).toBe(false);
    await expectNoUsableToken(t, [token]);
    const sent = await t.db.selectFrom('mail_queue').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'verzonden', versleuteld: null });
    const confirmed = await t.request('/api/auth/password-reset/confirm', {
      json: { token, wachtwoord: 'een-nieuw-geheim' },
    });
    expect(confirmed.status).toBe(200);
  });
});
