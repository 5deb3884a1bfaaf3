import { Migrator } from 'kysely/migration';
import { afterAll } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { migrations } from '../../src/db/migrations/index.ts';

/**
 * An empty in-memory SQLite database for a migration test, closed after the file, with a migrator over the app's
 * own migrations so the test can stop at the step before the one it checks.
 */
export function migrationDatabase() {
  const { db } = openDatabase(':memory:');
  afterAll(async () => {
    await db.destroy();
  });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return { db, migrator };
}
