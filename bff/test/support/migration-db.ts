import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, onTestFinished } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import type { Database } from '../../src/db/schema.ts';

/** An empty in-memory SQLite database with a migrator over the app's own migrations. */
function openEmpty() {
  const { db } = openDatabase(':memory:');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return { db, migrator };
}

/**
 * An empty in-memory SQLite database for a migration test, closed after the file, with a migrator over the app's
 * own migrations so the test can stop at the step before the one it checks.
 */
export function migrationDatabase() {
  const opened = openEmpty();
  afterAll(async () => {
    await opened.db.destroy();
  });
  return opened;
}

/**
 * A fresh in-memory SQLite database migrated up to and including `step`, closed when the calling test ends: for a
 * file whose tests each start from the state the old code left.
 */
export async function databaseAt(step: string): Promise<Kysely<Database>> {
  const { db, migrator } = openEmpty();
  onTestFinished(async () => {
    await db.destroy();
  });
  const { error } = await migrator.migrateTo(step);
  if (error) throw error;
  return db;
}
