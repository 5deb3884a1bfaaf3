import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';
import {
  type CreatedReservations,
  cancelReservation,
  createReservations,
  type RemovedReservation,
} from '../reservations.ts';

/**
 * An admin reserves for one of the camper's owners: the very same createReservations as the owner's own request
 * (availability, blocks, horizon, credits of that owner, one transaction), with the admin recorded as the actor
 * in the credit ledger. 404 for an unknown camper or user, 422 when the user is not an owner of this camper.
 */
export async function reserveOnBehalf(
  db: Db,
  input: { camperId: string; userId: string; dagen: readonly string[]; actorId: string; now: Date },
): Promise<CreatedReservations> {
  const camper = await db
    .selectFrom('campers')
    .select('id')
    .where('id', '=', input.camperId)
    .executeTakeFirst();
  if (!camper) throw apiFailure('camper_not_found');
  const user = await db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!user) throw apiFailure('user_not_found');
  const ownership = await db
    .selectFrom('camper_eigenaars')
    .select('id')
    .where('camper_id', '=', input.camperId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!ownership) throw apiFailure('not_camper_owner');
  return createReservations(db, {
    userId: input.userId,
    camperId: input.camperId,
    dagen: input.dagen,
    now: input.now,
    actorId: input.actorId,
  });
}

/**
 * An admin cancels an owner's reservation: the owner's own rule (not once it has begun) and the same exact refund
 * (removeReservation), in one immediate transaction. 404 when unknown.
 */
export function cancelOnBehalf(
  db: Db,
  input: { reservationId: string; actorId: string; now: Date },
): Promise<RemovedReservation> {
  return cancelReservation(db, input);
}
