import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';

/**
 * One key for every multi-step write on PostgreSQL: holding it makes writers take turns, as SQLite's single write
 * lock does (docs/decisions/0047-postgresql.md). Any constant works; this one reads "camperde".
 */
export const WRITE_LOCK_KEY = 0x63616d7065726465n;

/**
 * Runs `work` so that the rules re-checked inside see a state no other process can change before commit.
 * SQLite: BEGIN IMMEDIATE takes the write lock up front (Kysely's own transaction() issues a deferred BEGIN, which
 * lets two processes read the same balance and then race to write it).
 * PostgreSQL: BEGIN, then a transaction-scoped advisory lock on one key. Every immediateTransaction of every instance
 * waits for it, so they run one after another like on SQLite; each statement under READ COMMITTED then reads what the
 * previous holder committed. The lock ends with COMMIT or ROLLBACK, also when the connection dies.
 */
export async function immediateTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const postgres = engineOf(db) === 'postgres';
  return db.connection().execute(async (conn) => {
    if (postgres) {
      await sql`BEGIN`.execute(conn);
    } else {
      await sql`BEGIN IMMEDIATE`.execute(conn);
    }
    try {
      if (postgres)
        await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY.toString()}::bigint)`.execute(conn);
      // The connection is held exclusively for this callback, so every query made through it is inside the transaction.
      const result = await work(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn);
      throw error;
    }
  });
}

/**
 * Runs `work` inside the caller's transaction under a savepoint, for what must commit together with a change but
 * must never undo it (the co-owners' notice of a booking): when `work` throws, only its own writes are rolled back,
 * the error is logged as `failure`, and the caller's transaction goes on. Same statements on both engines.
 */
export async function besideTheChange(
  trx: Db,
  failure: string,
  work: (trx: Db) => Promise<void>,
): Promise<void> {
  await sql`SAVEPOINT beside_the_change`.execute(trx);
  try {
    await work(trx);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT beside_the_change`.execute(trx);
    console.error(JSON.stringify({ level: 'error', msg: failure, error: String(error) }));
  }
  await sql`RELEASE SAVEPOINT beside_the_change`.execute(trx);
}

/**
 * Runs `work` in its own immediate transaction after the caller's change has committed, for what follows a change but
 * must never fail it (the co-owners' notice of a block or a damage report): when `work` throws, the error is logged
 * with the fields of `log` and not passed on.
 */
export async function afterTheChange(
  db: Db,
  log: { msg: string; soort: string },
  work: (trx: Db) => Promise<void>,
): Promise<void> {
  try {
    await immediateTransaction(db, work);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', ...log, error: String(error) }));
  }
}
