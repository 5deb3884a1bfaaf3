import { randomUUID } from 'node:crypto';
import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import type { CreditRow } from '@camperdeel/rules/credits';
import { eachDay, todayInAmsterdam } from '@camperdeel/rules/dates';
import { planReservation } from '@camperdeel/rules/reservation-plan';
import type { OfferJson } from '@camperdeel/rules/schemas/swaps';
import { isOfferOpen, OFFER_MESSAGES } from '@camperdeel/rules/swaps';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import type { Deps } from '../../http/env.ts';
import { findOwnership } from '../campers/ownership.ts';
import { applyCreditChange, effectiveBalances, materialiseCredits } from '../credits/service.ts';
import { findOwnReservation } from '../reservations/approved.ts';
import { refundReservation, shownCreditYears } from '../reservations/service.ts';
import { noticeOfferAccepted, noticeOfferMade } from './notices.ts';

type OfferRow = Omit<OfferJson, 'van_naam' | 'aan_naam'>;

const OFFER_COLUMNS = [
  'ruil_aanbiedingen.id',
  'ruil_aanbiedingen.reservering_id',
  'ruil_aanbiedingen.camper_id',
  'ruil_aanbiedingen.van_user_id',
  'ruil_aanbiedingen.aan_user_id',
  'ruil_aanbiedingen.status',
  'ruil_aanbiedingen.start_datum',
  'ruil_aanbiedingen.eind_datum',
  'ruil_aanbiedingen.geaccepteerd_door',
  'ruil_aanbiedingen.created_at',
] as const;

/** An open offer whose trip has begun reads as ended: nobody can take it any more. */
function shown(row: OfferJson, now: Date): OfferJson {
  return row.status === 'open' && !isOfferOpen(row, todayInAmsterdam(now))
    ? { ...row, status: 'vervallen' }
    : row;
}

function offersWithNames(db: Db) {
  return db
    .selectFrom('ruil_aanbiedingen')
    .innerJoin('profiles as van', 'van.id', 'ruil_aanbiedingen.van_user_id')
    .leftJoin('profiles as aan', 'aan.id', 'ruil_aanbiedingen.aan_user_id')
    .select([...OFFER_COLUMNS, 'van.naam as van_naam', 'aan.naam as aan_naam']);
}

async function offerJson(db: Db, id: string, now: Date): Promise<OfferJson> {
  const row = await offersWithNames(db).where('ruil_aanbiedingen.id', '=', id).executeTakeFirstOrThrow();
  return shown(row, now);
}

/** How many offers the list shows at most: the newest first, enough for any family's years of swapping. */
const LIST_LIMIT = 200;

/** Offers the owner made, and those made to them or to every co-owner of their camper. */
export async function listOffers(db: Db, input: { camperId: string; userId: string; now: Date }) {
  const rows = await offersWithNames(db)
    .where('ruil_aanbiedingen.camper_id', '=', input.camperId)
    .where((eb) =>
      eb.or([
        eb('ruil_aanbiedingen.van_user_id', '=', input.userId),
        eb('ruil_aanbiedingen.aan_user_id', '=', input.userId),
        eb('ruil_aanbiedingen.aan_user_id', 'is', null),
      ]),
    )
    .orderBy('ruil_aanbiedingen.created_at', 'desc')
    .orderBy('ruil_aanbiedingen.id')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => shown(r, input.now));
}

/**
 * Offers the owner's own future reservation to one co-owner (or to all with null). A newer offer of the same
 * reservation replaces an open older one, so a reservation has at most one open offer.
 */
export async function makeOffer(
  deps: Deps,
  input: { userId: string; camperId: string; reservationId: string; aanUserId: string | null },
): Promise<OfferJson> {
  const now = deps.now();
  return immediateTransaction(deps.db, async (trx) => {
    const reservation = await findOwnReservation(trx, input);
    if (reservation.start_datum <= todayInAmsterdam(now)) {
      throw apiFailure('offer_closed', { message: OFFER_MESSAGES.started });
    }
    if (input.aanUserId !== null) {
      if (input.aanUserId === input.userId)
        throw apiFailure('invalid_input', { message: OFFER_MESSAGES.toSelf });
      const coOwner = await findOwnership(trx, input.camperId, input.aanUserId);
      if (!coOwner) throw apiFailure('invalid_input', { message: OFFER_MESSAGES.notCoOwner });
    }
    await trx
      .updateTable('ruil_aanbiedingen')
      .set({ status: 'ingetrokken' })
      .where('reservering_id', '=', reservation.id)
      .where('status', '=', 'open')
      .execute();
    const id = randomUUID();
    await trx
      .insertInto('ruil_aanbiedingen')
      .values({
        id,
        reservering_id: reservation.id,
        camper_id: input.camperId,
        van_user_id: input.userId,
        aan_user_id: input.aanUserId,
        status: 'open',
        start_datum: reservation.start_datum,
        eind_datum: reservation.eind_datum,
        geaccepteerd_door: null,
        created_at: now.toISOString(),
      })
      .execute();
    const aanbod = await offerJson(trx, id, now);
    await noticeOfferMade(trx, deps, aanbod);
    return aanbod;
  });
}

/** An offer on the owner's camper that they may see: made by them, to them, or to everyone (else 404). */
async function visibleOffer(trx: Db, input: { offerId: string; camperId: string; userId: string }) {
  const offer: OfferRow | undefined = await trx
    .selectFrom('ruil_aanbiedingen')
    .select(OFFER_COLUMNS)
    .where('id', '=', input.offerId)
    .where('camper_id', '=', input.camperId)
    .executeTakeFirst();
  const visible =
    offer &&
    (offer.van_user_id === input.userId || offer.aan_user_id === null || offer.aan_user_id === input.userId);
  if (!visible) throw apiFailure('offer_not_found');
  return offer;
}

export type AcceptedOffer = { aanbod: OfferJson; credits: CreditRow[] };

/**
 * Takes over an offered reservation in ONE immediate transaction: the offer is claimed first (only an open one), the
 * giver gets back exactly what the reservation cost, the acceptor pays the same days from their own credits as a
 * booking would (422 when they do not have them), the reservation changes hands and everyone on the camper is told.
 * Writers take turns (immediateTransaction), so of two acceptors the second finds the offer taken: 409 offer_closed.
 */
export async function acceptOffer(
  deps: Deps,
  input: { offerId: string; camperId: string; userId: string },
): Promise<AcceptedOffer> {
  const now = deps.now();
  const today = todayInAmsterdam(now);
  return immediateTransaction(deps.db, async (trx) => {
    const offer = await visibleOffer(trx, input);
    if (offer.van_user_id === input.userId) {
      throw apiFailure('forbidden', { message: 'Je kunt je eigen aanbod niet aannemen.' });
    }
    if (!isOfferOpen(offer, today) || offer.reservering_id === null) throw apiFailure('offer_closed');
    const reservation = await trx
      .selectFrom('reserveringen')
      .select(['id', 'user_id', 'start_datum', 'eind_datum'])
      .where('id', '=', offer.reservering_id)
      .where('user_id', '=', offer.van_user_id)
      .where('status', '=', RESERVATION_STATUS)
      .executeTakeFirst();
    if (!reservation) throw apiFailure('offer_closed');

    const claimed = await trx
      .updateTable('ruil_aanbiedingen')
      .set({ status: 'geaccepteerd', geaccepteerd_door: input.userId })
      .where('id', '=', offer.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw apiFailure('offer_closed');

    await refundReservation(trx, reservation, { actorId: input.userId, now, reden: 'ruil' });
    const charge = await chargeAcceptor(trx, { ...input, reservation, now });
    await applyCreditChange(trx, {
      userId: input.userId,
      perJaar: charge,
      sign: -1,
      reden: 'ruil',
      reserveringId: reservation.id,
      actorId: input.userId,
      now,
    });
    await trx
      .updateTable('reserveringen')
      .set({ user_id: input.userId })
      .where('id', '=', reservation.id)
      .execute();
    const aanbod = await offerJson(trx, offer.id, now);
    await noticeOfferAccepted(trx, deps, aanbod);
    return { aanbod, credits: await effectiveBalances(trx, input.userId, shownCreditYears(now)) };
  });
}

/**
 * What the acceptor pays: the reservation's days planned as their own booking would be (credits per year and
 * season, 422 no_credits / insufficient_credits). The days are already booked, so the reservation itself is left out
 * of the camper's calendar for this check, and neither the fair-use rule nor an open round applies
 * (docs/decisions/0079-swaps-and-watches.md).
 */
async function chargeAcceptor(
  trx: Db,
  input: {
    camperId: string;
    userId: string;
    reservation: { id: string; start_datum: string; eind_datum: string };
    now: Date;
  },
) {
  const days = eachDay(input.reservation.start_datum, input.reservation.eind_datum);
  const others = await trx
    .selectFrom('reserveringen')
    .select(['id', 'user_id', 'start_datum', 'eind_datum'])
    .where('camper_id', '=', input.camperId)
    .where('status', '=', RESERVATION_STATUS)
    .where('id', '!=', input.reservation.id)
    .where('eind_datum', '>=', input.reservation.start_datum)
    .where('start_datum', '<=', input.reservation.eind_datum)
    .execute();
  const years = [...new Set(days.map((d) => Number(d.slice(0, 4))))];
  const credits = await materialiseCredits(trx, input.userId, years, input.now);
  const plan = planReservation(days, { today: todayInAmsterdam(input.now), reservations: others, credits });
  if (!plan.ok) throw apiFailure(plan.error.code, { message: plan.error.message });
  return plan.usage;
}

/** The giver withdraws their open offer (only the giver: 403 for the co-owners who can see it). */
export async function withdrawOffer(
  deps: Deps,
  input: { offerId: string; camperId: string; userId: string },
): Promise<OfferJson> {
  const now = deps.now();
  return immediateTransaction(deps.db, async (trx) => {
    const offer = await visibleOffer(trx, input);
    if (offer.van_user_id !== input.userId) {
      throw apiFailure('forbidden', { message: 'Alleen wie het aanbod deed kan het intrekken.' });
    }
    if (!isOfferOpen(offer, todayInAmsterdam(now))) throw apiFailure('offer_closed');
    await trx
      .updateTable('ruil_aanbiedingen')
      .set({ status: 'ingetrokken' })
      .where('id', '=', offer.id)
      .execute();
    return offerJson(trx, offer.id, now);
  });
}
