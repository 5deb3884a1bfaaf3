import { type Kysely, sql } from 'kysely';

/**
 * The applications list searches a member's name or a camper's name: with an index on each side SQLite counts the
 * matches through both (a multi-index OR) instead of reading every application (20 ms on 100,000, docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX aanmeldingen_camper ON aanmeldingen(camper_id, user_id)`.execute(db);
}
