import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { PRUNE_BATCH, pruneOldRows } from '../../src/db/prune.ts';
import type { MailStatus } from '../../src/db/schema.ts';
import { StartupError } from '../../src/startup-error.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();
const NOW = new Date('2026-12-01T03:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function mail(status: MailStatus, ageDays: number, ontvanger: string) {
  return {
    id: randomUUID(),
    ontvanger,
    onderwerp: 'Onderwerp',
    tekst: 'tekst',
    html: null,
    link: null,
    versleuteld: null,
    status,
    volgende_poging: NOW.getTime(),
    laatste_fout: null,
    created_at: daysAgo(ageDays),
    verzonden_at: status === 'verzonden' ? daysAgo(ageDays) : null,
  };
}

test('old sent and failed mails, old read notifications and ended throttle windows go; the rest stays', async () => {
  const user = await t.createProspect();
  // More old sent mails than one batch holds, so the batches repeat until none is left.
  const oldSent = Array.from({ length: 2_345 }, (_, i) =>
    mail('verzonden', 31 + (i % 5), `oud${i}@example.nl`),
  );
  for (let i = 0; i < oldSent.length; i += 500) {
    await t.db
      .insertInto('mail_queue')
      .values(oldSent.slice(i, i + 500))
      .execute();
  }
  await t.db
    .insertInto('mail_queue')
    .values([
      mail('verzonden', 29, 'recent-verzonden@example.nl'),
      mail('mislukt', 91, 'oud-mislukt@example.nl'),
      mail('mislukt', 89, 'recent-mislukt@example.nl'),
      mail('wachtend', 400, 'wacht-nog@example.nl'),
    ])
    .execute();
  const melding = (gelezen: number, ageDays: number, titel: string) => ({
    id: randomUUID(),
    user_id: user.id,
    soort: 'reservering_gewijzigd',
    titel,
    tekst: 'tekst',
    link: '/mijn-camper/kalender',
    gelezen,
    created_at: daysAgo(ageDays),
  });
  await t.db
    .insertInto('meldingen')
    .values([
      melding(1, 91, 'oud gelezen'),
      melding(0, 400, 'oud ongelezen'),
      melding(1, 10, 'recent gelezen'),
    ])
    .execute();
  await t.db
    .insertInto('throttle_counters')
    .values([
      { key: 'prune-test:voorbij', count: 3, reset_at: NOW.getTime() - 1 },
      { key: 'prune-test:loopt', count: 3, reset_at: NOW.getTime() + 60_000 },
    ])
    .execute();

  const pruned = await pruneOldRows(t.db, t.config.prune, NOW);

  expect(pruned.verzonden_mails).toBe(2_345);
  expect(pruned.mislukte_mails).toBe(1);
  expect(pruned.gelezen_meldingen).toBe(1);
  expect(pruned.throttle).toBeGreaterThanOrEqual(1);
  const mails = await t.db.selectFrom('mail_queue').select('ontvanger').orderBy('ontvanger').execute();
  expect(mails.map((m) => m.ontvanger)).toEqual([
    'recent-mislukt@example.nl',
    'recent-verzonden@example.nl',
    'wacht-nog@example.nl',
  ]);
  const meldingen = await t.db.selectFrom('meldingen').select('titel').orderBy('titel').execute();
  expect(meldingen.map((m) => m.titel)).toEqual(['oud ongelezen', 'recent gelezen']);
  const windows = await t.db
    .selectFrom('throttle_counters')
    .select('key')
    .where('key', 'like', 'prune-test:%')
    .execute();
  expect(windows.map((w) => w.key)).toEqual(['prune-test:loopt']);

  // A second pass finds nothing more.
  expect(await pruneOldRows(t.db, t.config.prune, NOW)).toMatchObject({
    verzonden_mails: 0,
    mislukte_mails: 0,
    gelezen_meldingen: 0,
  });
});

test('a backlog goes a batch at a time, and other work runs between two batches', async () => {
  const user = await t.createProspect();
  const backlog = Array.from({ length: 3 * PRUNE_BATCH + 5 }, (_, i) => ({
    id: randomUUID(),
    user_id: user.id,
    soort: 'reservering_gewijzigd',
    titel: `achterstand ${i}`,
    tekst: 'tekst',
    link: '/mijn-camper/kalender',
    gelezen: 1,
    created_at: daysAgo(100),
  }));
  await t.db.insertInto('meldingen').values(backlog).execute();
  // What a waiting request needs: a turn of the event loop. Statements run synchronously on SQLite, so without a
  // yield between batches not one turn would come before the whole backlog is gone.
  let turns = 0;
  let pruning = true;
  const turn = () => {
    if (!pruning) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  const pruned = await pruneOldRows(t.db, t.config.prune, NOW);
  pruning = false;
  expect(pruned.gelezen_meldingen).toBe(backlog.length);
  expect(turns).toBeGreaterThanOrEqual(3);
});

test('the ages are configurable in days, and a nonsense value stops the start with a Dutch line', () => {
  expect(parseConfig({ PRUNE_SENT_MAIL_DAYS: '7' }).prune).toEqual({
    sentMailDays: 7,
    failedMailDays: 90,
    readNotificationDays: 90,
  });
  for (const value of ['0', '-3', 'dertig', '1.5']) {
    expect(() => parseConfig({ PRUNE_READ_NOTIFICATIONS_DAYS: value })).toThrow(
      new StartupError(
        'Ongeldige configuratie: PRUNE_READ_NOTIFICATIONS_DAYS moet een aantal dagen van 1 tot en met 3650 zijn.',
      ),
    );
  }
});
