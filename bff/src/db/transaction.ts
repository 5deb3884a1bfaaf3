import { sql } from 'kysely';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';

/**
 * The key every multi-step write on PostgreSQL takes: exclusively, so writers take turns as under SQLite's single
 * write lock (docs/decisions/0047-postgresql.md), or shared by a scoped write (below). Any constant works; this one
 * reads "camperde".
 */
export const WRITE_LOCK_KEY = 0x63616d7065726465n;

/**
 * What a write may change, when that is less than everything: a booking or a cancellation touches one camper's
 * calendar and one member's credits (the member's co-owners share that camper). On PostgreSQL, writes with disjoint
 * scopes run side by side; SQLite has one writer whatever the scope.
 */
export type WriteScope = { camperId: string; userId: string };

/** Namespaces of the two-key advisory locks of a scope (the key is the id's hash; a collision only makes two wait). */
const CAMPER_LOCK = 1;
const MEMBER_LOCK = 2;

/**
 * Runs `work` so that the rules re-checked inside see a state no other process can change before commit.
 * SQLite: BEGIN IMMEDIATE takes the write lock up front (Kysely's own transaction() issues a deferred BEGIN, which
 * lets two processes read the same balance and then race to write it).
 * PostgreSQL: BEGIN, then transaction-scoped advisory locks. Without a scope, one key taken exclusively: every such
 * write of every instance waits for the others, like on SQLite. With a scope, that key is taken shared, and the
 * scope's camper and member keys exclusively (always in this order, so two scoped writes never wait for each other
 * in a circle): scoped writes of other campers and members go on meanwhile, and an unscoped write (an admin changing
 * credits, a round being allocated) still waits for every scoped one and they for it. Each statement under READ
 * COMMITTED then reads what the previous holder committed. The locks end with COMMIT or ROLLBACK, also when the
 * connection dies.
 */
export async function immediateTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  scope?: WriteScope,
): Promise<T> {
  const postgres = engineOf(db) === 'postgres';
  return db.connection().execute(async (conn) => {
    if (postgres) {
      await sql`BEGIN`.execute(conn);
    } else {
      await sql`BEGIN IMMEDIATE`.execute(conn);
    }
    try {
      if (postgres && scope) {
        await sql`SELECT pg_advisory_xact_lock_shared(${WRITE_LOCK_KEY.toString()}::bigint),
          pg_advisory_xact_lock(${CAMPER_LOCK}, hashtext(${scope.camperId})),
          pg_advisory_xact_lock(${MEMBER_LOCK}, hashtext(${scope.userId}))`.execute(conn);
      } else if (postgres) {
        await sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY.toString()}::bigint)`.execute(conn);
      }
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
