import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrationDatabase } from '../support/migration-db.ts';

const { db, migrator } = migrationDatabase();

/**
 * Migration 0010 on a database that already has API tokens: each lives 90 days from its creation, so a token made
 * long ago is expired at once instead of living forever.
 */
test('existing tokens expire 90 days after they were created', async () => {
  expect((await migrator.migrateTo('0008-shared-state')).error).toBeUndefined();
  await db
    .insertInto('users')
    .values({
      id: 'u',
      email: 'beheer@voorbeeld.nl',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  for (const [id, created] of [
    ['oud', '2025-01-01T12:00:00.000Z'],
    ['recent', '2026-11-01T08:30:00.000Z'],
  ]) {
    await sql`INSERT INTO api_tokens (id, user_id, naam, token_hash, created_at)
      VALUES (${id}, 'u', ${id}, ${`hash-${id}`}, ${created})`.execute(db);
  }

  const { error, results } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  expect(results?.map((r) => r.migrationName)).toContain('0010-api-token-expiry');
  const rows = await db.selectFrom('api_tokens').select(['id', 'expires_at']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: 'oud', expires_at: '2025-04-01T12:00:00.000Z' },
    { id: 'recent', expires_at: '2027-01-30T08:30:00.000Z' },
  ]);
});
