import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Page, readPage } from '../../db/page.ts';
import { camperMatches, personMatches, searchFilter } from '../../db/search.ts';

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
 * The year descending (as `-jaar`, so one direction serves the keyset), then camper name, then user name, then the
 * ids: the order of the index of migration 0017, after its `vol = 1`.
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
  // The page comes from the summary alone, which holds both names; joined to campers and members before the sort,
  // a search for a brand with 9,856 lines joined each of them (94 ms on PostgreSQL) to keep 51.
  const query = db
    .selectFrom('reservering_overzicht')
    .where('reservering_overzicht.vol', '=', 1)
    .where(() => found(db, page.zoek))
    .select([
      'reservering_overzicht.camper_id',
      'reservering_overzicht.camper_naam',
      'reservering_overzicht.user_id',
      'reservering_overzicht.naam',
      'reservering_overzicht.jaar',
      'reservering_overzicht.aantal_reserveringen',
      'reservering_overzicht.dagen',
    ]);
  const result = await readPage(query, OVERVIEW_ORDER, page);
  const models = await modelsOf(
    db,
    result.rows.map((r) => r.camper_id),
  );
  return {
    ...result,
    rows: result.rows.map((r) => ({
      ...r,
      merk: models.get(r.camper_id)?.merk ?? '',
      model: models.get(r.camper_id)?.model ?? '',
      jaar: Number(r.jaar),
      aantal_reserveringen: Number(r.aantal_reserveringen),
      dagen: Number(r.dagen),
    })),
  };
}

/** Brand and model of the page's campers, by id. */
async function modelsOf(db: Db, camperIds: string[]): Promise<Map<string, { merk: string; model: string }>> {
  if (camperIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('campers')
    .select(['id', 'merk', 'model'])
    .where('id', 'in', [...new Set(camperIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, { merk: row.merk, model: row.model }]));
}

/** The lines whose camper (name, brand, model) or user holds `zoek`, through the search indexes of migration 0015. */
function found(db: Db, zoek: string | undefined) {
  const camper = sql<string>`reservering_overzicht.camper_id`;
  const user = sql<string>`reservering_overzicht.user_id`;
  return searchFilter(zoek, (text) => [camperMatches(db, camper, text), personMatches(db, user, text)]);
}
