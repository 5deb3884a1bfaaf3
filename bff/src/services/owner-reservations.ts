import type { Deps } from '../http/env.ts';
import { announceReservationChange, ownReservationPeriod } from './reservation-notices.ts';
import { createReservations, deleteOwnReservation } from './reservations.ts';

/** An owner books days on their camper; the co-owners are told once the booking committed. */
export async function bookOwnDays(deps: Deps, input: { userId: string; camperId: string; dagen: string[] }) {
  const result = await createReservations(deps.db, { ...input, now: deps.now() });
  await announceReservationChange(deps, {
    camperId: input.camperId,
    actorId: input.userId,
    wat: 'geboekt',
    perioden: result.reserveringen,
  });
  return result;
}

/** An owner cancels their own reservation; the co-owners are told which days came free. */
export async function cancelOwnReservation(
  deps: Deps,
  input: { userId: string; camperId: string; reservationId: string },
) {
  const period = await ownReservationPeriod(deps.db, input.userId, input.reservationId);
  const result = await deleteOwnReservation(deps.db, {
    userId: input.userId,
    reservationId: input.reservationId,
    now: deps.now(),
  });
  await announceReservationChange(deps, {
    camperId: input.camperId,
    actorId: input.userId,
    wat: 'geannuleerd',
    perioden: period ? [period] : [],
  });
  return result;
}
