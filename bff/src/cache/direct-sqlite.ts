import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * The better-sqlite3 handle behind a root Kysely handle on SQLite (the one whose `prepare` reuses statements,
 * db/connection.ts), so hot reads can run their prepared statement synchronously: Kysely's SQLite path
 * (connection provider, mutex, several awaits per query) costs more than our small reads themselves (profile in
 * docs/decisions/0037-api-speed.md). Only the root handle is registered: a transaction's own handle (immediateTransaction's
 * `trx`) is never found here and keeps going through Kysely.
 */
const handles = new WeakMap<Db, SQLite.Database>();

export function registerDirectSqlite(db: Db, sqlite: SQLite.Database): void {
  handles.set(db, sqlite);
}

/**
 * Runs a read-only compiled query (a fixed text: callers pass only their own prepared or constant queries, so the
 * statement map stays small) at once on the root SQLite handle; undefined when that cannot be done: on PostgreSQL,
 * for a statement that writes, or while a transaction is open on the handle (a request's immediateTransaction awaits
 * between its statements, and a direct read would see its uncommitted rows).
 */
export function readNow<Row>(db: Db, query: CompiledQuery): Row[] | undefined {
  const sqlite = handles.get(db);
  if (!sqlite || sqlite.inTransaction) return undefined;
  const statement = sqlite.prepare(query.sql);
  return statement.reader ? (statement.all(query.parameters as unknown[]) as Row[]) : undefined;
}

/** readNow when it can; otherwise the query queues through Kysely (behind an open transaction), exactly as before. */
export async function runRead<Row>(db: Db, query: CompiledQuery): Promise<Row[]> {
  const rows = readNow<Row>(db, query);
  if (rows) return rows;
  const result = await db.executeQuery<Row>(query);
  return result.rows;
}
