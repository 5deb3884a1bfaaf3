import { type Kysely, sql } from 'kysely';

/** The validity every token created before expiry existed gets, counted from its creation (as new ones get). */
const DEFAULT_DAYS = 90;

/**
 * API tokens expire: `api_tokens.expires_at`, an ISO instant like created_at. Existing tokens live 90 days from
 * their creation, so a token made long ago is expired at once instead of living forever. The default '' (no known
 * expiry) counts as expired wherever a token is checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE api_tokens ADD COLUMN expires_at TEXT NOT NULL DEFAULT ''`.execute(db);
  const { rows } = await sql<{
    id: string;
    created_at: string;
  }>`SELECT id, created_at FROM api_tokens`.execute(db);
  for (const row of rows) {
    const created = Date.parse(row.created_at);
    if (Number.isNaN(created)) continue;
    const expires = new Date(created + DEFAULT_DAYS * 24 * 60 * 60 * 1000).toISOString();
    await sql`UPDATE api_tokens SET expires_at = ${expires} WHERE id = ${row.id}`.execute(db);
  }
}
