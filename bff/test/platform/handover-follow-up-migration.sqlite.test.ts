import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrationDatabase } from '../support/migration-db.ts';

const { db, migrator } = migrationDatabase();

/**
 * Migration 0011 on a database that already has handovers: a reported damage starts `open`, a handover without
 * damage (or with only blanks) has no status, and every reading stays exactly as stored.
 */
test('existing damage reports start open; readings are untouched', async () => {
  expect((await migrator.migrateTo('0008-shared-state')).error).toBeUndefined();
  // Only the handover table matters here; the camper it names need not exist.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  const row = (id: string, schade: string | null) =>
    sql`INSERT INTO overdrachten (id, camper_id, moment, km_stand, brandstof_procent, schoon, schade, created_at)
        VALUES (${id}, 'c', 'ophalen', 9999999, 50, 1, ${schade}, '2026-01-01T00:00:00.000Z')`.execute(db);
  await row('deuk', 'Deuk');
  await row('leeg', '  ');
  await row('geen', null);

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  const rows = await db
    .selectFrom('overdrachten')
    .select(['id', 'schade_status', 'notitie', 'km_stand'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: 'deuk', schade_status: 'open', notitie: null, km_stand: 9_999_999 },
    { id: 'geen', schade_status: null, notitie: null, km_stand: 9_999_999 },
    { id: 'leeg', schade_status: null, notitie: null, km_stand: 9_999_999 },
  ]);
  await expect(
    sql`UPDATE overdrachten SET schade_status = 'weg' WHERE id = 'deuk'`.execute(db),
  ).rejects.toThrow();
});
