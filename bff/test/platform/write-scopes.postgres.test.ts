/**
 * Scoped writes on PostgreSQL (db/transaction.ts): a booking or cancellation locks its camper and member, so writes
 * for other campers go on meanwhile, while the same camper, the same member, and every unscoped write (an admin's
 * change, a round's allocation) still wait for it. Also the reservations service through it: two instances booking
 * the same day of one camper still make exactly one booking.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.ts';
import { immediateTransaction, type WriteScope } from '../../src/db/transaction.ts';
import { serverWithPoolForFile } from '../support/file-server.ts';

/** The server, and a second pool on its database: another instance. */
const [t, other] = serverWithPoolForFile(10);

/** Holds a write open until `release()`; `held` resolves once its locks are taken. */
function holdWrite(db: Db, scope?: WriteScope) {
  let release = () => {};
  let held = () => {};
  const heldNow = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = immediateTransaction(
    db,
    async () => {
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    scope,
  );
  return { held: heldNow, release: () => release(), done };
}

/** Whether `write` finishes within `ms` (it waits for a lock if not). */
async function finishesWithin(write: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([write.then(() => true), timeout]);
}

const scope = (): WriteScope => ({ camperId: randomUUID(), userId: randomUUID() });

describe('write scopes (PostgreSQL)', () => {
  it('another camper and member go on; the same camper, the same member and an unscoped write wait', async () => {
    const a = scope();
    const first = holdWrite(t.db, a);
    await first.held;
    const elsewhere = immediateTransaction(other.db, async () => 'ok', scope());
    expect(await finishesWithin(elsewhere, 2_000)).toBe(true);
    const sameCamper = immediateTransaction(other.db, async () => 'ok', { ...scope(), camperId: a.camperId });
    const sameMember = immediateTransaction(other.db, async () => 'ok', { ...scope(), userId: a.userId });
    const unscoped = immediateTransaction(other.db, async () => 'ok');
    expect(await finishesWithin(Promise.any([sameCamper, sameMember, unscoped]), 500)).toBe(false);
    first.release();
    await first.done;
    await expect(Promise.all([sameCamper, sameMember, unscoped])).resolves.toEqual(['ok', 'ok', 'ok']);
  });

  it('an unscoped write holds every scoped one back until it commits', async () => {
    const admin = holdWrite(t.db);
    await admin.held;
    const scoped = immediateTransaction(other.db, async () => 'ok', scope());
    expect(await finishesWithin(scoped, 500)).toBe(false);
    admin.release();
    await admin.done;
    await expect(scoped).resolves.toBe('ok');
  });
});
