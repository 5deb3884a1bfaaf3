import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/connection.ts';
import { runRead } from './direct-sqlite.ts';

/**
 * A value that changes whenever the data behind a cached answer may have changed, read from the database itself so
 * it is exact for every writer: this process (any route, a service, a test writing through the same handle), the
 * CLI, and a second server instance on the same database. A cache compares it before serving and rebuilds on any
 * difference; no write path has to remember to invalidate (see docs/decisions/api-caches.md).
 *
 * - SQLite: `total_changes()` counts every row this connection (Kysely's one) changed, and `data_version` moves
 *   when any other connection (another process) commits. Any write anywhere invalidates: coarse, but exact.
 * - PostgreSQL: per watched table, the row count and the sum of a hash of each row's `xmin` (the transaction that
 *   wrote that row version): an insert, update or delete changes it, and only committed rows are visible.
 */
export type ChangeProbe = () => Promise<string>;

const SQLITE_PROBE = CompiledQuery.raw(
  'select total_changes() as changes, (select data_version from pragma_data_version) as version',
);

/** Table names are our own constants, never input. */
function postgresProbe(tables: readonly string[]): CompiledQuery {
  const parts = tables.map(
    (table) => `(select count(*) || '.' || coalesce(sum(hashtext(xmin::text)), 0) from ${table})`,
  );
  return CompiledQuery.raw(`select ${parts.join(` || '/' || `)} as version`);
}

export function changeProbe(db: Db, tables: readonly string[]): ChangeProbe {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const query = sqlite ? SQLITE_PROBE : postgresProbe(tables);
  return async () => {
    const [row = {}] = await runRead<Record<string, unknown>>(db, query);
    return sqlite ? `${String(row.changes)}:${String(row.version)}` : String(row.version);
  };
}
