import type { Config } from '../config.ts';
import { startRepeating } from '../schedule/repeating.ts';
import type { Db } from './connection.ts';
import { engineOf } from './dialect.ts';

/**
 * Rows per statement: a short write at a time (SQLite runs on the event loop, and secure_delete zeroes what each row
 * leaves), with the other requests let in between two statements, so a backlog of a year does not hold them up.
 */
export const PRUNE_BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;
/** How often a server prunes; the first pass comes a minute after the start. */
const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 60_000;

export type PruneAges = Config['prune'];
export type Pruned = {
  verzonden_mails: number;
  mislukte_mails: number;
  gelezen_meldingen: number;
  throttle: number;
};

/**
 * Deletes what no one needs any more: sent mails and failed mails older than their configured age, read notifications
 * older than theirs, and throttle windows that have ended. Waiting mail, unread notifications and the audit log
 * (append-only) are never pruned. Each kind goes in batches through its index (migration 0014).
 */
export async function pruneOldRows(db: Db, ages: PruneAges, now: Date): Promise<Pruned> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const free = unheldRows(db);
  const mails = (status: 'verzonden' | 'mislukt', days: number) =>
    inBatches(() =>
      db
        .deleteFrom('mail_queue')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('mail_queue')
            .select('id')
            .where('status', '=', status)
            .where('created_at', '<', before(days))
            .limit(PRUNE_BATCH)
            .$call(free),
        )
        .executeTakeFirst(),
    );
  const readNotifications = () =>
    inBatches(() =>
      db
        .deleteFrom('meldingen')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('meldingen')
            .select('id')
            .where('gelezen', '=', 1)
            .where('created_at', '<', before(ages.readNotificationDays))
            .limit(PRUNE_BATCH)
            .$call(free),
        )
        .executeTakeFirst(),
    );
  const endedWindows = await deleteEndedThrottleWindows(db, now.getTime());
  return {
    verzonden_mails: await mails('verzonden', ages.sentMailDays),
    mislukte_mails: await mails('mislukt', ages.failedMailDays),
    gelezen_meldingen: await readNotifications(),
    throttle: endedWindows,
  };
}

/**
 * PostgreSQL: a delete's rows are the ones no other transaction holds (`FOR UPDATE SKIP LOCKED`); the rest wait for the
 * next pass. Instances started together prune at the same moment, and two batch deletes of the same rows deadlocked
 * in the booking window (the database then fails one); a throttle count holding a window must not stall a sweep
 * either. SQLite has one writer, so nothing is held there.
 */
function unheldRows(db: Db) {
  const postgres = engineOf(db) === 'postgres';
  return <Q extends { forUpdate: () => Q; skipLocked: () => Q }>(query: Q): Q =>
    postgres ? query.forUpdate().skipLocked() : query;
}

/** Deletes the throttle windows that have ended (the rate limiter's minute sweep and the hourly prune). */
export async function deleteEndedThrottleWindows(db: Db, nowMs: number): Promise<number> {
  const deleted = await db
    .deleteFrom('throttle_counters')
    .where('key', 'in', (eb) =>
      eb.selectFrom('throttle_counters').select('key').where('reset_at', '<=', nowMs).$call(unheldRows(db)),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Runs one batch delete until a batch takes fewer rows than it may, yielding to waiting requests after each. */
async function inBatches(deleteBatch: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number((await deleteBatch()).numDeletedRows);
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Prunes every hour while the server runs; stop() ends it. A failure is logged and tried again next hour. */
export function startPruning(db: Db, ages: PruneAges, now: () => Date): { stop: () => Promise<void> } {
  return startRepeating('prune', { firstAfterMs: FIRST_AFTER_MS, everyMs: EVERY_MS }, async () => {
    const pruned = await pruneOldRows(db, ages, now());
    if (Object.values(pruned).some((n) => n > 0))
      console.log(JSON.stringify({ level: 'info', msg: 'pruned', ...pruned }));
  });
}
