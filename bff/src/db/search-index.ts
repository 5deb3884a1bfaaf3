import { type RawBuilder, sql } from 'kysely';
import type { Engine } from './dialect.ts';
import { FOLD_FROM, FOLD_TO } from './fold.ts';

/** What a search index is built on: a table with an `id` and the SQL text of the columns a person types. */
export type SearchIndex = {
  table: string;
  columns: readonly string[];
  /** The table's id is its INTEGER PRIMARY KEY (stable): the search rows take it as their key, in the table's order. */
  integerId?: boolean;
  /** Only the rows its list can show are indexed: the columns that decide it, and the condition (`row` prefixes them). */
  rows?: { columns: readonly string[]; where: (row: string) => string };
  /**
   * The column naming the member a row belongs to: SQLite's full-text index holds it as a column of its own, so a
   * search among one member's rows matches member and text together instead of collecting every member's matches.
   */
  owner?: string;
};

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
    const partial = index.rows ? ` WHERE ${index.rows.where('')}`.replaceAll("'", "''") : '';
    return [
      sql.raw(`CREATE OR REPLACE FUNCTION camperdeel_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(translate(t, '${FOLD_FROM}', '${FOLD_TO}')) $$`),
      sql.raw(`DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
          OR (EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
              AND has_database_privilege(current_database(), 'CREATE')) THEN
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
          EXECUTE 'CREATE INDEX ${zoek} ON ${table} USING gin (${indexed} gin_trgm_ops)${partial}';
        END IF;
      END $$`),
    ];
  }
  const owned = index.owner !== undefined;
  const key = `${index.integerId ? 'nr, id' : 'id'}${owned ? ', eigenaar' : ''}`;
  const keyOf = (row: string) =>
    `${index.integerId ? `${row}id, ${row}id` : `${row}id`}${owned ? `, ${row}${index.owner}` : ''}`;
  // The full-text columns, and their values from a row of the search table.
  const ftsColumns = owned ? 'eigenaar, tekst' : 'tekst';
  const ftsValues = (row: string) => (owned ? `${row}.eigenaar, ${row}.tekst` : `${row}.tekst`);
  const shown = (row: string) => (index.rows ? index.rows.where(row) : '1');
  const watched = [...columns, ...(index.rows?.columns ?? [])];
  // A row that leaves (or enters) the list leaves (or enters) the index; otherwise its text follows the row.
  const follow = index.rows
    ? `DELETE FROM ${zoek} WHERE id = new.id AND NOT (${shown('new.')});
      UPDATE ${zoek} SET tekst = ${searchText(index, 'new.')} WHERE id = new.id;
      INSERT INTO ${zoek}(${key}, tekst) SELECT ${keyOf('new.')}, ${searchText(index, 'new.')}
        WHERE ${shown('new.')} AND NOT EXISTS (SELECT 1 FROM ${zoek} WHERE id = new.id);`
    : `UPDATE ${zoek} SET tekst = ${searchText(index, 'new.')} WHERE id = new.id;`;
  return [
    sql.raw(
      `CREATE TABLE ${zoek} (nr INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,${owned ? ' eigenaar TEXT NOT NULL,' : ''}
        tekst TEXT NOT NULL) STRICT`,
    ),
    sql.raw(`CREATE VIRTUAL TABLE ${zoek}_fts USING fts5(
      ${ftsColumns}, content='${zoek}', content_rowid='nr', tokenize='trigram remove_diacritics 1')`),
    sql.raw(`INSERT INTO ${zoek}_fts(${zoek}_fts, rank) VALUES ('secure-delete', 1)`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_insert AFTER INSERT ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(rowid, ${ftsColumns}) VALUES (new.nr, ${ftsValues('new')}); END`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_delete AFTER DELETE ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(${zoek}_fts, rowid, ${ftsColumns}) VALUES ('delete', old.nr, ${ftsValues('old')}); END`),
    sql.raw(`CREATE TRIGGER ${zoek}_fts_update AFTER UPDATE ON ${zoek} BEGIN
      INSERT INTO ${zoek}_fts(${zoek}_fts, rowid, ${ftsColumns}) VALUES ('delete', old.nr, ${ftsValues('old')});
      INSERT INTO ${zoek}_fts(rowid, ${ftsColumns}) VALUES (new.nr, ${ftsValues('new')}); END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_insert AFTER INSERT ON ${table}${index.rows ? ` WHEN ${shown('new.')}` : ''} BEGIN
      INSERT INTO ${zoek}(${key}, tekst) VALUES (${keyOf('new.')}, ${searchText(index, 'new.')}); END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_update AFTER UPDATE OF ${watched.join(', ')} ON ${table} BEGIN
      ${follow} END`),
    sql.raw(`CREATE TRIGGER ${table}_zoek_delete AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${zoek} WHERE id = old.id; END`),
    sql.raw(`INSERT INTO ${zoek}(${key}, tekst) SELECT ${keyOf('')}, ${searchText(index)} FROM ${table}
      WHERE ${shown('')}`),
  ];
}

/** PostgreSQL: the column that holds a row's searched text already folded (storedSearchTextStatements). */
export const FOLDED_COLUMN = 'zoektekst';

/**
 * PostgreSQL: the searched text folded once, when the row is written, in a stored column with the trigram index on it
 * (docs/decisions/0101-postgres-stored-search-text.md). A trigram index only narrows a LIKE to candidates, and every
 * candidate is checked again: on the folded expression that fold ran again for each one, about 27 µs a row.
 */
export function storedSearchTextStatements(index: SearchIndex): RawBuilder<unknown>[] {
  const { table } = index;
  const zoek = `zoek_${table}`;
  const partial = index.rows ? ` WHERE ${index.rows.where('')}`.replaceAll("'", "''") : '';
  return [
    sql.raw(`ALTER TABLE ${table} ADD COLUMN ${FOLDED_COLUMN} text
      GENERATED ALWAYS AS (camperdeel_fold(${searchText(index)})) STORED`),
    sql.raw(`DROP INDEX IF EXISTS ${zoek}`),
    sql.raw(`DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        EXECUTE 'CREATE INDEX ${zoek} ON ${table} USING gin (${FOLDED_COLUMN} gin_trgm_ops)${partial}';
      END IF;
    END $$`),
  ];
}

/** The statements that remove what `searchIndexStatements` made, so a migration can build it anew in another form. */
export function dropSearchIndexStatements(engine: Engine, index: SearchIndex): RawBuilder<unknown>[] {
  const { table } = index;
  const zoek = `zoek_${table}`;
  if (engine === 'postgres') return [sql.raw(`DROP INDEX IF EXISTS ${zoek}`)];
  return [
    ...['insert', 'update', 'delete'].map((event) =>
      sql.raw(`DROP TRIGGER IF EXISTS ${table}_zoek_${event}`),
    ),
    sql.raw(`DROP TABLE IF EXISTS ${zoek}_fts`),
    sql.raw(`DROP TABLE IF EXISTS ${zoek}`),
  ];
}
