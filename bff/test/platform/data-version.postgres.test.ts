/**
 * The shared database version on PostgreSQL (db/dialect.ts `postgresCompat`, read by cache/change-probe.ts): every
 * instance's caches compare it before serving, so it must move with every committed change, only at commit (a
 * reader must never see the new version before the new rows), once per transaction, never for a rollback or a
 * throttle count, and without making writers of two instances deadlock on its one row.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connection.ts';
import { immediateTransaction } from '../../src/db/transaction.ts';
import { serverWithPoolForFile } from '../support/file-server.ts';

/** The server, and a second pool on its database: what another instance's writes look like. */
const [t, other] = serverWithPoolForFile(10);

async function version(db: Db): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from data_version where id = 1`.execute(db);
  return Number(rows[0]?.version);
}

function rename(db: Db, camperId: string, naam: string) {
  return db.updateTable('campers').set({ naam }).where('id', '=', camperId).execute();
}

describe('the shared database version (PostgreSQL)', () => {
  it('moves once per committed transaction, at its commit, and not for a rollback or a throttle count', async () => {
    const [first, second] = [await t.createCamper(), await t.createCamper()];
    const before = await version(t.db);

    await immediateTransaction(other.db, async (trx) => {
      await rename(trx, first, 'Een');
      await rename(trx, second, 'Twee');
      // Not yet committed: the other instance still reads the old version (and the old rows).
      expect(await version(t.db)).toBe(before);
    });
    expect(await version(t.db)).toBe(before + 1);

    await expect(
      immediateTransaction(other.db, async (trx) => {
        await rename(trx, first, 'Teruggedraaid');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version(t.db)).toBe(before + 1);

    await other.db
      .insertInto('throttle_counters')
      .values({ key: 'data-version-test', count: 1, reset_at: Date.now() + 60_000 })
      .execute();
    expect(await version(t.db)).toBe(before + 1);

    await rename(other.db, first, 'Drie');
    expect(await version(t.db)).toBe(before + 2);
  });

  it('lets booking-style transactions and single statements of two instances write at once without deadlock', async () => {
    const [first, second] = [await t.createCamper(), await t.createCamper()];
    const before = await version(t.db);
    const rounds = 15;
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < rounds; i += 1) {
      // One instance: a transaction holding both rows, in one order...
      work.push(
        immediateTransaction(other.db, async (trx) => {
          await rename(trx, first, `T${i}a`);
          await rename(trx, second, `T${i}b`);
        }),
      );
      // ...the other instance: single statements (each its own transaction), in the other order.
      work.push(rename(t.db, second, `S${i}b`).then(() => rename(t.db, first, `S${i}a`)));
    }
    const settled = await Promise.allSettled(work);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    // Each transaction once, each single statement once.
    expect(await version(t.db)).toBe(before + rounds + 2 * rounds);
  });
});
