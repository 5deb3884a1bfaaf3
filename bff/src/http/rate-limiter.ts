import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { POSTGRES_VERSION_SQL, postgresVersion } from '../cache/change-probe.ts';
import type { Db } from '../db/connection.ts';
import { engineOf } from '../db/dialect.ts';
import { writeEpoch } from '../db/write-epoch.ts';

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
 * The hits of one turn of the event loop as one atomic upsert, one row per key with its number of hits (the UPDATE's
 * expressions read the row as it was, so a window that ended starts over with this batch), which also returns the
 * shared database version: the fast path (fast-reads.ts) needs both for a read, and one statement is one round trip
 * instead of two. The text is fixed (the keys go in as arrays), so it is prepared once per connection.
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
  /** Absent for a hit already answered from the last count (hitIfFresh): it only has to be counted. */
  waiter?: { resolve: (hit: HitWithVersion) => void; reject: (error: unknown) => void };
};

/**
 * When an answer may come from the last count (hitIfFresh): the instance is busy, its last statement was sent less
 * than FRESH_MS ago, and this process has written nothing since. Busy: a statement counted at least BUSY_HITS hits
 * (a client that waits for each answer never fills one alone, nor do one or two browser pages' parallel loads, the
 * calendar page's five), and every statement since counted at least STILL_BUSY_HITS (hits keep arriving faster than
 * the statements return). So a read waits for the database whenever the instance is quiet, and under load a version
 * is at most FRESH_MS old, far less than a write through another instance and the read back take a client; a
 * process always reads its own writes.
 */
export const FRESH_MS = 3;
export const BUSY_HITS = 8;
export const STILL_BUSY_HITS = 2;
/**
 * Hits that only have to be counted wait at most this long for their statement, so that under load one statement
 * counts a few milliseconds of requests and the next version is read before the last one is FRESH_MS old.
 */
const COUNT_WITHIN_MS = 2;

/** The part of a limit within which every hit waits for its exact count (hitIfFresh): a tenth, at least ten. */
function margin(limit: number): number {
  return Math.max(10, Math.ceil(limit / 10));
}

/**
 * An instance answers at most this share of what its last count left below the margin before its next count: the
 * other instances cannot see those hits yet, so up to this many instances answering at once stay within the limit.
 */
const SHARE_OF_ROOM = 8;

type LastCount = { count: number; resetAt: number };

/** Keys whose last count an instance keeps between its once-a-minute sweeps. */
const MAX_REMEMBERED_COUNTS = 50_000;

/**
 * Counters in the database (PostgreSQL), so every instance on it counts in the same window. Hits are counted in one
 * statement at a time, with every hit that asked while the previous one was out (no transaction, no lock held beyond
 * the rows): exact counts, each hit's decision its own place in its key's count, and under load one round trip for
 * many requests. Ended windows are deleted at most once a minute per instance.
 *
 * Under load a read may also be answered from the last count (hitIfFresh, docs/decisions/0052-postgres-reads-under-load.md):
 * when the instance is busy, the version that count read is younger than FRESH_MS, this process has written nothing
 * since, and the key has room below its limit. The hit is still counted, in the next statement.
 */
export class DatabaseRateLimiter implements Limiter {
  private lastSweep = 0;
  private pending: PendingHit[] = [];
  private immediate: NodeJS.Immediate | undefined;
  private timer: NodeJS.Timeout | undefined;
  private waiters = 0;
  private counting = false;
  private busy = false;
  /** The version the last busy statement read, when it was sent, and the write epoch then. */
  private fresh: { version: string; sentAt: number; epoch: number } | undefined;
  /** Per key, its count after the last statement that counted it. */
  private readonly lastCounts = new Map<string, LastCount>();
  /** Per key, the hits sent or waiting that no returned statement has counted yet. */
  private readonly uncounted = new Map<string, number>();
  private readonly db: Db;
  private readonly freshMs: number;

  /** `freshMs`: FRESH_MS, or another window for a test that must not depend on its own speed. */
  constructor(db: Db, { freshMs = FRESH_MS }: { freshMs?: number } = {}) {
    this.db = db;
    this.freshMs = freshMs;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    return (await this.hitWithVersion(key, limit, windowMs)).decision;
  }

  hitWithVersion(key: string, limit: number, windowMs: number): Promise<HitWithVersion> {
    return new Promise((resolve, reject) => {
      this.add({ key: storableKey(key), limit, windowMs, waiter: { resolve, reject } });
    });
  }

  /**
   * An allowed hit with the last version read, without a round trip, or undefined (nothing counted) when that version
   * is not fresh (FRESH_MS, BUSY_HITS), this process wrote since it was read, or the key is near its limit or not
   * counted yet.
   */
  hitIfFresh(
    key: string,
    limit: number,
    windowMs: number,
    nowMs: number = Date.now(),
  ): HitWithVersion | undefined {
    const fresh = this.fresh;
    if (!fresh || performance.now() - fresh.sentAt > this.freshMs || fresh.epoch !== writeEpoch())
      return undefined;
    const stored = storableKey(key);
    const last = this.lastCounts.get(stored);
    if (!last || last.resetAt <= nowMs) return undefined;
    const room = limit - margin(limit) - last.count;
    if (SHARE_OF_ROOM * ((this.uncounted.get(stored) ?? 0) + 1) > room) return undefined;
    this.add({ key: stored, limit, windowMs });
    return { decision: { allowed: true }, version: fresh.version };
  }

  private add(hit: PendingHit): void {
    this.pending.push(hit);
    if (hit.waiter) this.waiters += 1;
    this.uncounted.set(hit.key, (this.uncounted.get(hit.key) ?? 0) + 1);
    this.schedule();
  }

  /**
   * One statement at a time: the hits that ask while one is out wait for it and go together in the next. When none is
   * out and a hit waits for its answer, the check phase right after the poll sends it (every request of this turn
   * has asked by then); hits that only have to be counted go within COUNT_WITHIN_MS.
   */
  private schedule(): void {
    if (this.counting || this.pending.length === 0 || this.immediate) return;
    if (this.waiters > 0) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.immediate = setImmediate(() => this.send());
    } else this.timer ??= setTimeout(() => this.send(), COUNT_WITHIN_MS);
  }

  private send(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.immediate = undefined;
    void this.countPending();
  }

  private async countPending(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.waiters = 0;
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
        await this.db.deleteFrom('throttle_counters').where('reset_at', '<=', nowMs).execute();
        for (const [key, last] of this.lastCounts) if (last.resetAt <= nowMs) this.lastCounts.delete(key);
      }
      const keys = [...perKey.keys()];
      const sent = { sentAt: performance.now(), epoch: writeEpoch() };
      const { rows } = await this.db.executeQuery<HitsRow>(
        CompiledQuery.raw(HITS_SQL, [
          keys,
          keys.map((key) => perKey.get(key)?.hits),
          keys.map((key) => perKey.get(key)?.resetAt),
          nowMs,
        ]),
      );
      this.forget(perKey);
      const after = new Map(rows.map((row) => [row.key, row]));
      // Many clients (or invented keys) within a minute: start over rather than grow; reads then wait a statement.
      if (this.lastCounts.size + after.size > MAX_REMEMBERED_COUNTS) this.lastCounts.clear();
      for (const [key, row] of after)
        this.lastCounts.set(key, { count: Number(row.count), resetAt: Number(row.reset_at) });
      const version = rows[0] === undefined ? undefined : postgresVersion(rows[0].version);
      this.busy = batch.length >= (this.busy ? STILL_BUSY_HITS : BUSY_HITS);
      this.fresh = version !== undefined && this.busy ? { version, ...sent } : undefined;
      // The batch's hits are the last ones of their key's count, in the order they asked.
      const place = new Map<string, number>();
      for (const { key, limit, waiter } of batch) {
        const row = after.get(key);
        const hits = perKey.get(key)?.hits ?? 0;
        const seen = place.get(key) ?? 0;
        place.set(key, seen + 1);
        if (!waiter) continue;
        if (!row || version === undefined) {
          waiter.reject(new Error('throttle: the upsert returned no row'));
          continue;
        }
        const count = Number(row.count) - hits + 1 + seen;
        waiter.resolve({ decision: decide(count, Number(row.reset_at), limit, nowMs), version });
      }
    } catch (error) {
      this.forget(perKey);
      this.fresh = undefined;
      this.busy = false;
      for (const { waiter } of batch) waiter?.reject(error);
    } finally {
      this.counting = false;
      this.schedule();
    }
  }

  /** The batch's hits are counted (or lost with a failed statement): no longer uncounted. */
  private forget(perKey: Map<string, { hits: number }>): void {
    for (const [key, { hits }] of perKey) {
      const left = (this.uncounted.get(key) ?? 0) - hits;
      if (left > 0) this.uncounted.set(key, left);
      else this.uncounted.delete(key);
    }
  }
}

/** PostgreSQL (several instances possible): the shared counters; SQLite (one process per file): memory. */
export function createRateLimiter(db: Db): Limiter {
  return engineOf(db) === 'postgres' ? new DatabaseRateLimiter(db) : new RateLimiter();
}
