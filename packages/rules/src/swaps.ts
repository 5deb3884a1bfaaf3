import { type CalendarContext, dayState, isSelectable } from './calendar.ts';
import { addDays, daysBetween, eachDay, type IsoDate } from './dates.ts';
import { isWithinHorizon } from './horizon.ts';

type Period = { start_datum: IsoDate; eind_datum: IsoDate };

/** The longest period one watch may hold (docs/product/swaps-and-watches.md). */
export const WATCH_MAX_DAYS = 60;

export const WATCH_MESSAGES = {
  reversed: 'De einddatum mag niet voor de startdatum liggen.',
  past: 'Een wachtlijstperiode mag niet in het verleden beginnen.',
  outsideHorizon: 'Je kunt alleen dagen in dit en volgend kalenderjaar volgen.',
  tooLong: `Een wachtlijstperiode is maximaal ${WATCH_MAX_DAYS} dagen.`,
} as const;

export const OFFER_MESSAGES = {
  started: 'Deze reservering is al begonnen of voorbij en kan niet meer worden aangeboden.',
  notCoOwner: 'Kies een mede-eigenaar van deze camper.',
  toSelf: 'Je kunt een reservering niet aan jezelf aanbieden.',
} as const;

export type WatchCheck = { ok: true } | { ok: false; message: string };

/** A watch is a real period, from today on, inside the booking horizon and at most WATCH_MAX_DAYS long. */
export function checkWatchPeriod(period: Period, today: IsoDate): WatchCheck {
  if (period.eind_datum < period.start_datum) return { ok: false, message: WATCH_MESSAGES.reversed };
  if (period.start_datum < today) return { ok: false, message: WATCH_MESSAGES.past };
  if (!isWithinHorizon(period.start_datum, today) || !isWithinHorizon(period.eind_datum, today)) {
    return { ok: false, message: WATCH_MESSAGES.outsideHorizon };
  }
  if (daysBetween(period.start_datum, period.eind_datum) + 1 > WATCH_MAX_DAYS) {
    return { ok: false, message: WATCH_MESSAGES.tooLong };
  }
  return { ok: true };
}

/** True when at least one day of the (checked) period cannot be booked now: reserved, a buffer day or blocked. */
export function hasTakenDay(period: Period, ctx: CalendarContext): boolean {
  return eachDay(period.start_datum, period.eind_datum).some((d) => dayState(d, ctx).state !== 'vrij');
}

/**
 * The days of a watched period that a release made bookable: those of `released` (widened by its two buffer days,
 * which come free with it) that lie in the watch and can be booked now.
 */
export function releasedWatchDays(watch: Period, released: Period, ctx: CalendarContext): IsoDate[] {
  const from = maxDate(watch.start_datum, addDays(released.start_datum, -1));
  const to = minDate(watch.eind_datum, addDays(released.eind_datum, 1));
  if (to < from) return [];
  return eachDay(from, to).filter((d) => isSelectable(d, ctx));
}

/** An offer can be taken while it is open and its trip has not begun (today in Europe/Amsterdam). */
export function isOfferOpen(offer: { status: string; start_datum: IsoDate }, today: IsoDate): boolean {
  return offer.status === 'open' && offer.start_datum > today;
}

function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
