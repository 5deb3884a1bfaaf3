import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connection.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { MailQueue } from '../../src/mail/queue.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-mail-secrets-'));
const { db } = openDatabase(join(dataDir, 'camperdeel.db'));
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const LINK = (kind: string, token: string) => `https://camperdeel.example/auth?${kind}=${token}`;

/**
 * Mails queued by an older version kept their links readable. Migration 0009 redacts those already handed over (or
 * given up); one still waiting keeps its link until the queue sends it, and loses it right after.
 */
test('older queue rows lose their link secrets: sent ones at migration, a waiting one once it is sent', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0008-shared-state')).error).toBeUndefined();
  const row = (id: string, status: 'verzonden' | 'mislukt' | 'wachtend', link: string) => ({
    id,
    ontvanger: `${id}@voorbeeld.nl`,
    onderwerp: id,
    tekst: `Hallo,\n\n${link}\n\nGroeten`,
    html: null,
    link,
    status,
    pogingen: status === 'wachtend' ? 0 : 1,
    volgende_poging: 0,
    laatste_fout: null,
    created_at: '2026-01-01T00:00:00.000Z',
    verzonden_at: null,
  });
  const sent = LINK('reset', 'a'.repeat(32));
  const failed = LINK('uitnodiging', 'b'.repeat(32));
  const waiting = LINK('bevestig', 'c'.repeat(32));
  await db
    .insertInto('mail_queue')
    .values([
      row('sent', 'verzonden', sent),
      row('failed', 'mislukt', failed),
      row('waiting', 'wachtend', waiting),
    ])
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const after = await db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
  expect(after.map((r) => [r.id, r.link, r.tekst.includes(r.link ?? '?')])).toEqual([
    ['failed', 'https://camperdeel.example/auth?uitnodiging=[verwijderd]', true],
    ['sent', 'https://camperdeel.example/auth?reset=[verwijderd]', true],
    ['waiting', waiting, true],
  ]);

  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' });
  const queue = new MailQueue({ db, config, now: () => new Date('2026-01-01T00:01:00Z') });
  await queue.flush();
  await queue.stop();
  const mailed = readdirSync(config.outboxDir).map((name) =>
    readFileSync(join(config.outboxDir, name), 'utf8'),
  );
  expect(mailed.join('\n')).toContain(waiting);
  const delivered = await db
    .selectFrom('mail_queue')
    .selectAll()
    .where('id', '=', 'waiting')
    .executeTakeFirstOrThrow();
  expect(delivered).toMatchObject({
    status: 'verzonden',
    link: 'https://camperdeel.example/auth?bevestig=[verwijderd]',
    versleuteld: null,
  });
  expect(delivered.tekst).not.toContain('c'.repeat(32));
});
