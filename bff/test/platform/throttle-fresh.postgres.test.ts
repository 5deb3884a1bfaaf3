/**
 * Under load the shared throttle (PostgreSQL, src/http/rate-limiter.ts) may answer a read from its last count, without
 * a round trip (hitIfFresh), and count it in the next statement. Only then: a quiet instance, an old version, a write
 * of this process since the version was read, or a key near its limit make the read wait for the database.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeProbe } from '../../src/cache/change-probe.ts';
import { BUSY_HITS, DatabaseRateLimiter, FRESH_MS, STILL_BUSY_HITS } from '../../src/http/rate-limiter.ts';
import { serverForFile } from '../support/file-server.ts';
import { storedCount as storedCountIn } from '../support/throttle-counters.ts';

let limiter: DatabaseRateLimiter;

const MINUTE = 60_000;
/** A window wide enough that a slow test machine stays inside it; the real one (FRESH_MS) has a test of its own. */
const WIDE_MS = 60_000;

const t = serverForFile();
beforeAll(async () => {
  limiter = new DatabaseRateLimiter(t.db, { freshMs: WIDE_MS });
  // The first count also sweeps ended windows (once a minute): out of the way before the counting starts.
  await limiter.hit('opwarmen', 10, MINUTE);
});

function storedCount(key: string): Promise<number> {
  return storedCountIn(t.db, key);
}

/** Hits that all ask while no statement is out: one statement counts them (a busy one from BUSY_HITS on). */
function together(key: string, hits: number, limit = 100) {
  return Promise.all(Array.from({ length: hits }, () => limiter.hitWithVersion(key, limit, MINUTE)));
}

describe('reads answered from the last shared count (PostgreSQL)', () => {
  it('never on a quiet instance: a client that waits for each answer waits for the database each time', async () => {
    const quiet = new DatabaseRateLimiter(t.db, { freshMs: WIDE_MS });
    for (let i = 0; i < BUSY_HITS + 2; i += 1) {
      await quiet.hitWithVersion('fresh:quiet', 100, MINUTE);
      expect(quiet.hitIfFresh('fresh:quiet', 100, MINUTE)).toBeUndefined();
    }
  });

  it(`busy from a statement of ${BUSY_HITS} hits, while each next one counts ${STILL_BUSY_HITS}; quiet at one`, async () => {
    const instance = new DatabaseRateLimiter(t.db, { freshMs: WIDE_MS });
    const burst = (hits: number) =>
      Promise.all(
        Array.from({ length: hits }, () => instance.hitWithVersion('fresh:busy-or-not', 100, MINUTE)),
      );
    await burst(BUSY_HITS - 1);
    expect(instance.hitIfFresh('fresh:busy-or-not', 100, MINUTE)).toBeUndefined();
    await burst(BUSY_HITS);
    expect(instance.hitIfFresh('fresh:busy-or-not', 100, MINUTE)).toBeDefined();
    // The hit just answered goes with the next statement: it and this one make STILL_BUSY_HITS.
    await burst(STILL_BUSY_HITS - 1);
    expect(instance.hitIfFresh('fresh:busy-or-not', 100, MINUTE)).toBeDefined();
    // That one answered hit is sent alone within a few milliseconds: a statement of one hit, quiet again.
    await expect
      .poll(() => storedCount('fresh:busy-or-not'))
      .toBe(BUSY_HITS - 1 + BUSY_HITS + 1 + STILL_BUSY_HITS);
    await sleep(20);
    expect(instance.hitIfFresh('fresh:busy-or-not', 100, MINUTE)).toBeUndefined();
  });

  it('under load: allowed with the version that statement read, and counted in the next one', async () => {
    const [first] = await together('fresh:busy', BUSY_HITS);
    const answered = limiter.hitIfFresh('fresh:busy', 100, MINUTE);
    expect(answered).toEqual({ decision: { allowed: true }, version: first?.version });
    expect(answered?.version).toBe(await changeProbe(t.db)());
    const next = await limiter.hitWithVersion('fresh:busy', 100, MINUTE);
    expect(next.decision).toEqual({ allowed: true });
    expect(await storedCount('fresh:busy')).toBe(BUSY_HITS + 2);
  });

  it('not once this process has written since the version was read', async () => {
    await together('fresh:written', BUSY_HITS);
    await t.db.updateTable('campers').set({ naam: 'Fris' }).where('id', '=', 'geen-camper').execute();
    expect(limiter.hitIfFresh('fresh:written', 100, MINUTE)).toBeUndefined();
    expect(await storedCount('fresh:written')).toBe(BUSY_HITS);
  });

  it('not once a transaction of this process that was open when the version was read has committed', async () => {
    let commit = () => {};
    const committed = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('campers').set({ naam: 'Fris' }).where('id', '=', 'geen-camper').execute();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    // Inside the open transaction's wait: the version read now cannot see what it will commit.
    await sleep(20);
    await together('fresh:open', BUSY_HITS);
    expect(limiter.hitIfFresh('fresh:open', 100, MINUTE)).toBeDefined();
    commit();
    await committed;
    expect(limiter.hitIfFresh('fresh:open', 100, MINUTE)).toBeUndefined();
  });

  it(`not with a version read more than FRESH_MS (${FRESH_MS} ms) ago`, async () => {
    const real = new DatabaseRateLimiter(t.db);
    await Promise.all(Array.from({ length: BUSY_HITS }, () => real.hitWithVersion('fresh:old', 100, MINUTE)));
    await sleep(FRESH_MS + 1);
    expect(real.hitIfFresh('fresh:old', 100, MINUTE)).toBeUndefined();
  });

  it('at most an eighth of the room below the margin, and never within the margin (a tenth, at least ten)', async () => {
    await together('fresh:room', BUSY_HITS, 200);
    // BUSY_HITS counted of 200, margin 20: an eighth of the room left may come from the count before the next one.
    const share = Math.floor((200 - 20 - BUSY_HITS) / 8);
    const answered = Array.from({ length: share + 1 }, () => limiter.hitIfFresh('fresh:room', 200, MINUTE));
    expect(answered.filter((hit) => hit?.decision.allowed === true)).toHaveLength(share);
    expect(answered.at(-1)).toBeUndefined();
    // The last stretch is counted hit by hit: exactly the limit is allowed.
    const left = 200 - BUSY_HITS - share;
    const exact = await Promise.all(
      Array.from({ length: left + 1 }, () => limiter.hitWithVersion('fresh:room', 200, MINUTE)),
    );
    expect(exact.filter((hit) => hit.decision.allowed)).toHaveLength(left);
    expect(exact.at(-1)?.decision.allowed).toBe(false);
    expect(await storedCount('fresh:room')).toBe(201);
    expect(limiter.hitIfFresh('fresh:room', 200, MINUTE)).toBeUndefined();
  });

  it('two instances answering a burst from their counts together stay within the limit', async () => {
    const instances = [limiter, new DatabaseRateLimiter(t.db, { freshMs: WIDE_MS })];
    const limit = 600;
    let allowed = 0;
    const decide = ({ decision }: { decision: { allowed: boolean } }) => {
      if (decision.allowed) allowed += 1;
    };
    // Each wave: every instance answers what it may from its last count and sends the rest to be counted.
    for (let wave = 0; wave < 12; wave += 1) {
      const waiting: Array<Promise<unknown>> = [];
      for (let i = 0; i < 60; i += 1) {
        for (const instance of instances) {
          const fresh = instance.hitIfFresh('fresh:burst', limit, MINUTE);
          if (fresh) decide(fresh);
          else waiting.push(instance.hitWithVersion('fresh:burst', limit, MINUTE).then(decide));
        }
      }
      await Promise.all(waiting);
    }
    expect(await storedCount('fresh:burst')).toBe(12 * 60 * 2);
    expect(allowed).toBe(limit);
  });

  it('not for a key this instance has not counted yet', async () => {
    await together('fresh:other', BUSY_HITS);
    expect(limiter.hitIfFresh('fresh:unknown', 100, MINUTE)).toBeUndefined();
  });
});
