import type pg from 'pg';
import type { Db } from './connection.ts';

const pools = new WeakMap<Db, pg.Pool>();

/** Called by openPostgres, so the metrics can read the pool behind a handle. */
export function rememberPool(db: Db, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** The PostgreSQL pool's connections; undefined on SQLite (one connection, no pool). */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
