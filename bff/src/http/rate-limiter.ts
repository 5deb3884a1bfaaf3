import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { engineOf } from '../db/dialect.ts';

/** Outcome of one counted request: allowed, or refused with the seconds until the window resets. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Fixed-window counters per key (e.g. `auth:ip:1.2.3.4`). */
export interface Limiter {
  hit(key: string, limit: number, windowMs: number, nowMs?: number): Promise<RateDecision>;
}

const SWEEP_THRESHOLD = 10_000;
const SWEEP_EVERY_MS = 60_000;

function decide(count: number, resetAt: number, limit: number, nowMs: number): RateDecision {
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)) };
}

/**
 * Counters in this process's memory: the SQLite default, where one server process owns the file
 * (docs/decisions/throttling-shared.md). No I/O on the hot path. Uses the wall clock, not the app's injectable
 * clock, so a test that freezes "today" still gets windows that end.
 */
export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): Promise<RateDecision> {
    return this.hitNow(key, limit, windowMs, nowMs);
  }

  /** hit without a promise: these counters need no I/O (the fast path counts with it). */
  hitNow(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): RateDecision {
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= nowMs) {
      window = { count: 0, resetAt: nowMs + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return decide(window.count, window.resetAt, limit, nowMs);
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= nowMs) this.windows.delete(key);
  }
}

/**
 * Counters in the database, so every instance on it counts in the same window: one atomic upsert per hit (the
 * UPDATE's expressions read the row as it was, so a window that ended starts over at 1), no transaction, no lock
 * held beyond the row. Ended windows are deleted at most once a minute per instance.
 */
export class DatabaseRateLimiter implements Limiter {
  private lastSweep = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async hit(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): Promise<RateDecision> {
    if (nowMs - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = nowMs;
      await this.db.deleteFrom('throttle_counters').where('reset_at', '<=', nowMs).execute();
    }
    const resetAt = nowMs + windowMs;
    const ended = sql<boolean>`throttle_counters.reset_at <= ${nowMs}`;
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE throttle_counters.count + 1 END`,
          reset_at: sql<number>`CASE WHEN ${ended} THEN ${resetAt} ELSE throttle_counters.reset_at END`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    return decide(Number(row.count), Number(row.reset_at), limit, nowMs);
  }
}

/** PostgreSQL (several instances possible): the shared counters; SQLite (one process per file): memory. */
export function createRateLimiter(db: Db): Limiter {
  return engineOf(db) === 'postgres' ? new DatabaseRateLimiter(db) : new RateLimiter();
}
