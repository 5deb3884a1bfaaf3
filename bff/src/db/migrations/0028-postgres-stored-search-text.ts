import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';
import { storedSearchTextStatements } from '../search-index.ts';
import { CAMPERS, PEOPLE } from './0015-search-people.ts';
import { AUDIT_BY_ID, MEMBER_NOTIFICATIONS, OPEN_MAILS } from './0019-cheap-log-reads.ts';
import { DOCUMENTS, INVOICES } from './0027-admin-searches-through-indexes.ts';

/**
 * PostgreSQL: each searched table keeps its text folded in a stored column, and the trigram index moves onto it
 * (docs/decisions/0101-postgres-stored-search-text.md). Adding a stored column rewrites the table once: on a
 * federation-size log of a million events that is part of this migration's start-up. SQLite keeps its search tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  const indexes = [PEOPLE, CAMPERS, DOCUMENTS, INVOICES, AUDIT_BY_ID, OPEN_MAILS, MEMBER_NOTIFICATIONS];
  for (const index of indexes)
    for (const statement of storedSearchTextStatements(index)) await statement.execute(db);
  // The planner's picture of the new columns (how often a word occurs) before the first search asks for it.
  await sql.raw(`ANALYZE ${indexes.map((index) => index.table).join(', ')}`).execute(db);
}
