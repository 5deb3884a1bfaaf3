import type { Kysely } from 'kysely';
import { engineOf } from '../dialect.ts';
import { dropSearchIndexStatements } from '../search-index.ts';
import { MEMBER_NOTIFICATIONS, OPEN_MAILS } from './0019-cheap-log-reads.ts';

/**
 * SQLite: the mail queue and the bell leave their full-text indexes (docs/decisions/0097-busy-rows-without-full-text.md).
 * Their rows are written, changed and deleted all day (every booking queues and folds mails, every sent mail leaves
 * the open list, old read notifications are pruned), and each such change cost the trigram index milliseconds that
 * held every other request; a search reads the few rows it concerns instead, folded as on PostgreSQL. PostgreSQL keeps
 * its trigram indexes: its writes to them run off the event loop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  if (engine === 'postgres') return;
  for (const index of [OPEN_MAILS, MEMBER_NOTIFICATIONS])
    for (const statement of dropSearchIndexStatements(engine, index)) await statement.execute(db);
}
