import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';
import { dropSearchIndexStatements, type SearchIndex, searchIndexStatements } from '../search-index.ts';
import { AUDIT, MAILS, NOTIFICATIONS } from './0018-search-logs.ts';

/**
 * The log lists read only a few index entries per request (docs/decisions/0077-cheap-log-reads.md).
 * Audit: the search rows take the event's own id as key, so the full-text index hands out its matches newest first
 * and a page stops after its limit. Mail: only mails that did not go out are searchable, the same rows the list
 * shows, so a search never walks the sent ones. Bell: the full-text index holds the member beside the text, so a
 * search finds the member's matches without collecting every member's; the unread ones are counted in an index.
 */
export const AUDIT_BY_ID: SearchIndex = { ...AUDIT, integerId: true };
export const OPEN_MAILS: SearchIndex = {
  ...MAILS,
  rows: { columns: ['status'], where: (row) => `${row}status <> 'verzonden'` },
};

export const MEMBER_NOTIFICATIONS: SearchIndex = { ...NOTIFICATIONS, owner: 'user_id' };

const UNREAD = sql`CREATE INDEX meldingen_user_unread ON meldingen(user_id, gelezen)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  const statements = [
    // PostgreSQL's trigram indexes of these two stay as they are: its queries filter on the id and the member.
    ...(engine === 'postgres' ? [] : dropSearchIndexStatements(engine, AUDIT)),
    ...(engine === 'postgres' ? [] : searchIndexStatements(engine, AUDIT_BY_ID)),
    ...(engine === 'postgres' ? [] : dropSearchIndexStatements(engine, NOTIFICATIONS)),
    ...(engine === 'postgres' ? [] : searchIndexStatements(engine, MEMBER_NOTIFICATIONS)),
    ...dropSearchIndexStatements(engine, MAILS),
    ...searchIndexStatements(engine, OPEN_MAILS),
    UNREAD,
  ];
  for (const statement of statements) await statement.execute(db);
}
