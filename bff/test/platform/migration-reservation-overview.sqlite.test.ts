import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/connection.ts';
import { testCamperRow } from '../support/camper-row.ts';
import { databaseAt } from '../support/migration-db.ts';

/**
 * Migration 0017 fills the overview summary from the reservations already there: one line per camper, user and start
 * year with their count and days, the two names, and whether the camper's slots are full.
 */

describe('migration 0017-reservation-overview', () => {
  it('fills one line per camper, user and start year from the existing reservations', async () => {
    const db = await databaseAt('0015-search-people');

    const full = randomUUID();
    const open = randomUUID();
    await db
      .insertInto('campers')
      .values([
        testCamperRow(full, 'Vol', { aantal_sloten_eigenaars: 1 }),
        testCamperRow(open, 'Open', { aantal_sloten_eigenaars: 2 }),
      ])
      .execute();
    const person = async (naam: string, camperId: string) => {
      const id = randomUUID();
      await db
        .insertInto('users')
        .values({ id, email: `${id}@example.nl`, password_hash: null })
        .execute();
      await db
        .insertInto('profiles')
        .values({ id, naam, email: `${id}@example.nl`, updated_at: '2026-01-01' })
        .execute();
      await db
        .insertInto('camper_eigenaars')
        .values({ id: randomUUID(), camper_id: camperId, user_id: id })
        .execute();
      return id;
    };
    const zoe = await person('Zoë', full);
    const piet = await person('Piet', open);
    const reserve = (userId: string, camperId: string, start: string, days: number) =>
      db
        .insertInto('reserveringen')
        .values({
          id: randomUUID(),
          user_id: userId,
          camper_id: camperId,
          start_datum: start,
          eind_datum: start,
          seizoen_type: 'laagseizoen',
          credits_gebruikt: days,
        })
        .execute();
    await reserve(zoe, full, '2026-04-01', 3);
    await reserve(zoe, full, '2026-06-01', 2);
    await reserve(zoe, full, '2025-12-30', 4);
    await reserve(piet, open, '2026-05-01', 1);

    await migrateToLatest(db);
    const lines = await db
      .selectFrom('reservering_overzicht')
      .selectAll()
      .orderBy('camper_naam')
      .orderBy('jaar')
      .execute();
    expect(lines).toEqual([
      {
        camper_id: open,
        user_id: piet,
        jaar: 2026,
        aantal_reserveringen: 1,
        dagen: 1,
        camper_naam: 'Open',
        naam: 'Piet',
        vol: 0,
      },
      {
        camper_id: full,
        user_id: zoe,
        jaar: 2025,
        aantal_reserveringen: 1,
        dagen: 4,
        camper_naam: 'Vol',
        naam: 'Zoë',
        vol: 1,
      },
      {
        camper_id: full,
        user_id: zoe,
        jaar: 2026,
        aantal_reserveringen: 2,
        dagen: 5,
        camper_naam: 'Vol',
        naam: 'Zoë',
        vol: 1,
      },
    ]);
  });
});
