import { sql } from 'kysely';
import type { Db } from './connection.ts';

/**
 * Runs `work` inside BEGIN IMMEDIATE: the write lock is taken up front, so the rules re-checked inside see a state no
 * other process can change before commit. Kysely's own transaction() issues a deferred BEGIN, which lets two
 * processes read the same balance and then race to write it.
 */
export async function immediateTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
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
