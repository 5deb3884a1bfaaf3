import { type RawBuilder, sql } from 'kysely';
import type { Engine } from './dialect.ts';

/** Accents PostgreSQL folds to their letter, one character for one (translate); lower() does the case. */
const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÇçÑñŠšŽžČčĆćŁłŒœÆæ';
const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyCcNnSsZzCcCcLlOoAa';

/** What a search index is built on: a table with a TEXT `id` and the SQL text of the columns a person types. */
export type SearchIndex = { table: string; columns: readonly string[] };

/** The searched text of a row, e.g. `naam || ' ' || coalesce(merk, '')`; `row` prefixes the columns (`new.`). */
export function searchText(index: SearchIndex, row = ''): string {
  return index.columns.map((column) => `coalesce(${row}${column}, '')`).join(` || ' ' || `);
}

/**
 * The statements that create a search index (docs/decisions/0069-paging-and-search.md).
 * SQLite: the text sits in `zoek_<table>` under a stable integer key (a TEXT primary key's rowid may change on
 * VACUUM), kept by triggers on every write path, with an FTS5 trigram index over it that folds case and accents;
 * `secure-delete` makes an erased name leave the index at once instead of at its next merge.
 * PostgreSQL: an IMMUTABLE fold function and, where the trusted extension pg_trgm can be created, a trigram index on
 * the folded text (LIKE '%…%' then uses it); without it the search reads the table, off the event loop.
 */
export function searchIndexStatements(engine: Engine, index: SearchIndex): RawBuilder<unknown>[] {
  const { table, columns } = index;
  const zoek = `zoek_${table}`;
  if (engine === 'postgres') {
    const indexed = `camperdeel_fold(${searchText(index)})`.replaceAll("'", "''");
    return [
      sql.raw(`CREATE OR REPLACE FUNCTION camperdeel_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(translate(t, '${FOLD_FROM}', '${FOLD_TO}')) $$`),
      sql.raw(`DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
          OR (EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
              AND has_database_privilege(current_database(), 'CREATE')) THEN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
          EXECUTE 'CREATE INDEX ${zoek} ON ${table} USING gin (${indexed} gin_trgm_ops)';
        END IF;
      END $$`),
    ];
  }
  return [
    sql.raw(
      `CREATE TABLE ${zoek} (nr INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, tekst TEXT NOT NULL) STRICT`,
    ),
    sql.raw(`CREATE VIRTUAL TABLE ${zoek}_fts USING fts5(
      tekst, content='${zoek}', content_rowid='nr', tokenize='trigram remove_diacritics 1')`),
    sql.raw(`INSERT INTO ${zoek}_fts(${zoek}_fts, rank) VALUES ('secure-delete', 1)`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_insert AFTER INSERT ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(rowid, tekst) VALUES (new.nr, new.tekst); END`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_delete AFTER DELETE ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(${zoek}_fts, rowid, tekst) VALUES ('delete', old.nr, old.tekst); END`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_update AFTER UPDATE ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(${zoek}_fts, rowid, tekst) VALUES ('delete', old.nr, old.tekst);
      INSERT INTO ${zoek}_fts(rowid, tekst) VALUES (new.nr, new.tekst); END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${zoek}(id, tekst) VALUES (new.id, ${searchText(index, 'new.')}); END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} BEGIN
      UPDATE ${zoek} SET tekst = ${searchText(index, 'new.')} WHERE id = new.id; END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_delete AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${zoek} WHERE id = old.id; END`),
    sql.raw(`INSERT INTO ${zoek}(id, tekst) SELECT id, ${searchText(index)} FROM ${table}`),
  ];
}
