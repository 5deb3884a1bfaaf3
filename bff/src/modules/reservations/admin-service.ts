import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** One line of the admin reservations overview: one camper, one user, one year of start dates. */
export type ReservationOverviewRow = {
  camper_id: string;
  camper_naam: string;
  merk: string;
  model: string;
  user_id: string;
  naam: string;
  jaar: number;
  aantal_reserveringen: number;
  /** Sum of credits_gebruikt: the days reserved (buffer days not included). */
  dagen: number;
};

/**
 * docs/product/calendar-and-credits.md#business-constants-spec-9: approved reservations grouped by camper, user and the year of the start date; only campers whose owner
 * slots are all filled; sorted by year descending, then camper name, then user name. `q` matches the camper's name,
 * brand or model (case-insensitive).
 */
export async function reservationOverview(db: Db, q: string | undefined): Promise<ReservationOverviewRow[]> {
  const jaar = sql<number>`CAST(substr(reserveringen.start_datum, 1, 4) AS INTEGER)`;
  let query = db
    .selectFrom('reserveringen')
    .innerJoin('campers', 'campers.id', 'reserveringen.camper_id')
    .innerJoin('profiles', 'profiles.id', 'reserveringen.user_id')
    .where('reserveringen.status', '=', RESERVATION_STATUS)
    .where((eb) =>
      eb(
        eb
          .selectFrom('camper_eigenaars')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('camper_eigenaars.camper_id', '=', 'campers.id'),
        '>=',
        eb.ref('campers.aantal_sloten_eigenaars'),
      ),
    );
  const term = q?.trim();
  if (term) {
    query = query.where(
      sql<boolean>`(instr(lower(campers.naam), lower(${term})) > 0
        OR instr(lower(campers.merk), lower(${term})) > 0
        OR instr(lower(campers.model), lower(${term})) > 0)`,
    );
  }
  const rows = await query
    .select((eb) => [
      'campers.id as camper_id',
      'campers.naam as camper_naam',
      'campers.merk',
      'campers.model',
      'profiles.id as user_id',
      'profiles.naam',
      jaar.as('jaar'),
      eb.fn.countAll<number>().as('aantal_reserveringen'),
      eb.fn.sum<number>('reserveringen.credits_gebruikt').as('dagen'),
    ])
    .groupBy(['campers.id', 'profiles.id', jaar])
    .orderBy(jaar, 'desc')
    .orderBy(sql`lower(campers.naam)`)
    .orderBy(sql`lower(profiles.naam)`)
    .orderBy('campers.id')
    .orderBy('profiles.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    jaar: Number(r.jaar),
    aantal_reserveringen: Number(r.aantal_reserveringen),
    dagen: Number(r.dagen),
  }));
}
