import { type AliasedRawBuilder, type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';
import { CAMPERS, PEOPLE } from './migrations/0015-search-people.ts';
import { AUDIT_BY_ID, MEMBER_NOTIFICATIONS, OPEN_MAILS } from './migrations/0019-cheap-log-reads.ts';
import { DOCUMENTS, INVOICES } from './migrations/0027-admin-searches-through-indexes.ts';
import { type SearchIndex, searchText } from './search-index.ts';

/** Trigrams: a shorter text has none, so it is looked up by a plain substring match instead of the index. */
const INDEXED_FROM = 3;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True for the rows of `index.table` whose searched columns hold `zoek`, whatever its case and accents, found through
 * the full-text index of migration 0015, 0019 or 0027 on SQLite (docs/decisions/0069-paging-and-search.md). `id` is the
 * column of the caller's query that holds that row's id (`profiles.id`, `aanmeldingen.user_id`, …).
 */
function matches(
  db: Db,
  index: SearchIndex,
  id: Expression<string | number>,
  zoek: string,
): RawBuilder<boolean> {
  if (engineOf(db) === 'postgres') return foldedMatches(db, index, id, zoek);
  const zoekTable = sql.table(`zoek_${index.table}`);
  if ([...zoek].length < INDEXED_FROM)
    return sql<boolean>`${id} IN (SELECT id FROM ${zoekTable} WHERE tekst LIKE ${likeEscaped(zoek)} ESCAPE '\\')`;
  const fts = sql.table(`zoek_${index.table}_fts`);
  return sql<boolean>`${id} IN (SELECT id FROM ${zoekTable} WHERE nr IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phraseOf(zoek)}))`;
}

/**
 * The rows whose folded text holds the folded `zoek`: on PostgreSQL through its trigram index, on SQLite by reading
 * the few rows in question (a member's own, the open mails) with the same fold (fold.ts). `owner` narrows the read
 * to one member's rows.
 */
function foldedMatches(
  db: Db,
  index: SearchIndex,
  id: Expression<string | number>,
  zoek: string,
  owner?: string,
): RawBuilder<boolean> {
  const shown = index.rows ? sql.raw(` AND ${index.rows.where('')}`) : sql``;
  const member = index.owner && owner !== undefined ? sql` AND ${sql.ref(index.owner)} = ${owner}` : sql``;
  // PostgreSQL would pull the subquery up into a join and could then walk the list's sort index, folding every row's
  // text until a page is full: 6 s for "zoe" among 50,000 members, whose matches sort last. OFFSET 0 keeps the
  // matches one set, found through the trigram index first.
  const apart = engineOf(db) === 'postgres' ? sql` OFFSET 0` : sql``;
  return sql<boolean>`${id} IN (SELECT id FROM ${sql.table(index.table)} WHERE camperdeel_fold(${sql.raw(searchText(index))})
      LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\'${shown}${member}${apart})`;
}

/** One FTS5 string: the whole text as typed, quotes doubled, so no character of it is query syntax. */
const phraseOf = (zoek: string) => `"${zoek.replaceAll('"', '""')}"`;

/** A search source whose rowid is the audit event's id, to join on `zoek.rowid = audit_log.id`. */
export type AuditSearch = {
  source: AliasedRawBuilder<{ rowid: number }, 'zoek'>;
  where: RawBuilder<boolean>;
};

/**
 * SQLite: the audit events that match `zoek`, as a source that hands them out newest first (its rowid is the event's
 * id, migration 0019), so a page ordered by `zoek.rowid` stops after its limit instead of collecting every match.
 */
export function auditSearch(zoek: string): AuditSearch {
  if ([...zoek].length < INDEXED_FROM) {
    return {
      source: sql<{ rowid: number }>`${sql.table(`zoek_${AUDIT_BY_ID.table}`)}`.as('zoek'),
      where: sql<boolean>`zoek.tekst LIKE ${likeEscaped(zoek)} ESCAPE '\\'`,
    };
  }
  return {
    source: sql<{ rowid: number }>`${sql.table(`zoek_${AUDIT_BY_ID.table}_fts`)}`.as('zoek'),
    where: sql<boolean>`zoek.tekst MATCH ${phraseOf(zoek)}`,
  };
}

/** People (profiles) by name, e-mail or phone number. */
export const personMatches = (db: Db, id: Expression<string>, zoek: string) => matches(db, PEOPLE, id, zoek);

/** Campers by name, brand or model. */
export const camperMatches = (db: Db, id: Expression<string>, zoek: string) => matches(db, CAMPERS, id, zoek);

/** Camper documents by their name. */
export const documentMatches = (db: Db, id: Expression<string>, zoek: string) =>
  matches(db, DOCUMENTS, id, zoek);

/** Invoices by number or name. */
export const invoiceMatches = (db: Db, id: Expression<string>, zoek: string) =>
  matches(db, INVOICES, id, zoek);

/** Audit events by actor name, kind or target (PostgreSQL; SQLite pages through `auditSearch`). */
export const auditMatches = (db: Db, id: Expression<number>, zoek: string) =>
  matches(db, AUDIT_BY_ID, id, zoek);

/** Queued mails by recipient or subject. */
export const mailMatches = (db: Db, id: Expression<string>, zoek: string) =>
  foldedMatches(db, OPEN_MAILS, id, zoek);

/** A member's notifications by title or text. */
export const notificationMatches = (db: Db, id: Expression<string>, zoek: string, userId: string) =>
  foldedMatches(db, MEMBER_NOTIFICATIONS, id, zoek, userId);
