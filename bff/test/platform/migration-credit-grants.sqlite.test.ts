import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.ts';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { testCamperRow } from '../support/camper-row.ts';
import { databaseAt } from '../support/migration-db.ts';

/**
 * Migration 0002 turns balances into allotments: grant = current balance + what the user's current reservations
 * used, per year and season, so no balance and no ledger sum moves. Built on a database left at 0001 with rows as
 * the old code wrote them.
 */

describe('migration 0002-credit-grants', () => {
  it('grants = balance + used by current reservations; balances and ledger sums stay as they were', async () => {
    const db = await databaseAt('0001-initial');
    const userId = randomUUID();
    const camperId = randomUUID();
    await db.insertInto('users').values({ id: userId, email: 'a@b.nl', password_hash: null }).execute();
    await db
      .insertInto('campers')
      .values(
        testCamperRow(camperId, 'Oud', { model: 'B', motor_pk: 1, motor_kw: 1, aantal_sloten_eigenaars: 2 }),
      )
      .execute();
    // Old shape: only the balance. 2026 spent 3 (2 high in July, 1 low in March); 2027 spent nothing; 2030 is a
    // year a hand-made reservation used without any row.
    await sql`INSERT INTO user_credits (user_id, jaar, credits_hoogseizoen, credits_laagseizoen)
      VALUES (${userId}, 2026, 5, 9), (${userId}, 2027, 4, 4)`.execute(db);
    const ledger = [
      [2026, 'hoogseizoen', 7],
      [2026, 'laagseizoen', 10],
      [2026, 'hoogseizoen', -2],
      [2026, 'laagseizoen', -1],
      [2027, 'hoogseizoen', 4],
      [2027, 'laagseizoen', 4],
    ] as const;
    await db
      .insertInto('credit_ledger')
      .values(
        ledger.map(([jaar, seizoen, delta]) => ({
          user_id: userId,
          jaar,
          seizoen,
          delta,
          reden: delta > 0 ? ('admin_set' as const) : ('reservering' as const),
          reservering_id: null,
          actor_id: null,
        })),
      )
      .execute();
    const reservation = (start: string, end: string) => ({
      id: randomUUID(),
      user_id: userId,
      camper_id: camperId,
      start_datum: start,
      eind_datum: end,
      seizoen_type: 'laagseizoen' as const,
      credits_gebruikt: 1,
    });
    await db
      .insertInto('reserveringen')
      .values([
        reservation('2026-07-01', '2026-07-02'),
        reservation('2026-03-03', '2026-03-03'),
        reservation('2030-02-01', '2030-02-01'),
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain('0002-credit-grants');

    expect(await readBalances(db, userId)).toEqual([
      {
        jaar: 2026,
        credits_hoogseizoen: 5,
        credits_laagseizoen: 9,
        toegekend_hoogseizoen: 7,
        toegekend_laagseizoen: 10,
      },
      {
        jaar: 2027,
        credits_hoogseizoen: 4,
        credits_laagseizoen: 4,
        toegekend_hoogseizoen: 4,
        toegekend_laagseizoen: 4,
      },
      {
        jaar: 2030,
        credits_hoogseizoen: 0,
        credits_laagseizoen: 0,
        toegekend_hoogseizoen: 0,
        toegekend_laagseizoen: 1,
      },
    ]);
    const sums = await ledgerBalances(db, userId);
    expect(sums.map((s) => [s.jaar, s.credits_hoogseizoen, s.credits_laagseizoen])).toEqual([
      [2026, 5, 9],
      [2027, 4, 4],
    ]);
    // The table now refuses a balance above its grant (the last line of defence against minting).
    await expect(
      db
        .updateTable('user_credits')
        .set({ credits_laagseizoen: 11 })
        .where('user_id', '=', userId)
        .where('jaar', '=', 2026)
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });

  it('runs on an empty database and leaves the table usable', async () => {
    const db = await databaseAt('0001-initial');
    expect(await migrateToLatest(db)).toContain('0002-credit-grants');
    expect(await db.selectFrom('user_credits').selectAll().execute()).toEqual([]);
  });
});
