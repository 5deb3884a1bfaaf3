import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * The better-sqlite3 handle behind a root Kysely handle on SQLite, so hot reads can run their prepared statement
 * synchronously: Kysely's SQLite path (connection provider, mutex, several awaits per query) costs more than our
 * small reads themselves (profile in README, API speed). Only the root handle is registered: a transaction's own
 * handle (immediateTransaction's `trx`) is never found here and keeps going through Kysely.
 */
const handles = new WeakMap<Db, SQLite.Database>();

export function registerDirectSqlite(db: Db, sqlite: SQLite.Database): void {
  handles.set(db, sqlite);
}

const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

function statementFor(sqlite: SQLite.Database, source: string): SQLite.Statement {
  let cache = statements.get(sqlite);
  if (!cache) {
    cache = new Map();
    statements.set(sqlite, cache);
  }
  let statement = cache.get(source);
  if (!statement) {
    statement = sqlite.prepare(source);
    cache.set(source, statement);
  }
  return statement;
}

/**
 * Runs a read-only compiled query (a fixed text: callers pass only their own prepared or constant queries, so the
 * statement map stays small). Directly when the root SQLite handle is free; while a transaction is open on it (a
 * request's immediateTransaction awaits between its statements) a direct read would see that transaction's
 * uncommitted rows, so the query then queues behind it through Kysely, exactly as before.
 */
export async function runRead<Row>(db: Db, query: CompiledQuery): Promise<Row[]> {
  const sqlite = handles.get(db);
  if (sqlite && !sqlite.inTransaction) {
    const statement = statementFor(sqlite, query.sql);
    if (statement.reader) return statement.all(query.parameters as unknown[]) as Row[];
  }
  const result = await db.executeQuery<Row>(query);
  return result.rows;
}
