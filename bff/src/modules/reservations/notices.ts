import type { Db } from '../../db/connection.ts';
import { besideTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { coOwnerReservationNotice, notifyReservationOnBehalf } from '../notifications/events.ts';
import { type NotifyContext, notifyContextOf, notifyUsers } from '../notifications/service.ts';

export type Period = { start_datum: string; eind_datum: string };

/**
 * Tells the other co-owners that `actorId` booked or cancelled days, inside the reservation change's own transaction
 * (the reservation service calls it last, and stays free of messaging), so the notice and its mails exist exactly when
 * the change commits, also across a crash. The writes run under a savepoint: a failure there is logged and never undoes
 * or fails the booking the owner made. Who is told is read before it, so a camper without co-owners takes no savepoint.
 */
export async function noticeReservationChange(
  trx: Db,
  deps: Deps,
  input: { camperId: string; actorId: string; wat: 'geboekt' | 'geannuleerd'; perioden: readonly Period[] },
): Promise<void> {
  const notice = await coOwnerReservationNotice(trx, input);
  if (!notice) return;
  await underSavepoint(trx, deps, (inside, ctx) =>
    notifyUsers(inside, ctx, notice.recipients, notice.notification),
  );
}

/** noticeReservationChange for a change an admin made for the owner `holderId`: the owner is told as well. */
export function noticeOnBehalfChange(
  trx: Db,
  deps: Deps,
  input: { camperId: string; holderId: string; wat: 'geboekt' | 'geannuleerd'; perioden: readonly Period[] },
): Promise<void> {
  return underSavepoint(trx, deps, (inside, ctx) => notifyReservationOnBehalf(inside, ctx, input));
}

function underSavepoint(trx: Db, deps: Deps, notify: (inside: Db, ctx: NotifyContext) => Promise<void>) {
  return besideTheChange(trx, 'reservation notice failed', (inside) => notify(inside, notifyContextOf(deps)));
}
