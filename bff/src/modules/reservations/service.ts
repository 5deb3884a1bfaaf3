import { randomUUID } from 'node:crypto';
import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import type { CreditRow } from '@camperdeel/rules/credits';
import { addDays, type IsoDate, todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { fillPlaceholders } from '@camperdeel/rules/errors';
import { bookingHorizon, horizonYears, isWithinHorizon } from '@camperdeel/rules/horizon';
import {
  canAdminCancelReservation,
  canOwnerDeleteReservation,
  freedDayCount,
  planRefund,
  REFUND_MESSAGES,
  RESERVATION_ENDED_MESSAGE,
  RESERVATION_STARTED_MESSAGE,
  type Refund,
  refundAboveGrant,
  refundOf,
} from '@camperdeel/rules/refund';
import { planReservation } from '@camperdeel/rules/reservation-plan';
import { perVersion } from '../../cache/per-version.ts';
import type { Db } from '../../db/connection.ts';
import type { Reservering } from '../../db/schema.ts';
import { immediateTransaction, type WriteScope } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { blocksFrom } from '../blocks/service.ts';
import { applyCreditChange, effectiveBalances, materialiseCredits } from '../credits/service.ts';
import { closeOffersOf } from '../offers/close.ts';
import { checkFairShare } from '../rounds/guards.ts';
import { approvedReservationsOf } from './approved.ts';

/** A reservation as the owner calendar reads it: the holder's name and whether it is the viewer's own. */
export type ReservationJson = {
  id: string;
  user_id: string;
  naam: string;
  camper_id: string;
  start_datum: IsoDate;
  eind_datum: IsoDate;
  seizoen_type: Reservering['seizoen_type'];
  credits_gebruikt: number;
  status: Reservering['status'];
  eigen: boolean;
};

const RESERVATION_COLUMNS = [
  'reserveringen.id',
  'reserveringen.user_id',
  'profiles.naam',
  'reserveringen.camper_id',
  'reserveringen.start_datum',
  'reserveringen.eind_datum',
  'reserveringen.seizoen_type',
  'reserveringen.credits_gebruikt',
  'reserveringen.status',
] as const;

/** The owner calendar's read. */
const camperReservationRows = (db: Db, camperId: string) =>
  approvedReservationsOf(db, camperId)
    .select(RESERVATION_COLUMNS)
    .orderBy('reserveringen.start_datum')
    .execute();

/**
 * The calendar's rows, remembered per database version (cache/per-version.ts: any write by anyone is seen on the
 * next read).
 */
const calendarRows = perVersion(camperReservationRows);

/** Every approved reservation of a camper (all owners), by start date. */
export async function listCamperReservations(
  db: Db,
  camperId: string,
  viewerId: string,
): Promise<ReservationJson[]> {
  const rows = await calendarRows(db, camperId);
  return rows.map((r) => ({ ...r, eigen: r.user_id === viewerId }));
}

/** The years GET /api/owner/credits and the reservation answers show: this year and next (Amsterdam time). */
export function shownCreditYears(now: Date): number[] {
  return horizonYears(todayInAmsterdam(now));
}

export type CreateReservationsInput = {
  userId: string;
  camperId: string;
  dagen: readonly string[];
  now: Date;
  /** Who acts when it is not the owner (an admin reserving on their behalf); recorded in the credit ledger. */
  actorId?: string;
  /** The ledger's reason: an ordinary booking, or days granted in a wish round. */
  reden?: 'reservering' | 'ronde';
};

export type CreatedReservations = { reserveringen: ReservationJson[]; credits: CreditRow[] };

/**
 * Reserves a selection in ONE immediate transaction: loads the camper's reservations and the user's balances
 * under the write lock, re-checks the whole selection with planReservation, then stores one reservation per
 * contiguous run (plus its day rows, whose primary key makes a double booking impossible) and spends the credits
 * with ledger rows. Any failure rolls everything back.
 */
export async function createReservations(
  db: Db,
  input: CreateReservationsInput,
  /** Runs last, in the same transaction (the co-owners' notice: services/reservation-notices.ts). */
  alongside?: (trx: Db, created: CreatedReservations) => Promise<void>,
): Promise<CreatedReservations> {
  return immediateTransaction(
    db,
    async (trx) => {
      const created = await reserveDays(trx, input);
      await alongside?.(trx, created);
      return created;
    },
    { camperId: input.camperId, userId: input.userId },
  );
}

/**
 * createReservations' work inside a transaction the caller holds: the demo seed stores its reservations through
 * this same function, inside its one seeding transaction, so demo data obeys exactly the API's rules.
 */
export async function reserveDays(trx: Db, input: CreateReservationsInput): Promise<CreatedReservations> {
  const today = todayInAmsterdam(input.now);
  // Only reservations that can touch a bookable day matter: one that ended before yesterday, or starts after the
  // day after the horizon, cannot make any day from today to the horizon's end reserved or a buffer day. (That
  // also keeps a stored 9999-12-31 from before the horizon rule out of every later plan.)
  const horizon = bookingHorizon(today);
  const reservations = await trx
    .selectFrom('reserveringen')
    .select(['id', 'user_id', 'start_datum', 'eind_datum'])
    .where('camper_id', '=', input.camperId)
    .where('status', '=', RESERVATION_STATUS)
    .where('eind_datum', '>=', addDays(today, -1))
    .where('start_datum', '<=', addDays(horizon.to, 1))
    .execute();
  // Credit rows are made (from the standard) only for the horizon's years; materialiseCredits skips others,
  // and planReservation refuses any day outside the horizon before it looks at credits.
  const years = [...new Set(input.dagen.filter((d) => isWithinHorizon(d, today)).map(yearOf))];
  const credits = await materialiseCredits(trx, input.userId, years, input.now);
  // Maintenance blocks are read under the same lock, so a block added a moment ago is always seen.
  const blocks = await blocksFrom(trx, input.camperId, today);
  const plan = planReservation(input.dagen, { today, reservations, blocks, credits });
  if (!plan.ok) {
    throw apiFailure(plan.error.code, {
      message: plan.error.message,
      ...(plan.error.dag ? { details: { dag: plan.error.dag } } : {}),
    });
  }
  await checkFairShare(trx, input.camperId, plan.runs);

  const createdAt = input.now.toISOString();
  const ids: string[] = [];
  for (const run of plan.runs) {
    const id = randomUUID();
    ids.push(id);
    await trx
      .insertInto('reserveringen')
      .values({
        id,
        user_id: input.userId,
        camper_id: input.camperId,
        start_datum: run.start_datum,
        eind_datum: run.eind_datum,
        seizoen_type: run.seizoen_type,
        credits_gebruikt: run.credits_gebruikt,
        status: RESERVATION_STATUS,
        created_at: createdAt,
      })
      .execute();
    await trx
      .insertInto('reservering_dagen')
      .values(run.dagen.map((dag) => ({ camper_id: input.camperId, dag, reservering_id: id })))
      .execute();
    await applyCreditChange(trx, {
      userId: input.userId,
      perJaar: run.verbruik,
      sign: -1,
      reden: input.reden ?? 'reservering',
      reserveringId: id,
      actorId: input.actorId ?? input.userId,
      now: input.now,
    });
  }

  const reserveringen = await trx
    .selectFrom('reserveringen')
    .innerJoin('profiles', 'profiles.id', 'reserveringen.user_id')
    .select(RESERVATION_COLUMNS)
    .where('reserveringen.id', 'in', ids)
    .orderBy('reserveringen.start_datum')
    .execute();
  return {
    reserveringen: reserveringen.map((r) => ({ ...r, eigen: true })),
    credits: await effectiveBalances(trx, input.userId, shownCreditYears(input.now)),
  };
}

export type RemovedReservation = Pick<Refund, 'vrijgegeven_dagen' | 'teruggestort'>;

/**
 * Gives the holder of a stored reservation back exactly what it was charged (planRefund: per year and season), with
 * ledger rows under `reden`; the reservation itself is left as it is. Runs inside the caller's immediate transaction.
 * A cancellation and a swap (the giver's side) both refund this way.
 */
export async function refundReservation(
  trx: Db,
  reservation: Pick<Reservering, 'id' | 'user_id' | 'start_datum' | 'eind_datum'>,
  context: { actorId: string | null; now: Date; reden: 'annulering' | 'ruil' },
): Promise<Refund> {
  const years = refundOf(reservation).perJaar.map((u) => u.jaar);
  const credits = await materialiseCredits(trx, reservation.user_id, years, context.now);
  const plan = planRefund(reservation, credits);
  if (!plan.ok) throw apiFailure('refund_impossible', { message: plan.error.message });
  // The rows read above hold the grants too.
  const aboveGrant = refundAboveGrant(plan.balancesAfter, credits);
  if (aboveGrant !== null) {
    throw apiFailure('refund_impossible', {
      message: fillPlaceholders(REFUND_MESSAGES.aboveGrant, { year: aboveGrant }),
      details: { jaar: aboveGrant },
    });
  }
  await applyCreditChange(trx, {
    userId: reservation.user_id,
    perJaar: plan.refund.perJaar,
    sign: 1,
    reden: context.reden,
    reserveringId: reservation.id,
    actorId: context.actorId,
    now: context.now,
  });
  return plan.refund;
}

/**
 * Deletes a reservation and refunds exactly what it was charged (refundReservation) with ledger rows. Runs inside
 * the caller's immediate transaction; the day rows go with it (ON DELETE CASCADE), and its open swap offers end with
 * it. Also used by the admin side when an owner is removed.
 */
export async function removeReservation(
  trx: Db,
  reservation: Pick<Reservering, 'id' | 'user_id' | 'start_datum' | 'eind_datum'>,
  context: { actorId: string | null; now: Date },
): Promise<RemovedReservation> {
  const refund = await refundReservation(trx, reservation, { ...context, reden: 'annulering' });
  const neighbours = await trx
    .selectFrom('reserveringen')
    .select(['start_datum', 'eind_datum'])
    .where('camper_id', '=', (eb) =>
      eb.selectFrom('reserveringen as r').select('r.camper_id').where('r.id', '=', reservation.id),
    )
    .where('id', '!=', reservation.id)
    .where('status', '=', RESERVATION_STATUS)
    .execute();
  await closeOffersOf(trx, reservation.id);
  await trx.deleteFrom('reserveringen').where('id', '=', reservation.id).execute();
  return {
    vrijgegeven_dagen: freedDayCount(reservation, neighbours),
    teruggestort: refund.teruggestort,
  };
}

/** Which of these reservations have a recorded pick-up (a handover 'ophalen'): they have begun. */
export async function pickedUpReservations(trx: Db, reservationIds: readonly string[]): Promise<Set<string>> {
  if (reservationIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('overdrachten')
    .select('reservering_id')
    .where('reservering_id', 'in', reservationIds)
    .where('moment', '=', 'ophalen')
    .execute();
  return new Set(rows.flatMap((r) => (r.reservering_id === null ? [] : [r.reservering_id])));
}

/** Work that runs last in a cancellation's transaction, with the cancelled reservation (the co-owners' notice). */
export type AfterCancel = (
  trx: Db,
  cancelled: Pick<Reservering, 'user_id' | 'camper_id' | 'start_datum' | 'eind_datum'>,
) => Promise<void>;

/**
 * Cancels a reservation and refunds it exactly, in one immediate transaction: an unknown id (or, with `ownerId`,
 * someone else's reservation) is 404. The owner's route passes its own id as `ownerId`, and may cancel only what has
 * not begun (422 otherwise); an admin acting on behalf of an owner passes none, and may cancel until the last day.
 */
export async function cancelReservation(
  db: Db,
  input: { reservationId: string; ownerId?: string; actorId: string; now: Date },
  alongside?: AfterCancel,
): Promise<RemovedReservation> {
  const scope = await db
    .selectFrom('reserveringen')
    .select(['camper_id as camperId', 'user_id as userId'])
    .where('id', '=', input.reservationId)
    .executeTakeFirst();
  try {
    return await immediateTransaction(db, (trx) => cancelIn(trx, input, alongside, scope), scope);
  } catch (error) {
    // Taken over by a co-owner between the look and the lock: once more, holding every write back.
    if (error instanceof ScopeMoved)
      return immediateTransaction(db, (trx) => cancelIn(trx, input, alongside));
    throw error;
  }
}

/** The reservation changed hands after its scope was read, so the locks taken are not the ones it needs. */
class ScopeMoved extends Error {}

async function cancelIn(
  trx: Db,
  input: { reservationId: string; ownerId?: string; actorId: string; now: Date },
  alongside: AfterCancel | undefined,
  scope?: WriteScope,
): Promise<RemovedReservation> {
  const today = todayInAmsterdam(input.now);
  let query = trx
    .selectFrom('reserveringen')
    .select(['id', 'user_id', 'camper_id', 'start_datum', 'eind_datum'])
    // Whether it was picked up, in the same statement: an owner may not cancel what has begun.
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('overdrachten')
            .select('overdrachten.reservering_id')
            .whereRef('overdrachten.reservering_id', '=', 'reserveringen.id')
            .where('overdrachten.moment', '=', 'ophalen'),
        )
        .as('opgehaald'),
    )
    .where('id', '=', input.reservationId)
    .where('status', '=', RESERVATION_STATUS);
  if (input.ownerId !== undefined) query = query.where('user_id', '=', input.ownerId);
  const reservation = await query.executeTakeFirst();
  if (!reservation) throw apiFailure('reservation_not_found');
  if (scope && (reservation.user_id !== scope.userId || reservation.camper_id !== scope.camperId))
    throw new ScopeMoved();
  if (input.ownerId === undefined) {
    if (!canAdminCancelReservation(reservation, today)) {
      throw apiFailure('refund_impossible', { message: RESERVATION_ENDED_MESSAGE });
    }
  } else {
    if (!canOwnerDeleteReservation(reservation, today, Boolean(reservation.opgehaald))) {
      throw apiFailure('refund_impossible', { message: RESERVATION_STARTED_MESSAGE });
    }
  }
  const removed = await removeReservation(trx, reservation, { actorId: input.actorId, now: input.now });
  await alongside?.(trx, reservation);
  return removed;
}

/** An owner deletes their own reservation (cancelReservation with the owner's own id). */
export function deleteOwnReservation(
  db: Db,
  input: { userId: string; reservationId: string; now: Date },
  alongside?: AfterCancel,
): Promise<RemovedReservation> {
  return cancelReservation(
    db,
    { reservationId: input.reservationId, ownerId: input.userId, actorId: input.userId, now: input.now },
    alongside,
  );
}
