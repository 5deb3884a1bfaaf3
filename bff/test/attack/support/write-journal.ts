import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../src/db/connection.ts';
import { engineOf } from '../../../src/db/dialect.ts';
import { REFUSAL_RECORDS, refusalRecords, snapshotTables, sqliteColumns } from './snapshot.ts';

/** Rows as multisets: per table, each row's text and how often it is there (negative: that many removed). */
export type Rows = Map<string, Map<string, number>>;

export type Written = {
  /** A line per table whose rows changed: rows added and removed that do not cancel out. */
  lines: string[];
  /** The net rows per table; a table written without a net change is there with no rows. */
  rows: Rows;
};

export type WriteJournal = {
  /** What was written since the last take (or since the journal began); forgotten once taken. */
  take: () => Promise<Written>;
  /** Every row of every journalled table as it is now, in the journal's text form. */
  current: () => Promise<Rows>;
};

type Entry = { tbl: string; sign: number; r: string };

const SCHEMA = 'write_journal';

/**
 * Every row written, so a refused request is judged by what it wrote instead of by reading every table twice
 * (docs/decisions/0096-compile-cache-and-write-journal.md). Triggers on every table a snapshot compares append each row a write
 * adds (+1) or removes (-1), as the row's full text; an update adds both, the old row out and the new one in.
 * Cascades fire them too. A request changed a table's content exactly when the rows it added and the rows it
 * removed there do not cancel out: the same multiset equality the snapshot's row count and content hash test
 * (support/snapshot.ts), at the cost of the rows written, not of the tables' size. Rows a refusal may write (the
 * throttle's counters, its audit records) are left out as the snapshot leaves them out.
 * - SQLite: TEMP triggers and a TEMP table on the test's own connection (the server's, in this process); nothing in
 *   the file or its schema changes. A write the triggers cannot see (another connection's commit, a schema change)
 *   makes `take` throw instead of pass unseen.
 * - PostgreSQL: one trigger function and the journal in a schema of their own, outside the schema the snapshot
 *   reads; a refused request's rolled-back transaction takes its journal rows with it.
 */
export async function journalWrites(db: Db): Promise<WriteJournal> {
  const tables = await snapshotTables(db);
  const postgres = engineOf(db) === 'postgres';
  const engine = postgres ? await postgresJournal(db, tables) : await sqliteJournal(db, tables);
  return {
    take: async () => {
      const rows: Rows = new Map();
      for (const { tbl, sign, r } of await engine.take()) addRow(rows, tbl, r, Number(sign));
      return { lines: changeLines(rows), rows };
    },
    current: async () => {
      const rows: Rows = new Map();
      for (const { tbl, r } of await engine.all()) addRow(rows, tbl, r, 1);
      return rows;
    },
  };
}

function addRow(rows: Rows, table: string, row: string, count: number): void {
  const counts = rows.get(table) ?? new Map<string, number>();
  rows.set(table, counts);
  const n = (counts.get(row) ?? 0) + count;
  if (n === 0) counts.delete(row);
  else counts.set(row, n);
}

/** Adds `more` to `into`, row by row; returns `into`. */
export function addRows(into: Rows, more: Rows): Rows {
  for (const [table, counts] of more) for (const [row, n] of counts) addRow(into, table, row, n);
  return into;
}

export function copyRows(rows: Rows): Rows {
  return addRows(new Map(), rows);
}

/** "table x: …" per table whose rows in `rows` do not cancel out, with one of them as an example. */
function changeLines(rows: Rows): string[] {
  const lines: string[] = [];
  for (const [table, counts] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    if (counts.size === 0) continue;
    let [added, removed] = [0, 0];
    for (const n of counts.values()) {
      if (n > 0) added += n;
      else removed -= n;
    }
    const [row, n] = [...counts][0] ?? ['', 0];
    lines.push(
      `table ${table}: ${added} rows added, ${removed} removed (${n > 0 ? '+' : '-'} ${row.slice(0, 300)})`,
    );
  }
  return lines;
}

/** The tables whose rows in `actual` are not `expected`: what the journal did not account for. */
export function rowDifferences(expected: Rows, actual: Rows): string[] {
  const difference = copyRows(actual);
  for (const [table, counts] of expected) for (const [row, n] of counts) addRow(difference, table, row, -n);
  return changeLines(difference);
}

type Engine = { take: () => Promise<Entry[]>; all: () => Promise<Entry[]> };

/** Each engine takes and empties the journal in one statement: a write between reading and emptying is not lost. */
async function sqliteJournal(db: Db, tables: string[]): Promise<Engine> {
  await sql`CREATE TEMP TABLE IF NOT EXISTS ${sql.raw(SCHEMA)} (tbl TEXT NOT NULL, sign INTEGER NOT NULL, r TEXT NOT NULL)`.execute(
    db,
  );
  const rowTexts = new Map<string, (alias: string) => RawBuilder<unknown>>();
  for (const [index, table] of tables.entries()) {
    const columns = await sqliteColumns(db, table);
    const row = (alias: string) =>
      sql.raw(columns.map((c) => `quote(${alias}."${c.replaceAll('"', '""')}")`).join(" || '|' || "));
    const kept = (alias: string) =>
      table === REFUSAL_RECORDS.table
        ? sql`${sql.raw(`${alias}."${REFUSAL_RECORDS.column}"`)} NOT IN (${sql.join(REFUSAL_RECORDS.values.map((v) => sql.lit(v)))})`
        : sql`1`;
    // No key on the journal: a trigger's statement takes the conflict policy of the write that fired it.
    const note = (alias: string, sign: number) =>
      sql`INSERT INTO ${sql.raw(SCHEMA)} (tbl, sign, r) SELECT ${sql.lit(table)}, ${sql.lit(sign)}, ${row(alias)} WHERE ${kept(alias)};`;
    rowTexts.set(table, row);
    const bodies = {
      insert: sql`${note('NEW', 1)}`,
      delete: sql`${note('OLD', -1)}`,
      update: sql`${note('OLD', -1)} ${note('NEW', 1)}`,
    };
    for (const [event, body] of Object.entries(bodies)) {
      const trigger = sql.raw(`${SCHEMA}_${index}_${event}`);
      await sql`DROP TRIGGER IF EXISTS temp.${trigger}`.execute(db);
      await sql`CREATE TEMP TRIGGER ${trigger} AFTER ${sql.raw(event.toUpperCase())} ON main.${sql.table(table)}
        BEGIN ${body} END`.execute(db);
    }
  }
  // Another connection's commit moves data_version; a migration or new table moves schema_version.
  const marker = async (): Promise<string> => {
    const { rows } = await sql<{ d: number; s: number }>`
      SELECT (SELECT data_version FROM pragma_data_version) AS d, (SELECT schema_version FROM pragma_schema_version) AS s
    `.execute(db);
    return `${rows[0]?.d}/${rows[0]?.s}`;
  };
  const seen = await marker();
  await sql`DELETE FROM ${sql.raw(SCHEMA)}`.execute(db);
  return {
    take: async () => {
      const now = await marker();
      if (now !== seen)
        throw new Error(`the database changed outside this connection's triggers (${seen} → ${now})`);
      const { rows } = await sql<Entry>`DELETE FROM ${sql.raw(SCHEMA)} RETURNING tbl, sign, r`.execute(db);
      return rows;
    },
    all: async () => {
      const out: Entry[] = [];
      for (const [table, row] of rowTexts) {
        const { rows } = await sql<Entry>`
          SELECT ${sql.lit(table)} AS tbl, 1 AS sign, ${row('t')} AS r FROM main.${sql.table(table)} AS t ${refusalRecords(table)}
        `.execute(db);
        out.push(...rows);
      }
      return out;
    },
  };
}

async function postgresJournal(db: Db, tables: string[]): Promise<Engine> {
  const values = sql.join(REFUSAL_RECORDS.values.map((v) => sql.lit(v)));
  const refusal = (record: string) =>
    sql`TG_TABLE_NAME = ${sql.lit(REFUSAL_RECORDS.table)} AND to_jsonb(${sql.raw(record)}) ->> ${sql.lit(REFUSAL_RECORDS.column)} IN (${values})`;
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.raw(SCHEMA)}`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS ${sql.raw(SCHEMA)}.rows (tbl text NOT NULL, sign integer NOT NULL, r text NOT NULL)`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION ${sql.raw(SCHEMA)}.note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' AND NOT (${refusal('OLD')}) THEN
        INSERT INTO ${sql.raw(SCHEMA)}.rows VALUES (TG_TABLE_NAME, -1, to_jsonb(OLD)::text);
      END IF;
      IF TG_OP <> 'DELETE' AND NOT (${refusal('NEW')}) THEN
        INSERT INTO ${sql.raw(SCHEMA)}.rows VALUES (TG_TABLE_NAME, 1, to_jsonb(NEW)::text);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of tables) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(SCHEMA)} ON ${sql.table(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(SCHEMA)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ${sql.raw(SCHEMA)}.note()`.execute(db);
  }
  await sql`DELETE FROM ${sql.raw(SCHEMA)}.rows`.execute(db);
  const everyRow = sql.join(
    tables.map(
      (table) =>
        sql`SELECT ${sql.lit(table)} AS tbl, 1 AS sign, to_jsonb(t)::text AS r FROM ${sql.table(table)} AS t ${refusalRecords(table)}`,
    ),
    sql` UNION ALL `,
  );
  return {
    take: async () =>
      (await sql<Entry>`DELETE FROM ${sql.raw(SCHEMA)}.rows RETURNING tbl, sign, r`.execute(db)).rows,
    all: async () => (await sql<Entry>`${everyRow}`.execute(db)).rows,
  };
}
