import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';
import { CAMPERS, PEOPLE } from './migrations/0015-search-people.ts';
import { AUDIT, MAILS, NOTIFICATIONS } from './migrations/0018-search-logs.ts';
import { type SearchIndex, searchText } from './search-index.ts';

/** Trigrams: a shorter text has none, so it is looked up by a plain substring match instead of the index. */
const INDEXED_FROM = 3;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True for the rows of `index.table` whose searched columns hold `zoek`, whatever its case and accents, found through
 * the index of migration 0015 or 0018 (docs/decisions/0069-paging-and-search.md). `id` is the column of the caller's query
 * that holds that row's id (`profiles.id`, `aanmeldingen.user_id`, …).
 */
function matches(
  db: Db,
  index: SearchIndex,
  id: Expression<string | number>,
  zoek: string,
): RawBuilder<boolean> {
  const table = sql.table(index.table);
  const zoekTable = sql.table(`zoek_${index.table}`);
  if (engineOf(db) === 'postgres') {
    return sql<boolean>`${id} IN (SELECT id FROM ${table} WHERE camperdeel_fold(${sql.raw(searchText(index))})
      LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\')`;
  }
  if ([...zoek].length < INDEXED_FROM) {
    return sql<boolean>`${id} IN (SELECT id FROM ${zoekTable} WHERE tekst LIKE ${likeEscaped(zoek)} ESCAPE '\\')`;
  }
  // One FTS5 string: the whole text as typed, quotes doubled, so no character of it is query syntax.
  const phrase = `"${zoek.replaceAll('"', '""')}"`;
  const fts = sql.table(`zoek_${index.table}_fts`);
  return sql<boolean>`${id} IN (SELECT id FROM ${zoekTable} WHERE nr IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${phrase}))`;
}

/** People (profiles) by name, e-mail or phone number. */
export const personMatches = (db: Db, id: Expression<string>, zoek: string) => matches(db, PEOPLE, id, zoek);

/** Campers by name, brand or model. */
export const camperMatches = (db: Db, id: Expression<string>, zoek: string) => matches(db, CAMPERS, id, zoek);

/** Audit events by actor name, kind or target. */
export const auditMatches = (db: Db, id: Expression<number>, zoek: string) => matches(db, AUDIT, id, zoek);

/** Queued mails by recipient or subject. */
export const mailMatches = (db: Db, id: Expression<string>, zoek: string) => matches(db, MAILS, id, zoek);

/** Notifications by title or text. */
export const notificationMatches = (db: Db, id: Expression<string>, zoek: string) =>
  matches(db, NOTIFICATIONS, id, zoek);
