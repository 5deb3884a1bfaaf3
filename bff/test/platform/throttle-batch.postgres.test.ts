/**
 * The shared throttle counters (PostgreSQL, src/http/rate-limiter.ts) count the hits of one turn of the event loop
 * together, in one statement that also reads the database version. The counts stay exact: each hit is decided by its
 * own place in its key's count, as if it had been counted alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { changeProbe } from '../../src/cache/change-probe.ts';
import { openPostgres } from '../../src/db/connection.ts';
import { DatabaseRateLimiter } from '../../src/http/rate-limiter.ts';
import { serverForFile } from '../support/file-server.ts';
import { countStatements, type StatementCounter } from '../support/statement-counter.ts';
import { storedCount as storedCountIn } from '../support/throttle-counters.ts';

let limiter: DatabaseRateLimiter;
let counter: StatementCounter;

const MINUTE = 60_000;

const t = serverForFile();
beforeAll(async () => {
  counter = countStatements(t.db);
  limiter = new DatabaseRateLimiter(counter.db);
  // The first count also sweeps ended windows (once a minute): out of the way before the counting starts.
  await limiter.hit('opwarmen', 10, MINUTE);
});

function storedCount(key: string): Promise<number> {
  return storedCountIn(t.db, key);
}

describe('shared throttle counts of one turn (PostgreSQL)', () => {
  it('are one statement, exact per key, in the order they were asked, with the version read in it', async () => {
    counter.reset();
    const hits = await Promise.all([
      ...Array.from({ length: 7 }, () => limiter.hitWithVersion('batch:a', 5, MINUTE)),
      limiter.hitWithVersion('batch:b', 5, MINUTE),
      limiter.hitWithVersion('batch:b', 5, MINUTE),
    ]);
    expect(counter.count()).toBe(1);
    expect(hits.map((hit) => hit.decision.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(hits[5]?.decision).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(new Set(hits.map((hit) => hit.version))).toEqual(new Set([await changeProbe(t.db)()]));
    expect([await storedCount('batch:a'), await storedCount('batch:b')]).toEqual([7, 2]);
    // The next turn goes on from there.
    expect(await limiter.hit('batch:a', 5, MINUTE)).toMatchObject({ allowed: false });
    expect(await limiter.hit('batch:b', 5, MINUTE)).toEqual({ allowed: true });
  });

  it('start a window that ended over with the batch', async () => {
    await limiter.hit('batch:c', 2, MINUTE);
    await limiter.hit('batch:c', 2, MINUTE);
    expect(await limiter.hit('batch:c', 2, MINUTE)).toMatchObject({ allowed: false });
    await t.db
      .updateTable('throttle_counters')
      .set({ reset_at: Date.now() - 1 })
      .where('key', '=', 'batch:c')
      .execute();
    const again = await Promise.all([1, 2, 3].map(() => limiter.hit('batch:c', 2, MINUTE)));
    expect(again.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(await storedCount('batch:c')).toBe(3);
  });

  it('count a key with NUL or of any length like any other, without failing the rest of the batch', async () => {
    counter.reset();
    const hostile = [`batch:${'\u0000'}x`, `batch:${'x'.repeat(10_000)}`];
    const hits = await Promise.all([
      limiter.hit('batch:e', 5, MINUTE),
      ...hostile.map((key) => limiter.hit(key, 1, MINUTE)),
      ...hostile.map((key) => limiter.hit(key, 1, MINUTE)),
    ]);
    expect(counter.count()).toBe(1);
    expect(hits.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
  });

  it('never deadlock between two instances counting the same keys in the opposite order', async () => {
    // Two instances' batches hold the same keys: each upsert locks its rows in its own order, so without one order
    // for all, two of them wait for each other and PostgreSQL kills one (a 500 for every request of that turn).
    const other = openPostgres(t.databaseEnv.DATABASE_URL as string, 10);
    const second = new DatabaseRateLimiter(other);
    const keys = Array.from({ length: 300 }, (_, i) => `batch:order:${i}`);
    try {
      for (let round = 0; round < 100; round++) {
        await Promise.all([
          Promise.all(keys.map((key) => limiter.hit(key, 1_000_000, MINUTE))),
          Promise.all([...keys].reverse().map((key) => second.hit(key, 1_000_000, MINUTE))),
        ]);
      }
    } finally {
      await other.destroy();
    }
    expect(await storedCount('batch:order:0')).toBe(200);
  });

  it('refuse every hit of the batch when the database cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const nowhere = openPostgres('postgres://postgres@127.0.0.1:1/camperdeel', 1);
    const unreachable = new DatabaseRateLimiter(nowhere);
    const hits = [unreachable.hit('batch:f', 5, MINUTE), unreachable.hit('batch:g', 5, MINUTE)];
    for (const hit of hits) await expect(hit).rejects.toThrow();
    await nowhere.destroy();
  });
});
