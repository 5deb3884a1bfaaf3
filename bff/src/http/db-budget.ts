import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { RateDecision } from './rate-limiter.ts';

/**
 * Budgets that must hold across instances and restarts on either engine (mails to one address, photos of one user):
 * counted in `throttle_counters` by one atomic upsert, also on SQLite, where the per-request throttle counts in
 * memory (docs/decisions/0049-throttling-shared.md). These requests are rare and costly anyway, so one write each is cheap.
 * Keys start with `budget:`; the part that names a person is hashed, so no address is kept in the counters.
 */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

export function budgetKey(kind: string, subject: string): string {
  return `budget:${kind}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/**
 * Spends `amount` of the budget `key` (at most `limit` per window of `windowMs`, a fixed window from the first
 * spend). Uses the wall clock, like the throttle, so a test that freezes "today" still sees windows end. A refused
 * spend is counted too: asking again does not reopen the budget.
 */
export async function spendBudget(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  amount = 1,
  nowMs: number = Date.now(),
): Promise<RateDecision> {
  await sweep(db, nowMs);
  const resetAt = nowMs + windowMs;
  const { rows } = await sql<{ count: unknown; reset_at: unknown }>`
    INSERT INTO throttle_counters (key, count, reset_at) VALUES (${key}, ${amount}, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN throttle_counters.reset_at <= ${nowMs} THEN excluded.count
        ELSE throttle_counters.count + excluded.count END,
      reset_at = CASE WHEN throttle_counters.reset_at <= ${nowMs} THEN excluded.reset_at
        ELSE throttle_counters.reset_at END
    RETURNING count, reset_at`.execute(db);
  const row = rows[0];
  const count = Number(row?.count ?? amount);
  const until = Number(row?.reset_at ?? resetAt);
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - nowMs) / 1000)) };
}

/** Ended budget windows go at most once a minute per process (on PostgreSQL the throttle's sweep takes them too). */
async function sweep(db: Db, nowMs: number): Promise<void> {
  if (nowMs - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, nowMs);
  await db
    .deleteFrom('throttle_counters')
    .where('key', 'like', 'budget:%')
    .where('reset_at', '<=', nowMs)
    .execute();
}
