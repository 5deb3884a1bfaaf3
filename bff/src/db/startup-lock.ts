import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { ensurePrivateFile } from '../storage/private-files.ts';
import { type Db, isPostgresUrl } from './connection.ts';

/** Longest wait for another process's migrations and demo seed (argon2 hashing and drawn pictures take seconds). */
const WAIT_MS = 120_000;

const inProcess = new Map<string, Promise<unknown>>();

/**
 * Runs `work` (migrations and the demo seed) while no other process on this machine does the same for this database.
 * Kysely's Migrator takes no lock on SQLite (its adapter's acquireMigrationLock is a no-op) and runs in a deferred
 * transaction, so two servers starting at once both saw an empty schema and one crashed ("table users already
 * exists", "UNIQUE constraint failed"). The lock is an EXCLUSIVE transaction on a small SQLite file beside the
 * database: the operating system drops it when the holder dies, even after kill -9, so it never goes stale.
 * Holding it on the database itself would block our own migrations, which write through another connection.
 * On PostgreSQL (`databasePath` is the DATABASE_URL) the lock is a session-level advisory lock held on one pooled
 * connection of `db`: every instance on that database waits for it, and PostgreSQL releases it when the holder's
 * connection ends, so a killed process never leaves it behind either.
 */
export async function withStartupLock<T>(databasePath: string, work: () => Promise<T>, db?: Db): Promise<T> {
  if (databasePath === ':memory:') return work();
  if (isPostgresUrl(databasePath)) {
    if (!db) throw new Error('withStartupLock on PostgreSQL needs the database handle');
    return postgresLockedRun(db, work);
  }
  // Two servers in one process (tests) would otherwise wait synchronously on each other's file lock.
  const before = inProcess.get(databasePath) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(() => lockedRun(databasePath, work));
  inProcess.set(databasePath, run);
  try {
    return await run;
  } finally {
    if (inProcess.get(databasePath) === run) inProcess.delete(databasePath);
  }
}

async function lockedRun<T>(databasePath: string, work: () => Promise<T>): Promise<T> {
  const file = `${databasePath}.startup-lock`;
  ensurePrivateFile(file);
  const lock = new SQLite(file);
  try {
    lock.pragma(`busy_timeout = ${WAIT_MS}`);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

/** Any constant shared by every instance; distinct from the write lock of transaction.ts. */
const STARTUP_LOCK_KEY = '7305854385610600001';

async function postgresLockedRun<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.execute(conn);
    }
  });
}
