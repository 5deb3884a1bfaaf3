import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/connection.ts';
import { readNow, runRead } from './direct-sqlite.ts';

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
    return async () => sqliteVersion((await runRead<SqliteVersionRow>(db, SQLITE_PROBE))[0]);
  }
  return async () => {
    const [row] = await runRead<{ version: unknown }>(db, POSTGRES_PROBE);
    return postgresVersion(row?.version);
  };
}

/** The two halves of the SQLite version, apart: total_changes() reads no file; data_version takes the file's locks. */
const TOTAL_CHANGES = CompiledQuery.raw('select total_changes() as changes');
const DATA_VERSION = CompiledQuery.raw('select data_version as version from pragma_data_version');

/** data_version per handle, read once in this turn of the event loop (versionThisTurn). */
const dataVersionThisTurn = new Map<Db, unknown>();

/**
 * The SQLite probe's version (the same string the probe gives) read at once, for answers served from memory without
 * an await (http/fast-reads.ts); undefined on PostgreSQL or while a transaction is open on the handle.
 *
 * Only `data_version`, which moves when another connection commits, costs something (two fcntl lock calls per read,
 * measured with strace), so it is read once per turn of the event loop and shared by the requests handled in that
 * turn: they were all received before the loop's poll returned, so a version read after that is at least as new as
 * each of them. `total_changes()`, which moves with every write of this process, is read for every request, so a
 * write of this process is always seen by the next request.
 */
export function versionThisTurn(db: Db): string | undefined {
  const changes = readNow<{ changes: unknown }>(db, TOTAL_CHANGES);
  if (!changes) return undefined;
  if (!dataVersionThisTurn.has(db)) {
    const rows = readNow<{ version: unknown }>(db, DATA_VERSION);
    if (!rows) return undefined;
    // Requests arrive in the poll phase; the check phase right after it ends the turn.
    if (dataVersionThisTurn.size === 0) setImmediate(() => dataVersionThisTurn.clear());
    dataVersionThisTurn.set(db, rows[0]?.version);
  }
  return sqliteVersion({ changes: changes[0]?.changes, version: dataVersionThisTurn.get(db) });
}
