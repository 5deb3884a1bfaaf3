/**
 * Every instance prunes every hour, and instances started together prune at the same moment. On PostgreSQL their
 * batch deletes must not wait for each other's rows nor deadlock (two of them did in the booking window: the database
 * then fails one): each batch takes only rows no other transaction holds, and leaves those for the next hour.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { type Db, openPostgres } from '../../src/db/connection.ts';
import { pruneOldRows } from '../../src/db/prune.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let t: TestServer;
const instances: Db[] = [];
const NOW = new Date('2026-12-01T03:00:00Z');
const longAgo = new Date(NOW.getTime() - 400 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await startTestServer();
  for (let i = 0; i < 4; i++) instances.push(openPostgres(t.databaseEnv.DATABASE_URL as string, 2));
});

afterAll(async () => {
  await Promise.all(instances.map((db) => db.destroy()));
  await t?.close();
});

test('three instances pruning at once delete every old row once, skip what another transaction holds and fail none', async () => {
  const user = await t.createProspect();
  const rows = 6_000;
  for (let i = 0; i < rows; i += 1_000) {
    await t.db
      .insertInto('meldingen')
      .values(
        Array.from({ length: 1_000 }, (_, j) => ({
          id: randomUUID(),
          user_id: user.id,
          soort: 'reservering_gewijzigd',
          titel: `Oud ${i + j}`,
          tekst: 'tekst',
          link: '/mijn-camper/kalender',
          gelezen: 1,
          created_at: longAgo,
        })),
      )
      .execute();
    await t.db
      .insertInto('throttle_counters')
      .values(Array.from({ length: 1_000 }, (_, j) => ({ key: `t:${i + j}`, count: 1, reset_at: 0 })))
      .execute();
  }
  const ages = parseConfig({}).prune;
  const [holder, ...pruners] = instances as [Db, ...Db[]];
  // Another transaction holds one old notification and one ended throttle window while the instances prune.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holdingTransaction = holder.transaction().execute(async (trx) => {
    await sql`SELECT id FROM meldingen WHERE titel = 'Oud 2500' FOR UPDATE`.execute(trx);
    await sql`SELECT key FROM throttle_counters WHERE key = 't:2500' FOR UPDATE`.execute(trx);
    holding();
    await released;
  });
  await held;
  const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000));
  const pruning = Promise.all(pruners.map((db) => pruneOldRows(db, ages, NOW)));
  const outcome = await Promise.race([pruning, waited]);
  release();
  await holdingTransaction;
  expect(outcome).not.toBe('waited');
  const pruned = await pruning;
  expect(pruned.reduce((sum, p) => sum + p.gelezen_meldingen, 0)).toBe(rows - 1);
  expect(pruned.reduce((sum, p) => sum + p.throttle, 0)).toBe(rows - 1);
  const left = await t.db.selectFrom('meldingen').select('titel').where('gelezen', '=', 1).execute();
  expect(left).toEqual([{ titel: 'Oud 2500' }]);
  // The next pass takes what was held.
  expect((await pruneOldRows(t.db, ages, NOW)).gelezen_meldingen).toBe(1);
});
