import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import type { Db } from '../../db/connection.ts';

/** A camper's approved reservations joined with their owner's profile; the caller picks columns, range and order. */
export function approvedReservationsOf(db: Db, camperId: string) {
  return db
    .selectFrom('reserveringen')
    .innerJoin('profiles', 'profiles.id', 'reserveringen.user_id')
    .where('reserveringen.camper_id', '=', camperId)
    .where('reserveringen.status', '=', RESERVATION_STATUS);
}
