import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import type { IsoDate } from '@camperdeel/rules/dates';
import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';

/** A camper's approved reservations joined with their owner's profile; the caller picks columns, range and order. */
export function approvedReservationsOf(db: Db, camperId: string) {
  return db
    .selectFrom('reserveringen')
    .innerJoin('profiles', 'profiles.id', 'reserveringen.user_id')
    .where('reserveringen.camper_id', '=', camperId)
    .where('reserveringen.status', '=', RESERVATION_STATUS);
}

export type OwnReservation = { id: string; camper_id: string; start_datum: IsoDate; eind_datum: IsoDate };

/** The caller's own approved reservation on their own camper; anything else answers exactly like a missing one. */
export async function findOwnReservation(
  db: Db,
  input: { userId: string; camperId: string; reservationId: string },
): Promise<OwnReservation> {
  const row = await db
    .selectFrom('reserveringen')
    .select(['id', 'camper_id', 'start_datum', 'eind_datum'])
    .where('id', '=', input.reservationId)
    .where('user_id', '=', input.userId)
    .where('camper_id', '=', input.camperId)
    .where('status', '=', RESERVATION_STATUS)
    .executeTakeFirst();
  if (!row) throw apiFailure('reservation_not_found');
  return row;
}
