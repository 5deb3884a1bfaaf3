import { type Kysely, sql } from 'kysely';

/**
 * E-mail confirmation (a mailbox is only trusted once its owner proved it): `users.email_confirmed_at` records when the mailbox was proven (confirmation
 * link, completed password reset, or a provider-verified SSO sign-in); the links live hashed in
 * `email_confirmation_tokens`, like the reset tokens. Existing accounts count as confirmed only when they already
 * proved their mailbox: a linked SSO identity (linking required email_verified) or a password reset they completed.
 */
const statements = [
  sql`ALTER TABLE users ADD COLUMN email_confirmed_at TEXT`,
  sql`CREATE TABLE email_confirmation_tokens (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE INDEX email_confirmation_tokens_user ON email_confirmation_tokens(user_id)`,
  sql`UPDATE users SET email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id IN (SELECT user_id FROM oauth_accounts)
       OR id IN (SELECT user_id FROM password_reset_tokens WHERE used_at IS NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
