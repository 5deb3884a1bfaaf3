import type { Db } from '../db/connection.ts';
import { immediateTransaction } from '../db/transaction.ts';
import type { Deps } from '../http/env.ts';
import { notifyContextOf } from './notifications.ts';
import { notifyCoOwnerReservation } from './notify-events.ts';

export type Period = { start_datum: string; eind_datum: string };

/** The dates of one's own reservation, read before it is deleted so the co-owners can be told which days came free. */
export async function ownReservationPeriod(
  db: Db,
  userId: string,
  reservationId: string,
): Promise<Period | null> {
  const row = await db
    .selectFrom('reserveringen')
    .select(['start_datum', 'eind_datum'])
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Tells the other co-owners that `actorId` booked or cancelled days. Runs after the reservation change committed (the
 * reservation service belongs to the booking rules and stays free of messaging); like a mail, a failure here is
 * logged and never undoes or fails the booking the owner already made.
 */
export async function announceReservationChange(
  deps: Deps,
  input: { camperId: string; actorId: string; wat: 'geboekt' | 'geannuleerd'; perioden: readonly Period[] },
): Promise<void> {
  try {
    await immediateTransaction(deps.db, (trx) => notifyCoOwnerReservation(trx, notifyContextOf(deps), input));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'reservation notice failed', error: String(error) }));
  }
}
