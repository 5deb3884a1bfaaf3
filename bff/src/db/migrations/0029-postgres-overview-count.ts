import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

/**
 * PostgreSQL counts the reservation overview's lines (its `totaal`) in a small index of its own instead of reading
 * the summary table, which every booking rewrites a line of and which therefore grows: 66 MB for 80,000 lines on the
 * federation-size data set, 50–65 ms a count, against 11–17 ms through this index (docs/performance.md). SQLite
 * already counts through the covering order index of migration 0017 and would not use this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`CREATE INDEX reservering_overzicht_vol ON reservering_overzicht(jaar) WHERE vol = 1`.execute(db);
}
