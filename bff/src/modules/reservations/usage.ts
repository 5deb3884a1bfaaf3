import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import { isoDate } from '@camperdeel/rules/dates';
import { seasonOf } from '@camperdeel/rules/seasons';
import type { Db } from '../../db/connection.ts';

/** One co-owner's days on the camper in one year, split by season. */
export type UsageRow = {
  user_id: string;
  naam: string;
  jaar: number;
  dagen_hoogseizoen: number;
  dagen_laagseizoen: number;
};

/**
 * The fair-use overview: for every current co-owner of the camper (also those with no days), the reserved days in
 * `jaar` (used or still to come), counted per day so a reservation across New Year counts in each year for its own
 * days. Ordered by name so the chart is stable.
 */
export async function camperUsage(db: Db, camperId: string, jaar: number): Promise<UsageRow[]> {
  const owners = await db
    .selectFrom('camper_eigenaars')
    .innerJoin('profiles', 'profiles.id', 'camper_eigenaars.user_id')
    .select(['profiles.id as user_id', 'profiles.naam'])
    .where('camper_eigenaars.camper_id', '=', camperId)
    .orderBy('profiles.naam')
    .orderBy('profiles.id')
    .execute();
  const days = await db
    .selectFrom('reservering_dagen')
    .innerJoin('reserveringen', 'reserveringen.id', 'reservering_dagen.reservering_id')
    .select(['reserveringen.user_id', 'reservering_dagen.dag'])
    .where('reservering_dagen.camper_id', '=', camperId)
    .where('reserveringen.status', '=', RESERVATION_STATUS)
    .where('reservering_dagen.dag', '>=', isoDate(jaar, 1, 1))
    .where('reservering_dagen.dag', '<=', isoDate(jaar, 12, 31))
    .execute();
  return owners.map((o) => {
    const own = days.filter((d) => d.user_id === o.user_id);
    const hoog = own.filter((d) => seasonOf(d.dag) === 'hoogseizoen').length;
    return { ...o, jaar, dagen_hoogseizoen: hoog, dagen_laagseizoen: own.length - hoog };
  });
}

/** One line of the credit ledger as the owner reads it. */
export type LedgerEntry = {
  id: number;
  jaar: number;
  seizoen: 'hoogseizoen' | 'laagseizoen';
  delta: number;
  reden: string;
  reservering_id: string | null;
  created_at: string;
};

/** The user's own credit ledger, newest first: every grant, reservation and refund that explains a balance. */
export async function creditHistory(db: Db, userId: string): Promise<LedgerEntry[]> {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'jaar', 'seizoen', 'delta', 'reden', 'reservering_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
