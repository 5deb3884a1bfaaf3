import { type Kysely, sql } from 'kysely';

/**
 * The admin's camper list pages newest first (created_at, id descending; db/page.ts), and the carousel walks the
 * visible campers by name: each order has its index (docs/decisions/0069-paging-and-search.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX campers_created_order ON campers(created_at, id)`.execute(db);
  await sql`CREATE INDEX campers_visible_naam_order ON campers(toont_in_camper_vinden, lower(naam), id)`.execute(
    db,
  );
}
