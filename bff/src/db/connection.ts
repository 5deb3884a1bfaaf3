import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { rememberPerVersion } from '../cache/per-version.ts';
import { ensurePrivateFile, makePrivateDir } from '../storage/private-files.ts';
import { engineOf, PostgresDdlPlugin, postgresCompat } from './dialect.ts';
import { registerFold } from './fold.ts';
import { migrations } from './migrations/index.ts';
import { runNamed } from './named-statements.ts';
import { rememberPool } from './pool-stats.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;

export type OpenDatabase = { db: Db; sqlite: SQLite.Database };

/** Opens (creating when absent) the SQLite file with the settings every process must share. */
export function openDatabase(path: string): OpenDatabase {
  if (path !== ':memory:') {
    makePrivateDir(dirname(path));
    // Made 0600 before SQLite opens it: SQLite gives the WAL and SHM files the database file's mode.
    ensurePrivateFile(path);
  }
  const sqlite = new SQLite(path);
  // Several processes may share the file (CLI, a second server): wait for a lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  switchToWal(sqlite);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // Deleted and overwritten content is zeroed, not left in free space: an erased member's data leaves the file.
  sqlite.pragma('secure_delete = ON');
  registerFold(sqlite);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  rememberPerVersion(db);
  return { db, sqlite };
}

/** How long a process retries the switch to WAL while another process holds the new file's lock. */
const WAL_SWITCH_MS = 10_000;

/**
 * Turns on WAL. On a new, empty file two processes can both hold the read lock and both ask for the write lock to
 * write the first page; SQLite then refuses one at once (the busy timeout cannot help with that deadlock), so the
 * refused one waits a moment and tries again: by then the other has switched the file and the pragma only reads.
 */
function switchToWal(sqlite: SQLite.Database): void {
  const until = Date.now() + WAL_SWITCH_MS;
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || Date.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.floor(Math.random() * 20));
    }
  }
}

/** True for a PostgreSQL connection string (DATABASE_URL); anything else is a SQLite file path. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * A pool on PostgreSQL. int8 (counts, our BIGINT columns: millisecond timestamps) and numeric (sums) arrive as strings
 * from `pg`; every value we store fits a double exactly, so they are parsed into numbers here, once, for every query.
 */
export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', runNamed);
  // An idle pooled connection that the server drops (restart, failover, a DBA's terminate) emits 'error' on the pool;
  // unheard, that would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    console.error(
      JSON.stringify({ level: 'warn', msg: 'postgres idle connection lost', error: String(error) }),
    );
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  rememberPerVersion(db);
  rememberPool(db, pool);
  return db;
}

/** Opens the configured database: DATABASE_URL when it names PostgreSQL, else the SQLite file. */
export function openTarget(target: string): Db {
  return isPostgresUrl(target) ? openPostgres(target) : openDatabase(target).db;
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const postgres = engineOf(db) === 'postgres';
  const migrator = new Migrator({
    db: postgres ? db.withPlugin(new PostgresDdlPlugin()) : db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (postgres) for (const statement of postgresCompat) await statement.execute(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when the database holds exactly the migrations this release knows, each of them run. */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  if (known.some((migration) => migration.executedAt === undefined)) return false;
  const executed = await db
    .selectFrom('kysely_migration' as never)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(executed.n) === known.length;
}
