import { applyUsage } from './credits.ts';
import { compareIsoDates, eachDay, type IsoDate, neighbourDay } from './dates.ts';
import { fillPlaceholders } from './errors.ts';
import { type CreditBalance, usageOf, type YearSeasonCount } from './reservation-plan.ts';

type DayRange = { start_datum: IsoDate; eind_datum: IsoDate };

/**
 * Days the calendar gets back when `reservation` goes (the spec's toast counts buffer days): its own days, and each
 * of its two buffer days that none of the camper's `others` still blocks. A buffer shared with a neighbouring
 * reservation stays a buffer, so it is not reported as freed.
 */
export function freedDayCount(reservation: DayRange, others: readonly DayRange[]): number {
  // Neighbours are taken of the buffer day, never of a stored reservation's end: a stored 9999-12-31 has none.
  // `day` is blocked by `o` when o.start − 1 ≤ day ≤ o.end + 1, i.e. o.start ≤ day + 1 and day − 1 ≤ o.end.
  const stillBlocked = (day: IsoDate) => {
    const after = neighbourDay(day, 1);
    const before = neighbourDay(day, -1);
    return others.some(
      (o) =>
        (after === null || compareIsoDates(o.start_datum, after) <= 0) &&
        (before === null || compareIsoDates(before, o.eind_datum) <= 0),
    );
  };
  const buffers = [neighbourDay(reservation.start_datum, -1), neighbourDay(reservation.eind_datum, 1)].filter(
    (d): d is IsoDate => d !== null,
  );
  return (
    eachDay(reservation.start_datum, reservation.eind_datum).length +
    buffers.filter((d) => !stillBlocked(d)).length
  );
}

export type Refund = {
  /** Days the calendar gets back: the reservation's own days plus its two buffer days (see freedDayCount). */
  vrijgegeven_dagen: number;
  teruggestort: { hoogseizoen: number; laagseizoen: number };
  /** The refund per calendar year and season: exactly what the run was charged. */
  perJaar: YearSeasonCount[];
};

/**
 * The refund of one stored reservation. Every stored reservation is one contiguous run whose every day was
 * charged one credit of its own season and year, so charging and refunding are the same count.
 */
export function refundOf(reservation: DayRange): Refund {
  const days = eachDay(reservation.start_datum, reservation.eind_datum);
  const perJaar = usageOf(days);
  return {
    vrijgegeven_dagen: freedDayCount(reservation, []),
    teruggestort: {
      hoogseizoen: perJaar.reduce((sum, u) => sum + u.hoogseizoen, 0),
      laagseizoen: perJaar.reduce((sum, u) => sum + u.laagseizoen, 0),
    },
    perJaar,
  };
}

export type RefundPlan =
  | { ok: true; refund: Refund; balancesAfter: CreditBalance[] }
  | { ok: false; error: { code: 'refund_impossible'; message: string; jaar: number } };

export const REFUND_MESSAGES = {
  noRow: 'Kan credits niet terugboeken',
  noRowForYear: 'Kan credits niet terugboeken: geen credits gevonden voor {year}.',
  aboveGrant:
    'Kan credits niet terugboeken: het tegoed voor {year} zou hoger worden dan toegekend. Neem contact op met de beheerder.',
} as const;

export type CreditGrant = { jaar: number; toegekend_hoogseizoen: number; toegekend_laagseizoen: number };

/**
 * The first year whose balance after a refund would exceed its grant, or null. The API keeps every balance at
 * grant minus what is booked, but a reservation charged under an older season calendar (or a hand-edited row)
 * would refund other credits than it spent; that is refused as refund_impossible, never left to the table's CHECK.
 */
export function refundAboveGrant(
  balancesAfter: readonly CreditBalance[],
  grants: readonly CreditGrant[],
): number | null {
  for (const b of balancesAfter) {
    const g = grants.find((x) => x.jaar === b.jaar);
    if (!g) continue;
    if (b.credits_hoogseizoen > g.toegekend_hoogseizoen || b.credits_laagseizoen > g.toegekend_laagseizoen)
      return b.jaar;
  }
  return null;
}

/** The refund and the balances after it; refused when a year it returns credits to has no credits row. */
export function planRefund(
  reservation: { start_datum: IsoDate; eind_datum: IsoDate },
  credits: readonly CreditBalance[],
): RefundPlan {
  const refund = refundOf(reservation);
  const missing = refund.perJaar.find((u) => !credits.some((c) => c.jaar === u.jaar));
  if (missing) {
    return {
      ok: false,
      error: {
        code: 'refund_impossible',
        message: fillPlaceholders(REFUND_MESSAGES.noRowForYear, { year: missing.jaar }),
        jaar: missing.jaar,
      },
    };
  }
  return { ok: true, refund, balancesAfter: applyUsage(credits, refund.perJaar, 1) };
}

/** Why an owner cannot delete a reservation that has already begun (docs/decisions/0020-started-reservations.md). */
export const RESERVATION_STARTED_MESSAGE =
  'Deze reservering is al begonnen en kan niet meer verwijderd worden. Neem contact op met de beheerder.';

/** Why an admin cannot cancel a reservation whose last day is behind us: it is history (usage, overview). */
export const RESERVATION_ENDED_MESSAGE = 'Deze reservering is al voorbij en kan niet meer verwijderd worden.';

/**
 * An admin may cancel a reservation (with the exact refund) until its last day: the owner's refusal sends them to
 * the admin, e.g. when the camper breaks down halfway. A reservation that has ended stays, as the history the
 * co-owners' usage overview and the admin's overview are made of.
 */
export function canAdminCancelReservation(reservation: { eind_datum: IsoDate }, today: IsoDate): boolean {
  return reservation.eind_datum >= today;
}

/**
 * An owner may delete (and be refunded for) a reservation only while it has not begun: its start is today or
 * later, and its pick-up has not been recorded (a handover 'ophalen' on the start day means the camper is on the
 * road). Otherwise days already used could be refunded, and booked again by someone else.
 */
export function canOwnerDeleteReservation(
  reservation: { start_datum: IsoDate },
  today: IsoDate,
  pickedUp: boolean,
): boolean {
  return !pickedUp && reservation.start_datum >= today;
}
