import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/connection.ts';

/**
 * A value that changes whenever the data behind a cached answer may have changed, read from the database itself so
 * it is exact for every writer: this process (any route, a service, a test writing through the same handle), the
 * CLI, and a second server instance on the same database. A cache compares it before serving and rebuilds on any
 * difference; no write path has to remember to invalidate (see docs/decisions/0035-api-caches.md).
 *
 * - SQLite: `total_changes()` counts every row this connection (Kysely's one) changed, and `data_version` moves
 *   when any other connection (another process) commits. Any write anywhere invalidates: coarse, but exact.
 * - PostgreSQL: the one row of `data_version`, which every committed transaction that changed a row moves
 *   (db/dialect.ts `postgresCompat`: a deferred trigger at COMMIT). Every instance reads the same row, and a reader
 *   sees a new version no earlier than the rows that moved it.
 */
export type ChangeProbe = () => Promise<string>;

const SQLITE_PROBE = CompiledQuery.raw(
  'select total_changes() as changes, (select data_version from pragma_data_version) as version',
);

/** The PostgreSQL version's query, also read inside other statements (http/rate-limiter.ts: one round trip). */
export const POSTGRES_VERSION_SQL = 'select version from data_version where id = 1';

/** With a parameter, so it runs as a named prepared statement (db/named-statements.ts). */
const POSTGRES_PROBE = CompiledQuery.raw('select version from data_version where id = $1', [1]);

/** The probe's string for the PostgreSQL version, wherever it was read. */
export function postgresVersion(value: unknown): string {
  return String(value);
}

type SqliteVersionRow = { changes: unknown; version: unknown };

function sqliteVersion(row: SqliteVersionRow | undefined): string {
  return `${String(row?.changes)}:${String(row?.version)}`;
}

export function changeProbe(db: Db): ChangeProbe {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return async () => sqliteVersion((await db.executeQuery<SqliteVersionRow>(SQLITE_PROBE)).rows[0]);
  }
  return async () => {
    const [row] = (await db.executeQuery<{ version: unknown }>(POSTGRES_PROBE)).rows;
    return postgresVersion(row?.version);
  };
}
