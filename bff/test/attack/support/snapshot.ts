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

export async function sqliteColumns(db: Db, table: string): Promise<string[]> {
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
export const REFUSAL_RECORDS = {
  table: 'audit_log',
  column: 'soort',
  values: [SECURITY_EVENTS.loginFailed, SECURITY_EVENTS.passwordCheckFailed],
} as const;

/** The WHERE clause that leaves those rows out of `table`'s rows (none elsewhere). */
export function refusalRecords(table: string) {
  const { column, values } = REFUSAL_RECORDS;
  return table === REFUSAL_RECORDS.table ? sql`WHERE ${sql.ref(column)} NOT IN (${sql.join(values)})` : sql``;
}

/** The tables a snapshot compares: every table but the refusal counters (and SQLite's search indexes). */
export async function snapshotTables(db: Db): Promise<string[]> {
  return (await tableNames(db)).filter((table) => !COUNTS_REFUSALS.has(table));
}

/** Every file under `folders` (the storage folder, the mail outbox) by size, inode and modification time. */
export function fileState(...folders: string[]): StateSnapshot {
  const out: StateSnapshot = {};
  for (const folder of folders) fileDigests(folder, out);
  return out;
}

/** Every table of `db` and every file under `folders` (the storage folder, the mail outbox). */
export async function snapshotState(db: Db, ...folders: string[]): Promise<StateSnapshot> {
  const out: StateSnapshot = {};
  const tables = await snapshotTables(db);
  if (engineOf(db) === 'postgres') {
    for (const [table, digest] of await postgresDigests(db, tables)) out[`table ${table}`] = digest;
  } else {
    for (const table of tables) out[`table ${table}`] = await sqliteDigest(db, table);
  }
  return { ...out, ...fileState(...folders) };
}

/** The entries that differ, as "key: before → after" lines (empty when nothing changed). */
export function stateChanges(before: StateSnapshot, after: StateSnapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k] ?? '(none)'} → ${after[k] ?? '(none)'}`);
}
