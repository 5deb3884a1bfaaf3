import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

/**
 * Lists page by a sort key with an index behind it, and people are found by name, e-mail or phone whatever the case
 * or accents (docs/decisions/0069-paging-and-search.md). The text a person's search sees, written once here: the
 * index is built on exactly this expression, so the query must use it unchanged (db/search.ts imports it).
 */
export const PROFILE_SEARCH_TEXT = `naam || ' ' || email || ' ' || coalesce(telefoonnummer, '')`;

/** Accents PostgreSQL folds to their letter, one character for one (translate); lower() does the case. */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÇçÑñŠšŽžČčĆćŁłŒœÆæ';
export const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyCcNnSsZzCcCcLlOoAa';

/**
 * SQLite: the text sits in `zoek_profiles` under a stable integer key (a TEXT primary key's rowid may change on
 * VACUUM), kept by triggers on every write path, and an FTS5 trigram index over it folds case and accents
 * (`remove_diacritics`); `secure-delete` makes an erased name leave the index at once instead of at its next merge.
 */
const SQLITE = [
  sql`CREATE TABLE zoek_profiles (nr INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, tekst TEXT NOT NULL) STRICT`,
  sql`CREATE VIRTUAL TABLE zoek_profiles_fts USING fts5(
    tekst, content='zoek_profiles', content_rowid='nr', tokenize='trigram remove_diacritics 1')`,
  sql`INSERT INTO zoek_profiles_fts(zoek_profiles_fts, rank) VALUES ('secure-delete', 1)`,
  sql`CREATE TRIGGER zoek_profiles_fts_insert AFTER INSERT ON zoek_profiles BEGIN
    INSERT INTO zoek_profiles_fts(rowid, tekst) VALUES (new.nr, new.tekst); END`,
  sql`CREATE TRIGGER zoek_profiles_fts_delete AFTER DELETE ON zoek_profiles BEGIN
    INSERT INTO zoek_profiles_fts(zoek_profiles_fts, rowid, tekst) VALUES ('delete', old.nr, old.tekst); END`,
  sql`CREATE TRIGGER zoek_profiles_fts_update AFTER UPDATE ON zoek_profiles BEGIN
    INSERT INTO zoek_profiles_fts(zoek_profiles_fts, rowid, tekst) VALUES ('delete', old.nr, old.tekst);
    INSERT INTO zoek_profiles_fts(rowid, tekst) VALUES (new.nr, new.tekst); END`,
  sql.raw(`CREATE TRIGGER profiles_zoek_insert AFTER INSERT ON profiles BEGIN
    INSERT INTO zoek_profiles(id, tekst) VALUES (new.id, ${PROFILE_SEARCH_TEXT.replace(/\b(naam|email|telefoonnummer)\b/g, 'new.$1')}); END`),
  sql.raw(`CREATE TRIGGER profiles_zoek_update AFTER UPDATE OF naam, email, telefoonnummer ON profiles BEGIN
    UPDATE zoek_profiles SET tekst = ${PROFILE_SEARCH_TEXT.replace(/\b(naam|email|telefoonnummer)\b/g, 'new.$1')}
    WHERE id = new.id; END`),
  sql`CREATE TRIGGER profiles_zoek_delete AFTER DELETE ON profiles BEGIN
    DELETE FROM zoek_profiles WHERE id = old.id; END`,
  sql.raw(`INSERT INTO zoek_profiles(id, tekst) SELECT id, ${PROFILE_SEARCH_TEXT} FROM profiles`),
  sql`CREATE INDEX profiles_naam_order ON profiles(lower(naam), id)`,
];

/**
 * PostgreSQL: an IMMUTABLE fold function and, where the trusted extension pg_trgm can be created, a trigram index on
 * the folded text (LIKE '%…%' then uses it); without it the search reads the table, off the event loop.
 */
const POSTGRES = [
  sql.raw(`CREATE OR REPLACE FUNCTION camperdeel_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT lower(translate(t, '${FOLD_FROM}', '${FOLD_TO}')) $$`),
  sql.raw(`DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
      OR (EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
          AND has_database_privilege(current_database(), 'CREATE')) THEN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXECUTE 'CREATE INDEX profiles_zoek ON profiles USING gin (camperdeel_fold(${PROFILE_SEARCH_TEXT.replaceAll("'", "''")}) gin_trgm_ops)';
    END IF;
  END $$`),
  sql`CREATE INDEX profiles_naam_order ON profiles(lower(naam), id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of engineOf(db) === 'postgres' ? POSTGRES : SQLITE) await statement.execute(db);
}
