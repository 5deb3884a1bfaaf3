import type { Deps } from '../../http/env.ts';
import { tellWatchers } from '../watches/release.ts';
import { noticeReservationChange } from './notices.ts';
import { createReservations, deleteOwnReservation } from './service.ts';

/** An owner books days on their camper; the co-owners are told in the same transaction. */
export function bookOwnDays(deps: Deps, input: { userId: string; camperId: string; dagen: string[] }) {
  return createReservations(deps.db, { ...input, now: deps.now() }, (trx, created) =>
    noticeReservationChange(trx, deps, {
      camperId: input.camperId,
      actorId: input.userId,
      wat: 'geboekt',
      perioden: created.reserveringen,
    }),
  );
}

/**
 * An owner cancels their own reservation; the co-owners are told which days came free, and the watchers of those
 * days, in the same transaction.
 */
export function cancelOwnReservation(
  deps: Deps,
  input: { userId: string; camperId: string; reservationId: string },
) {
  return deleteOwnReservation(
    deps.db,
    { userId: input.userId, reservationId: input.reservationId, now: deps.now() },
    async (trx, cancelled) => {
      await noticeReservationChange(trx, deps, {
        camperId: input.camperId,
        actorId: input.userId,
        wat: 'geannuleerd',
        perioden: [cancelled],
      });
      await tellWatchers(trx, deps, { camperId: input.camperId, released: [cancelled] });
    },
  );
}
