import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';
import { PROFILE_SEARCH_TEXT } from './migrations/0015-search-people.ts';

/** Trigrams: a shorter text has none, so it is looked up by a plain substring match instead of the index. */
const INDEXED_FROM = 3;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True for the people (profiles) whose name, e-mail or phone holds `zoek`, whatever its case and accents, found
 * through the index of migration 0015 (docs/decisions/0069-paging-and-search.md). `id` is the column that holds the
 * profile's id in the caller's query (`profiles.id`, `aanmeldingen.user_id`, …).
 */
export function personMatches(db: Db, id: Expression<string>, zoek: string): RawBuilder<boolean> {
  if (engineOf(db) === 'postgres') {
    return sql<boolean>`${id} IN (SELECT id FROM profiles WHERE camperdeel_fold(${sql.raw(PROFILE_SEARCH_TEXT)})
      LIKE camperdeel_fold(${likeEscaped(zoek)}) ESCAPE '\\')`;
  }
  if ([...zoek].length < INDEXED_FROM) {
    return sql<boolean>`${id} IN (SELECT id FROM zoek_profiles WHERE tekst LIKE ${likeEscaped(zoek)} ESCAPE '\\')`;
  }
  // One FTS5 string: the whole text as typed, quotes doubled, so no character of it is query syntax.
  const phrase = `"${zoek.replaceAll('"', '""')}"`;
  return sql<boolean>`${id} IN (SELECT id FROM zoek_profiles WHERE nr IN
    (SELECT rowid FROM zoek_profiles_fts WHERE zoek_profiles_fts MATCH ${phrase}))`;
}
