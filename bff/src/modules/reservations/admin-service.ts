import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Page, readPage } from '../../db/page.ts';
import { camperMatches, personMatches } from '../../db/search.ts';

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

/** Campers whose owner slots are all filled: the only ones the overview lists. */
const isFull = (camper: Expression<string>) =>
  sql<boolean>`(SELECT count(*) FROM camper_eigenaars WHERE camper_eigenaars.camper_id = ${camper})
    >= (SELECT aantal_sloten_eigenaars FROM campers WHERE campers.id = ${camper})`;

/** The same filter as a set, read once per count instead of once per line. */
const fullCampers = sql<boolean>`reservering_overzicht.camper_id IN (SELECT campers.id FROM campers
  WHERE (SELECT count(*) FROM camper_eigenaars WHERE camper_eigenaars.camper_id = campers.id)
    >= campers.aantal_sloten_eigenaars)`;

/**
 * The year descending (as `-jaar`, so one direction serves the keyset), then camper name, then user name, then the
 * ids: the order of the index of migration 0017.
 */
const OVERVIEW_ORDER = {
  keys: [
    sql<number>`-reservering_overzicht.jaar`,
    sql<string>`lower(reservering_overzicht.camper_naam)`,
    sql<string>`lower(reservering_overzicht.naam)`,
    sql<string>`reservering_overzicht.camper_id`,
    sql<string>`reservering_overzicht.user_id`,
  ],
  direction: 'asc' as const,
};

/**
 * docs/product/calendar-and-credits.md#business-constants-spec-9: one page of the approved reservations grouped by
 * camper, user and the year of the start date, read from the summary of migration 0017
 * (docs/decisions/0074-reservation-overview-summary.md); only campers whose owner slots are all filled. `zoek` finds
 * the camper's name, brand or model and the user's name (and, through the people index, e-mail and phone number),
 * whatever its case and accents.
 */
export async function reservationOverview(db: Db, page: PageQuery): Promise<Page<ReservationOverviewRow>> {
  const { zoek } = page;
  const found = (camper: Expression<string>, user: Expression<string>) =>
    zoek
      ? sql<boolean>`(${camperMatches(db, camper, zoek)} OR ${personMatches(db, user, zoek)})`
      : sql<boolean>`1 = 1`;
  const query = db
    .selectFrom('reservering_overzicht')
    .innerJoin('campers', 'campers.id', 'reservering_overzicht.camper_id')
    .innerJoin('profiles', 'profiles.id', 'reservering_overzicht.user_id')
    .where(({ ref }) => isFull(ref('reservering_overzicht.camper_id')))
    .where(({ ref }) => found(ref('reservering_overzicht.camper_id'), ref('reservering_overzicht.user_id')))
    .select([
      'campers.id as camper_id',
      'campers.naam as camper_naam',
      'campers.merk',
      'campers.model',
      'profiles.id as user_id',
      'profiles.naam',
      'reservering_overzicht.jaar',
      'reservering_overzicht.aantal_reserveringen',
      'reservering_overzicht.dagen',
    ]);
  const counted = db
    .selectFrom('reservering_overzicht')
    .where(fullCampers)
    .where(({ ref }) => found(ref('reservering_overzicht.camper_id'), ref('reservering_overzicht.user_id')));
  const result = await readPage(query, OVERVIEW_ORDER, page, counted);
  return {
    ...result,
    rows: result.rows.map((r) => ({
      ...r,
      jaar: Number(r.jaar),
      aantal_reserveringen: Number(r.aantal_reserveringen),
      dagen: Number(r.dagen),
    })),
  };
}
