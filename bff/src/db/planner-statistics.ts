import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';

/**
 * How many index entries SQLite reads per index for its statistics: enough to see that a column holds one value for
 * every row, and 0.3 s for all tables of the federation-size data set.
 */
const ANALYSIS_LIMIT = 1000;

/**
 * Gives SQLite's planner statistics of the tables as they are now (SQLite's advice for a long-running process:
 * `PRAGMA optimize` after opening, then now and then), so it picks an index by what it finds, not by its guess.
 * Each pass analyzes the tables without statistics and those whose size changed a lot since. PostgreSQL's
 * autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await sql.raw(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  await sql.raw('PRAGMA optimize = 0x10002').execute(db);
}
