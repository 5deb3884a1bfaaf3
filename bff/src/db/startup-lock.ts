import SQLite from 'better-sqlite3';

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
 */
export async function withStartupLock<T>(databasePath: string, work: () => Promise<T>): Promise<T> {
  if (databasePath === ':memory:') return work();
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
  const lock = new SQLite(`${databasePath}.startup-lock`);
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
