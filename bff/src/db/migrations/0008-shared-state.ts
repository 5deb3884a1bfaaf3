import { type Kysely, sql } from 'kysely';

/**
 * State that several server instances on one database must share, so that they behave like one: the throttle windows (one row
 * per key, counted by an atomic upsert) and server secrets such as the signing key (the first instance's key wins,
 * the others adopt it). Sessions already live in the database.
 */
const statements = [
  sql`CREATE TABLE throttle_counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  ) STRICT`,
  sql`CREATE INDEX throttle_counters_reset ON throttle_counters(reset_at)`,
  sql`CREATE TABLE server_secrets (
    naam TEXT PRIMARY KEY,
    waarde TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
