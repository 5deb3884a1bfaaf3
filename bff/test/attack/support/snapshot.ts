import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/connection.ts';
import { engineOf } from '../../../src/db/dialect.ts';
import { SECURITY_EVENTS } from '../../../src/modules/audit/record.ts';

/**
 * The whole persistent state in a comparable form: per table its row count and a hash of every row (all columns,
 * typed so 1 and '1' differ; SQLite or PostgreSQL, whichever the test server runs on), and per stored file its size, inode and mtime. A refused
 * request must leave every entry exactly as it was.
 */
export type StateSnapshot = Record<string, string>;

async function tableNames(db: Db): Promise<string[]> {
  const { rows } =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
        `.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
            -- The search indexes (migration 0015) follow profiles and campers, which are compared themselves.
            AND substr(name, 1, 5) <> 'zoek_'
          ORDER BY name
        `.execute(db);
  return rows.map((r) => r.name);
}

async function sqliteColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((r) => r.name);
}

const columnsCache = new Map<string, string[]>();

/** SQLite: every column through quote() so types count (1 and '1' differ); the concatenation runs inside SQLite. */
async function sqliteRows(db: Db, table: string): Promise<{ n: number; all: string | null } | undefined> {
  const where = refusalRecords(table);
  let columns = columnsCache.get(table);
  if (!columns) {
    columns = await sqliteColumns(db, table);
    columnsCache.set(table, columns);
  }
  const row = columns.map((c) => `quote("${c.replaceAll('"', '""')}")`).join(" || '|' || ");
  // Ordered by content, not rowid, so WITHOUT ROWID tables work too; group_concat runs inside SQLite (fast).
  const { rows } = await sql<{ n: number; all: string | null }>`
    SELECT count(*) AS n, group_concat(r, char(10)) AS "all"
    FROM (SELECT ${sql.raw(row)} AS r FROM ${sql.table(table)} ${where} ORDER BY 1)
  `.execute(db);
  return rows[0];
}

/**
 * PostgreSQL: every table in one statement (one round trip, not one per table), each row as its jsonb text (typed:
 * 1 and "1" differ), ordered by content and hashed in the server, so only a count and a digest per table travel.
 */
async function postgresDigests(db: Db, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) => sql`
      SELECT ${table} AS name, count(*) AS n, md5(coalesce(string_agg(r, chr(10) ORDER BY r), '')) AS h
      FROM (SELECT to_jsonb(t)::text AS r FROM ${sql.table(table)} AS t ${refusalRecords(table)}) AS rows`,
  );
  const { rows } = await sql<{
    name: string;
    n: string | number;
    h: string;
  }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return new Map(rows.map((r) => [r.name, `${Number(r.n)} rows ${r.h.slice(0, 16)}`]));
}

async function sqliteDigest(db: Db, table: string): Promise<string> {
  const first = await sqliteRows(db, table);
  const hash = createHash('sha256')
    .update(first?.all ?? '')
    .digest('hex')
    .slice(0, 16);
  return `${first?.n ?? 0} rows ${hash}`;
}

/**
 * Files by size, inode and modification time: a write, replace or delete changes at least one of them, and
 * hashing every stored file twice per request would make the fuzz slow as uploads accumulate.
 */
function fileDigests(root: string, into: StateSnapshot): void {
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return;
  }
  for (const entry of entries.sort()) {
    const path = join(root, entry);
    const stat = statSync(path);
    if (stat.isFile())
      into[`file ${path}`] = `${stat.size} bytes, inode ${stat.ino}, modified ${stat.mtimeMs}`;
  }
}

/** Every table of `db` and every file under `folders` (the storage folder, the mail outbox). */
/**
 * Tables a refused request may change: the throttle's counters (kept in the database on PostgreSQL so instances
 * share them) count every attempt, refused ones above all; that counting is the defence, not a leak. The shared
 * database version (PostgreSQL) holds no data and moves with any committed row, so also with the refusal records
 * below; every table it stands for is compared itself.
 */
const COUNTS_REFUSALS = new Set(['throttle_counters', 'data_version']);

/**
 * Rows a refused request must write: a failed login on an existing account, and a wrong password confirming a
 * password change or an account's erasure, are security events in the audit log (docs/security.md), so those
 * refusals are recorded on purpose; every other audit row still counts.
 */
function refusalRecords(table: string) {
  return table === 'audit_log'
    ? sql`WHERE soort NOT IN (${SECURITY_EVENTS.loginFailed}, ${SECURITY_EVENTS.passwordCheckFailed})`
    : sql``;
}

export async function snapshotState(db: Db, ...folders: string[]): Promise<StateSnapshot> {
  const out: StateSnapshot = {};
  const tables = (await tableNames(db)).filter((table) => !COUNTS_REFUSALS.has(table));
  if (engineOf(db) === 'postgres') {
    for (const [table, digest] of await postgresDigests(db, tables)) out[`table ${table}`] = digest;
  } else {
    for (const table of tables) out[`table ${table}`] = await sqliteDigest(db, table);
  }
  for (const folder of folders) fileDigests(folder, out);
  return out;
}

/** The entries that differ, as "key: before → after" lines (empty when nothing changed). */
export function stateChanges(before: StateSnapshot, after: StateSnapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k] ?? '(none)'} → ${after[k] ?? '(none)'}`);
}

/** Keeps a snapshot current by re-reading only what changed since the last call; see {@link trackSnapshots}. */
export type SnapshotTracker = () => Promise<StateSnapshot>;

/**
 * Repeated snapshots of one server's state that cost what changed, not the whole database: on SQLite, TEMP triggers
 * (on this connection only: nothing in the file or its schema changes) note every table a row is inserted into,
 * updated in or deleted from — cascades, REPLACE and upserts included — and a snapshot re-reads just those tables and
 * keeps the digests of the others. Anything the triggers cannot see (another connection's write, a schema change)
 * makes it read everything again. Files are listed anew every time. On PostgreSQL every call is a full snapshot (one
 * round trip already). The fuzz compares the result with a full snapshot after every route
 * (docs/decisions/0089-test-time-budget.md).
 */
export async function trackSnapshots(db: Db, ...folders: string[]): Promise<SnapshotTracker> {
  if (engineOf(db) === 'postgres') return () => snapshotState(db, ...folders);
  let tables: string[] = [];
  let digests = new Map<string, string>();
  let seen = '';
  const watch = async (): Promise<void> => {
    tables = (await tableNames(db)).filter((table) => !COUNTS_REFUSALS.has(table));
    // No key to conflict on: a trigger's statement takes the conflict policy of the write that fired it, so an
    // INSERT OR IGNORE here would fail a plain INSERT of the server whose table is already noted.
    await sql`CREATE TEMP TABLE IF NOT EXISTS snapshot_touched (name TEXT NOT NULL)`.execute(db);
    for (const [index, table] of tables.entries()) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        const trigger = `snapshot_touched_${index}_${event.toLowerCase()}`;
        await sql`DROP TRIGGER IF EXISTS temp.${sql.raw(trigger)}`.execute(db);
        await sql`
          CREATE TEMP TRIGGER ${sql.raw(trigger)} AFTER ${sql.raw(event)} ON main.${sql.table(table)}
          BEGIN
            INSERT INTO snapshot_touched (name)
            SELECT ${sql.lit(table)} WHERE NOT EXISTS (SELECT 1 FROM snapshot_touched WHERE name = ${sql.lit(table)});
          END
        `.execute(db);
      }
    }
  };
  // Another connection's commit moves data_version; a migration or new table moves schema_version.
  const marker = async (): Promise<string> => {
    const { rows } = await sql<{ d: number; s: number }>`
      SELECT (SELECT data_version FROM pragma_data_version) AS d, (SELECT schema_version FROM pragma_schema_version) AS s
    `.execute(db);
    return `${rows[0]?.d}/${rows[0]?.s}`;
  };
  return async () => {
    const now = await marker();
    let reread: Iterable<string>;
    if (now !== seen) {
      await watch();
      seen = await marker();
      digests = new Map();
      await sql`DELETE FROM snapshot_touched`.execute(db);
      reread = tables;
    } else {
      // One statement takes and clears the list, so a write between the two cannot go unnoticed.
      const { rows } = await sql<{ name: string }>`DELETE FROM snapshot_touched RETURNING name`.execute(db);
      reread = new Set(rows.map((r) => r.name));
    }
    for (const table of reread) digests.set(table, await sqliteDigest(db, table));
    const out: StateSnapshot = {};
    for (const table of tables) out[`table ${table}`] = digests.get(table) ?? '';
    for (const folder of folders) fileDigests(folder, out);
    return out;
  };
}
