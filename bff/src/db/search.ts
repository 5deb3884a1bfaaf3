import { type AliasedRawBuilder, type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';
import { CAMPERS, PEOPLE } from './migrations/0015-search-people.ts';
import { AUDIT_BY_ID, MEMBER_NOTIFICATIONS, OPEN_MAILS } from './migrations/0019-cheap-log-reads.ts';
import { DOCUMENTS, INVOICES } from './migrations/0027-admin-searches-through-indexes.ts';
import { FOLDED_COLUMN, type SearchIndex, searchText } from './search-index.ts';

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
 * The rows whose folded text holds the folded `zoek`: on PostgreSQL its stored folded column through the trigram index
 * on it (migration 0028), on SQLite by reading the few rows in question (a member's own, the open mails) with the
 * same fold (fold.ts). `owner` narrows the read to one member's rows.
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
  if (engineOf(db) === 'postgres') {
    // The matching ids as one array, found through the trigram index before the list is read (an InitPlan). As a
    // subquery PostgreSQL could pull it up into a join and walk the list's sort index instead, checking every row until
    // a page is full: 6 s for "zoe" among 50,000 members, whose matches sort last. And `col = ANY(array)` is a condition
    // a B-tree index answers, so "the member's OR the invoice's text" becomes two index scans instead of a read of
    // every invoice.
    return sql<boolean>`${id} = ANY(ARRAY(SELECT id FROM ${sql.table(index.table)} WHERE ${sql.ref(FOLDED_COLUMN)}
      LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\'${shown}${member}))`;
  }
  return sql<boolean>`${id} IN (SELECT id FROM ${sql.table(index.table)} WHERE camperdeel_fold(${sql.raw(searchText(index))})
      LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\'${shown}${member})`;
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

/**
 * The condition of a list that can be searched: true for every row without `zoek`; with it, true for the rows any of
 * `matchers` finds (their conditions joined by OR).
 */
export function searchFilter(
  zoek: string | undefined,
  matchers: (zoek: string) => RawBuilder<boolean>[],
): RawBuilder<boolean> {
  if (!zoek) return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(matchers(zoek), sql` OR `)})`;
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

/**
 * PostgreSQL: the audit events whose own stored folded text holds `zoek` (SQLite pages through `auditSearch`). A
 * condition on the row itself, not a set of matching ids: the planner weighs how often the text occurs (its statistics
 * on the stored column), so a common word walks the log newest first and stops after a page, and a rare one goes
 * through the trigram index.
 */
export const auditMatches = (zoek: string) =>
  sql<boolean>`${sql.ref(`${AUDIT_BY_ID.table}.${FOLDED_COLUMN}`)} LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\'`;

/** Queued mails by recipient or subject. */
export const mailMatches = (db: Db, id: Expression<string>, zoek: string) =>
  foldedMatches(db, OPEN_MAILS, id, zoek);

/** A member's notifications by title or text. */
export const notificationMatches = (db: Db, id: Expression<string>, zoek: string, userId: string) =>
  foldedMatches(db, MEMBER_NOTIFICATIONS, id, zoek, userId);
