import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';
import { dropSearchIndexStatements, type SearchIndex, searchIndexStatements } from '../search-index.ts';
import { AUDIT, MAILS } from './0018-search-logs.ts';

/**
 * The log lists read only a few index entries per request (docs/decisions/0077-cheap-log-reads.md).
 * Audit: the search rows take the event's own id as key, so the full-text index hands out its matches newest first
 * and a page stops after its limit. Mail: only mails that did not go out are searchable, the same rows the list
 * shows, so a search never walks the sent ones. The bell counts its unread ones in an index of their own.
 */
export const AUDIT_BY_ID: SearchIndex = { ...AUDIT, integerId: true };
export const OPEN_MAILS: SearchIndex = {
  ...MAILS,
  rows: { columns: ['status'], where: (row) => `${row}status <> 'verzonden'` },
};

const UNREAD = sql`CREATE INDEX meldingen_user_unread ON meldingen(user_id, gelezen)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  const statements = [
    ...(engine === 'postgres' ? [] : dropSearchIndexStatements(engine, AUDIT)),
    ...(engine === 'postgres' ? [] : searchIndexStatements(engine, AUDIT_BY_ID)),
    ...dropSearchIndexStatements(engine, MAILS),
    ...searchIndexStatements(engine, OPEN_MAILS),
    UNREAD,
  ];
  for (const statement of statements) await statement.execute(db);
}
