import { CompiledQuery } from 'kysely';
import { POSTGRES_VERSION_SQL, postgresVersion } from '../cache/change-probe.ts';
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

/** A counted hit together with the database version read in the same statement (cache/change-probe.ts). */
export type HitWithVersion = { decision: RateDecision; version: string };

/**
 * One hit as one atomic upsert (the UPDATE's expressions read the row as it was, so a window that ended starts over
 * at 1) that also returns the shared database version: the fast path (fast-reads.ts) needs both for a read, and one
 * statement is one round trip instead of two. Compiled once; only the values change.
 */
const HIT_SQL = `insert into throttle_counters (key, count, reset_at) values ($1, 1, $2)
  on conflict (key) do update set
    count = case when throttle_counters.reset_at <= $3 then 1 else throttle_counters.count + 1 end,
    reset_at = case when throttle_counters.reset_at <= $3 then $2 else throttle_counters.reset_at end
  returning count, reset_at, (${POSTGRES_VERSION_SQL}) as version`;

type HitRow = { count: unknown; reset_at: unknown; version: unknown };

/**
 * Counters in the database (PostgreSQL), so every instance on it counts in the same window: one statement per hit,
 * no transaction, no lock held beyond the row. Ended windows are deleted at most once a minute per instance.
 */
export class DatabaseRateLimiter implements Limiter {
  private lastSweep = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async hit(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): Promise<RateDecision> {
    return (await this.hitWithVersion(key, limit, windowMs, nowMs)).decision;
  }

  async hitWithVersion(
    key: string,
    limit: number,
    windowMs: number,
    nowMs: number = Date.now(),
  ): Promise<HitWithVersion> {
    if (nowMs - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = nowMs;
      await this.db.deleteFrom('throttle_counters').where('reset_at', '<=', nowMs).execute();
    }
    const { rows } = await this.db.executeQuery<HitRow>(
      CompiledQuery.raw(HIT_SQL, [key, nowMs + windowMs, nowMs]),
    );
    const row = rows[0];
    if (!row) throw new Error('throttle: the upsert returned no row');
    return {
      decision: decide(Number(row.count), Number(row.reset_at), limit, nowMs),
      version: postgresVersion(row.version),
    };
  }
}

/** PostgreSQL (several instances possible): the shared counters; SQLite (one process per file): memory. */
export function createRateLimiter(db: Db): Limiter {
  return engineOf(db) === 'postgres' ? new DatabaseRateLimiter(db) : new RateLimiter();
}
