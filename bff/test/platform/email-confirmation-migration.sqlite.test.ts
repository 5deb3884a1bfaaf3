import { expect, test } from 'vitest';
import { migrationDatabase } from '../support/migration-db.ts';

const { db, migrator } = migrationDatabase();

/**
 * Migration 0003 on a database that already has accounts: only those that proved their mailbox before (a linked SSO
 * identity, a completed password reset) count as confirmed; an account someone registered and never confirmed stays
 * unconfirmed, so the pre-hijack defence still applies to it.
 */
test('existing accounts are confirmed only when they already proved their mailbox', async () => {
  expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
  const at = '2026-01-01T00:00:00.000Z';
  const users = ['sso', 'reset', 'reset-pending', 'plain'];
  for (const id of users) {
    await db
      .insertInto('users')
      .values({ id, email: `${id}@voorbeeld.nl`, password_hash: 'x', created_at: at })
      .execute();
  }
  await db
    .insertInto('oauth_accounts')
    .values({ provider: 'https://idp.example', provider_user_id: 's1', user_id: 'sso', created_at: at })
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ id: 'h1', user_id: 'reset', expires_at: 1, used_at: 1 })
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ id: 'h2', user_id: 'reset-pending', expires_at: 1, used_at: null })
    .execute();

  const { error, results } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();
  expect(results?.map((r) => r.migrationName)).toContain('0003-email-confirmation');
  const rows = await db.selectFrom('users').select(['id', 'email_confirmed_at']).orderBy('id').execute();
  const confirmed = Object.fromEntries(rows.map((r) => [r.id, r.email_confirmed_at !== null]));
  expect(confirmed).toEqual({ plain: false, reset: true, 'reset-pending': false, sso: true });
  expect(await db.selectFrom('email_confirmation_tokens').selectAll().execute()).toEqual([]);
});
