import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { findOwnership } from '../campers/ownership.ts';
import { requireCamper } from '../campers/view.ts';
import { requireUser } from '../users/require-user.ts';
import { tellWatchers } from '../watches/release.ts';
import { noticeOnBehalfChange } from './notices.ts';
import {
  type CreatedReservations,
  cancelReservation,
  createReservations,
  type RemovedReservation,
} from './service.ts';

/**
 * An admin reserves for one of the camper's owners: the very same createReservations as the owner's own request
 * (availability, blocks, horizon, credits of that owner, one transaction), with the admin recorded as the actor
 * in the credit ledger; the owner and the co-owners are told. 404 for an unknown camper or user, 422 when the user is
 * not an owner of this camper.
 */
export async function reserveOnBehalf(
  deps: Deps,
  input: { camperId: string; userId: string; dagen: readonly string[]; actorId: string },
): Promise<CreatedReservations> {
  const { db } = deps;
  await requireCamper(db, input.camperId);
  await requireUser(db, input.userId);
  if (!(await findOwnership(db, input.camperId, input.userId))) throw apiFailure('not_camper_owner');
  return createReservations(
    db,
    {
      userId: input.userId,
      camperId: input.camperId,
      dagen: input.dagen,
      now: deps.now(),
      actorId: input.actorId,
    },
    (trx, created) =>
      noticeOnBehalfChange(trx, deps, {
        camperId: input.camperId,
        holderId: input.userId,
        wat: 'geboekt',
        perioden: created.reserveringen,
      }),
  );
}

/**
 * An admin cancels an owner's reservation until its last day, with the same exact refund (removeReservation), in one
 * immediate transaction; the owner and the co-owners are told. 404 when unknown. Also answers whose it was, for the
 * audit event.
 */
export async function cancelOnBehalf(
  deps: Deps,
  input: { reservationId: string; actorId: string },
): Promise<{ result: RemovedReservation; holderId: string }> {
  let holderId = '';
  const result = await cancelReservation(deps.db, { ...input, now: deps.now() }, async (trx, cancelled) => {
    holderId = cancelled.user_id;
    await noticeOnBehalfChange(trx, deps, {
      camperId: cancelled.camper_id,
      holderId: cancelled.user_id,
      wat: 'geannuleerd',
      perioden: [cancelled],
    });
    await tellWatchers(trx, deps, { camperId: cancelled.camper_id, released: [cancelled] });
  });
  return { result, holderId };
}
