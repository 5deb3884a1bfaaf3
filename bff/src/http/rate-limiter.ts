import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { POSTGRES_VERSION_SQL, postgresVersion } from '../cache/change-probe.ts';
import type { Db } from '../db/connection.ts';
import { engineOf } from '../db/dialect.ts';
import { deleteEndedThrottleWindows } from '../db/prune.ts';

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
 * (docs/decisions/0049-throttling-shared.md). No I/O on the hot path. Uses the wall clock, not the app's injectable
 * clock, so a test that freezes "today" still gets windows that end.
 */
export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number, nowMs: number = Date.now()): Promise<RateDecision> {
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
 * The hits of one turn of the event loop as one atomic upsert, one row per key with its number of hits (the UPDATE's
 * expressions read the row as it was, so a window that ended starts over with this batch), which also returns the
 * shared database version: a read's cached answer (cache/per-version.ts) needs it, and one statement is one round
 * trip instead of two. The text is fixed (the keys go in as arrays), so it is prepared once per connection.
 */
const HITS_SQL = `insert into throttle_counters (key, count, reset_at)
    select * from unnest($1::text[], $2::bigint[], $3::bigint[])
  on conflict (key) do update set
    count = case when throttle_counters.reset_at <= $4 then excluded.count
      else throttle_counters.count + excluded.count end,
    reset_at = case when throttle_counters.reset_at <= $4 then excluded.reset_at else throttle_counters.reset_at end
  returning key, count, reset_at, (${POSTGRES_VERSION_SQL}) as version`;

type HitsRow = { key: string; count: unknown; reset_at: unknown; version: unknown };

/** Longer keys are stored as their hash: a btree entry has a size limit, and no key should come near it. */
const MAX_STORED_KEY = 200;

/**
 * A key PostgreSQL accepts whatever a client put into it (an address, an e-mail address): one bad key in a batch
 * would fail the statement, and with it every other request of that turn. NUL is the one character text refuses.
 */
function storableKey(key: string): string {
  return key.length > MAX_STORED_KEY || key.includes('\u0000')
    ? `sha256:${createHash('sha256').update(key).digest('base64url')}`
    : key;
}

type PendingHit = {
  key: string;
  limit: number;
  windowMs: number;
  waiter: { resolve: (hit: HitWithVersion) => void; reject: (error: unknown) => void };
};

/**
 * Counters in the database (PostgreSQL), so every instance on it counts in the same window. Hits are counted in one
 * statement at a time, with every hit that asked while the previous one was out (no transaction, no lock held beyond
 * the rows): exact counts, each hit judged on its own place in its key's current count, and under load one round
 * trip for many requests. Ended windows are deleted at most once a minute per instance.
 */
export class DatabaseRateLimiter implements Limiter {
  private lastSweep = 0;
  private pending: PendingHit[] = [];
  private immediate: NodeJS.Immediate | undefined;
  private counting = false;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return (await this.hitWithVersion(key, limit, windowMs)).decision;
  }

  hitWithVersion(key: string, limit: number, windowMs: number): Promise<HitWithVersion> {
    return new Promise((resolve, reject) => {
      this.pending.push({ key: storableKey(key), limit, windowMs, waiter: { resolve, reject } });
      this.schedule();
    });
  }

  /**
   * One statement at a time: the hits that ask while one is out wait for it and go together in the next. When none is
   * out, the check phase right after the poll sends it (every request of this turn has asked by then).
   */
  private schedule(): void {
    if (this.counting || this.pending.length === 0 || this.immediate) return;
    this.immediate = setImmediate(() => {
      this.immediate = undefined;
      void this.countPending();
    });
  }

  private async countPending(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.counting = true;
    const nowMs = Date.now();
    const perKey = new Map<string, { hits: number; resetAt: number }>();
    for (const { key, windowMs } of batch) {
      const counted = perKey.get(key);
      if (counted) counted.hits += 1;
      else perKey.set(key, { hits: 1, resetAt: nowMs + windowMs });
    }
    try {
      if (nowMs - this.lastSweep > SWEEP_EVERY_MS) {
        this.lastSweep = nowMs;
        await deleteEndedThrottleWindows(this.db, nowMs);
      }
      // One order for every instance: the upsert locks its rows in array order, and two batches that lock the same
      // keys in opposite orders deadlock (PostgreSQL then fails one, and every request of its turn with it).
      const keys = [...perKey.keys()].sort();
      const { rows } = await this.db.executeQuery<HitsRow>(
        CompiledQuery.raw(HITS_SQL, [
          keys,
          keys.map((key) => perKey.get(key)?.hits),
          keys.map((key) => perKey.get(key)?.resetAt),
          nowMs,
        ]),
      );
      const after = new Map(rows.map((row) => [row.key, row]));
      const version = rows[0] === undefined ? undefined : postgresVersion(rows[0].version);
      // The batch's hits are the last ones of their key's count, in the order they asked.
      const place = new Map<string, number>();
      for (const { key, limit, waiter } of batch) {
        const row = after.get(key);
        const hits = perKey.get(key)?.hits ?? 0;
        const seen = place.get(key) ?? 0;
        place.set(key, seen + 1);
        if (!row || version === undefined) {
          waiter.reject(new Error('throttle: the upsert returned no row'));
          continue;
        }
        const count = Number(row.count) - hits + 1 + seen;
        waiter.resolve({ decision: decide(count, Number(row.reset_at), limit, nowMs), version });
      }
    } catch (error) {
      for (const { waiter } of batch) waiter.reject(error);
    } finally {
      this.counting = false;
      this.schedule();
    }
  }
}

/** PostgreSQL (several instances possible): the shared counters; SQLite (one process per file): memory. */
export function createRateLimiter(db: Db): Limiter {
  return engineOf(db) === 'postgres' ? new DatabaseRateLimiter(db) : new RateLimiter();
}
