import { type Kysely, sql } from 'kysely';

/**
 * Invitations for accounts an admin or the CLI created: a single-use link (hashed, 7 days) to set the first password.
 * Kept apart from password_reset_tokens: a reset request must not spend an invitation, and `users invite --missing`
 * needs to know who was invited and never finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE user_invitations (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`.execute(db);
  await sql`CREATE INDEX user_invitations_user ON user_invitations(user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE user_invitations`.execute(db);
}
