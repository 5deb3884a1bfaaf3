import { type CalendarContext, isSelectable } from '@camperdeel/rules/calendar';
import { compareIsoDates, eachDay, type IsoDate, yearOf } from '@camperdeel/rules/dates';
import { ERRORS, fillPlaceholders } from '@camperdeel/rules/errors';
import { breaksFairUse } from '@camperdeel/rules/fair-use';
import { formatDateLong, formatDayCount } from '@camperdeel/rules/format';
import { type CreditBalance, planReservation } from '@camperdeel/rules/reservation-plan';
import { isHighSeason } from '@camperdeel/rules/seasons';

/** How a tap on a day works (docs/decisions/0080-booking-on-the-calendar.md). */
export type SelectMode = 'losse-dagen' | 'periode';

/** The calendar's context plus the years whose wish round is open: their high-season days go through the round. */
export type BookingContext = CalendarContext & { openRoundYears: ReadonlySet<number> };

/** A high-season day of a year whose wish round is open: not bookable directly (the server answers round_open). */
export function heldForRound(day: IsoDate, openRoundYears: ReadonlySet<number>): boolean {
  return isHighSeason(day) && openRoundYears.has(yearOf(day));
}

export function isBookable(day: IsoDate, ctx: BookingContext): boolean {
  return isSelectable(day, ctx) && !heldForRound(day, ctx.openRoundYears);
}

/** The selection and, in period mode, the first day of a period still waiting for its last. */
export type SelectionState = { selection: readonly IsoDate[]; start: IsoDate | null };

export type TapResult = SelectionState & { notice: string | null };

function sorted(days: Iterable<IsoDate>): IsoDate[] {
  return [...new Set(days)].sort(compareIsoDates);
}

/**
 * One tap on a day. Single days: the day goes in or out. Period: the first tap marks the start, the second the end
 * and every day between joins (either direction); a selected day tapped without a pending start goes out; a period
 * with a day that is not free in it is refused with a notice and the start stays.
 */
export function tapDay(
  state: SelectionState,
  day: IsoDate,
  mode: SelectMode,
  ctx: BookingContext,
): TapResult {
  const { selection, start } = state;
  if (mode === 'losse-dagen' || (start === null && selection.includes(day))) {
    if (selection.includes(day))
      return { selection: selection.filter((d) => d !== day), start: null, notice: null };
    if (!isBookable(day, ctx)) return { selection, start: null, notice: null };
    return { selection: sorted([...selection, day]), start: mode === 'periode' ? day : null, notice: null };
  }
  if (start === null) {
    if (!isBookable(day, ctx)) return { selection, start: null, notice: null };
    return { selection: sorted([...selection, day]), start: day, notice: null };
  }
  if (day === start) return { selection: selection.filter((d) => d !== day), start: null, notice: null };
  const [from, to] = compareIsoDates(start, day) <= 0 ? [start, day] : [day, start];
  const period = eachDay(from, to);
  const blocked = period.find((d) => !isBookable(d, ctx));
  if (blocked !== undefined) {
    return {
      selection,
      start,
      notice: `${formatDateLong(blocked)} is niet vrij: kies een laatste dag vóór die datum.`,
    };
  }
  return { selection: sorted([...selection, ...period]), start: null, notice: null };
}

/** What the owner reads above the reserve button before confirming. */
export type BookingSummary = {
  /** '5 dagen: 3 hoogseizoen + 2 laagseizoen, daarna over: 2027: 9 hoogseizoen + 28 laagseizoen'. */
  text: string;
  /** Why the server will refuse this booking (credits, the fair-use rule), said before confirming. */
  warning: string | null;
};

/**
 * The summary of a selection, computed by the reservation plan the reserve button checks with (so the numbers are
 * the ones the server charges) and the fair-use check the server uses. Null without a selection or credits.
 */
export function bookingSummary(
  selection: readonly IsoDate[],
  ctx: CalendarContext & { credits: readonly CreditBalance[]; maxConsecutiveHigh: number | null },
): BookingSummary | null {
  if (selection.length === 0) return null;
  const high = selection.filter(isHighSeason).length;
  const head = `${formatDayCount(selection.length)}: ${high} hoogseizoen + ${selection.length - high} laagseizoen`;
  const plan = planReservation(selection, ctx);
  if (!plan.ok) return { text: head, warning: plan.error.message };
  const years = new Set(plan.usage.map((u) => u.jaar));
  const left = plan.balancesAfter
    .filter((b) => years.has(b.jaar))
    .sort((a, b) => a.jaar - b.jaar)
    .map((b) => `${b.jaar}: ${b.credits_hoogseizoen} hoogseizoen + ${b.credits_laagseizoen} laagseizoen`)
    .join('; ');
  const warning = breaksFairUse(plan.runs, ctx.maxConsecutiveHigh)
    ? fillPlaceholders(ERRORS.max_consecutive.message, { max: ctx.maxConsecutiveHigh ?? 0 })
    : null;
  return { text: `${head}, daarna over: ${left}`, warning };
}
