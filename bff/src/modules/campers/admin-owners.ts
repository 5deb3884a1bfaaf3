import { randomUUID } from 'node:crypto';
import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { canOwnerDeleteReservation, planRefund, refundOf } from '@camperdeel/rules/refund';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { applyCreditChange, materialiseCredits } from '../credits/service.ts';
import { notifyApplicationRejected, notifyOwnerAssigned } from '../notifications/events.ts';
import type { NotifyContext } from '../notifications/service.ts';
import { pickedUpReservations } from '../reservations/service.ts';
import { requireUser } from '../users/require-user.ts';
import { findOwnedCamper, findOwnership } from './ownership.ts';

/**
 * Assigns a user as co-owner in ONE immediate transaction that re-checks everything inside: the camper exists, the
 * user exists, is no admin (422 `admin_not_owner`) and owns no camper yet (one camper per user), and a slot is free.
 * It then sets the user's status to eigenaar and their application for this camper (if any) to toegewezen.
 */
export async function assignOwner(
  db: Db,
  camperId: string,
  userId: string,
  now: Date,
  notify: NotifyContext,
): Promise<void> {
  await immediateTransaction(db, (trx) => assignOwnerIn(trx, camperId, userId, now, notify));
}

/** assignOwner inside the caller's immediate transaction (an application set to toegewezen assigns its owner). */
export async function assignOwnerIn(
  trx: Db,
  camperId: string,
  userId: string,
  now: Date,
  notify: NotifyContext,
): Promise<void> {
  const camper = await trx
    .selectFrom('campers')
    .select((eb) => [
      'aantal_sloten_eigenaars',
      eb
        .selectFrom('camper_eigenaars')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('camper_eigenaars.camper_id', '=', 'campers.id')
        .as('ingevuld'),
    ])
    .where('id', '=', camperId)
    .executeTakeFirst();
  if (!camper) throw apiFailure('camper_not_found');
  await requireUser(trx, userId);
  // The club's own account runs the platform; it never shares a camper (docs/decisions/0085-a-logboek-for-people.md).
  const admin = await trx
    .selectFrom('user_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (admin) throw apiFailure('admin_not_owner');
  const owned = await findOwnedCamper(trx, userId);
  if (owned) {
    throw apiFailure(
      'already_owner',
      owned.camper_id === camperId ? {} : { message: 'Deze gebruiker is al eigenaar van een andere camper.' },
    );
  }
  if (Number(camper.ingevuld ?? 0) >= camper.aantal_sloten_eigenaars) throw apiFailure('camper_full');
  await trx
    .insertInto('camper_eigenaars')
    .values({ id: randomUUID(), camper_id: camperId, user_id: userId, created_at: now.toISOString() })
    .execute();
  await trx
    .updateTable('profiles')
    .set({ status: 'eigenaar', updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('aanmeldingen')
    .set({ status: 'toegewezen' })
    .where('user_id', '=', userId)
    .where('camper_id', '=', camperId)
    .execute();
  await notifyOwnerAssigned(trx, notify, { userId, camperId });
  if (Number(camper.ingevuld ?? 0) + 1 >= camper.aantal_sloten_eigenaars) {
    await turnDownOpenApplications(trx, notify, camperId);
  }
}

/**
 * docs/product/README.md#departures-from-the-spec-architecture-9: once a camper's last owner slot is filled (an owner assigned, or the slots lowered to the owners it
 * has), its open applications are turned down and each applicant is told, in the caller's transaction.
 */
export async function turnDownOpenApplications(
  trx: Db,
  notify: NotifyContext,
  camperId: string,
): Promise<void> {
  const open = await trx
    .updateTable('aanmeldingen')
    .set({ status: 'afgewezen' })
    .where('camper_id', '=', camperId)
    .where('status', '=', 'in_afwachting')
    .returning('user_id')
    .execute();
  await notifyApplicationRejected(trx, notify, {
    userIds: open.map((r) => r.user_id),
    camperId,
    reden: 'vol',
  });
}

export type OwnerRemoval = {
  verwijderde_reserveringen: number;
  teruggestort: { hoogseizoen: number; laagseizoen: number };
};

/**
 * Removes a co-owner in ONE immediate transaction (docs/decisions/0015-owner-removal.md): their reservations on this
 * camper that have not begun (start today or later, the owner's own delete rule) are deleted and refunded exactly
 * (ledger reason `annulering`); begun and past ones stay as history. Their status goes back to prospect and an
 * application marked toegewezen for this camper goes back to in_afwachting.
 */
export async function removeOwner(
  db: Db,
  camperId: string,
  userId: string,
  actorId: string,
  now: Date,
): Promise<OwnerRemoval> {
  return immediateTransaction(db, async (trx) => {
    const ownership = await findOwnership(trx, camperId, userId);
    if (!ownership) throw apiFailure('not_found');
    const today = todayInAmsterdam(now);
    const reservations = await trx
      .selectFrom('reserveringen')
      .select(['id', 'start_datum', 'eind_datum'])
      .where('camper_id', '=', camperId)
      .where('user_id', '=', userId)
      .where('status', '=', RESERVATION_STATUS)
      .orderBy('start_datum')
      .execute();
    // The same line the owner's own delete draws: only reservations that have not begun are given back.
    const pickedUp = await pickedUpReservations(
      trx,
      reservations.map((r) => r.id),
    );
    const future = reservations.filter((r) => canOwnerDeleteReservation(r, today, pickedUp.has(r.id)));
    const teruggestort = { hoogseizoen: 0, laagseizoen: 0 };
    for (const reservation of future) {
      const years = refundOf(reservation).perJaar.map((u) => u.jaar);
      const balances = await materialiseCredits(trx, userId, years, now);
      const plan = planRefund(reservation, balances);
      if (!plan.ok) throw apiFailure('refund_impossible', { message: plan.error.message });
      await applyCreditChange(trx, {
        userId,
        perJaar: plan.refund.perJaar,
        sign: 1,
        reden: 'annulering',
        reserveringId: reservation.id,
        actorId,
        now,
      });
      await trx.deleteFrom('reserveringen').where('id', '=', reservation.id).execute();
      teruggestort.hoogseizoen += plan.refund.teruggestort.hoogseizoen;
      teruggestort.laagseizoen += plan.refund.teruggestort.laagseizoen;
    }
    await trx.deleteFrom('camper_eigenaars').where('id', '=', ownership.id).execute();
    await trx
      .updateTable('profiles')
      .set({ status: 'prospect', updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('aanmeldingen')
      .set({ status: 'in_afwachting' })
      .where('user_id', '=', userId)
      .where('camper_id', '=', camperId)
      .where('status', '=', 'toegewezen')
      .execute();
    return { verwijderde_reserveringen: future.length, teruggestort };
  });
}
