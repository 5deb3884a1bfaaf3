import type { Db } from '../../src/db/connection.ts';

/** A shared throttle counter's stored count (PostgreSQL's `throttle_counters`). */
export async function storedCount(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('throttle_counters')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
