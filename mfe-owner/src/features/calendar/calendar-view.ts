import { type ApprovedReservation, type CalendarBlock, dayState } from '@camperdeel/rules/calendar';
import { ownerColourMap } from '@camperdeel/rules/camper';
import type { CreditRow } from '@camperdeel/rules/credits';
import { eachDay, type IsoDate, yearOf } from '@camperdeel/rules/dates';
import { FAILURE_TITLES, fillPlaceholders, MESSAGES } from '@camperdeel/rules/errors';
import { formatDateRange, formatDayCount } from '@camperdeel/rules/format';
import { isWithinHorizon } from '@camperdeel/rules/horizon';
import { canOwnerDeleteReservation } from '@camperdeel/rules/refund';
import { usageOf } from '@camperdeel/rules/reservation-plan';
import { SEIZOEN_LABELS, seasonOf } from '@camperdeel/rules/seasons';
import type { CalendarDay } from '@camperdeel/ui/components/MonthCalendar';
import { OWNER_TONES, type OwnerTone, ownerTone } from '@camperdeel/ui/lib/day-tones';
import { heldForRound } from './booking-selection.ts';

/** A reservation as the calendar reads it from the BFF: who holds it and whether it is the viewer's own. */
export type CalendarReservation = ApprovedReservation & { naam: string; eigen: boolean };

export type OwnerSwatch = { userId: string; naam: string; tone: OwnerTone };

/**
 * The colour of every owner (docs/product/calendar-and-credits.md#business-constants-spec-9 palette, `ownerColourMap`: owners ordered by user id). Holders of a
 * reservation who are no longer an owner get a colour too, so every reserved day is coloured.
 */
export function ownerSwatches(
  owners: readonly { user_id: string; naam: string }[],
  reservations: readonly CalendarReservation[],
): Map<string, OwnerSwatch> {
  const names = new Map<string, string>();
  for (const r of reservations) names.set(r.user_id, r.naam);
  for (const o of owners) names.set(o.user_id, o.naam);
  const colours = ownerColourMap([...names.keys()]);
  const swatches = new Map<string, OwnerSwatch>();
  [...colours].forEach(([userId, colour], index) => {
    const tone = OWNER_TONES.find((t) => t === colour.key) ?? ownerTone(index);
    swatches.set(userId, { userId, naam: names.get(userId) ?? '', tone });
  });
  return swatches;
}

/** A maintenance block as the calendar shows it: the days and why. */
export type CalendarBlockInfo = CalendarBlock & { reden: string };

export type DayContext = {
  today: IsoDate;
  reservations: readonly CalendarReservation[];
  blocks?: readonly CalendarBlockInfo[];
  selected: ReadonlySet<IsoDate>;
  swatches: ReadonlyMap<string, OwnerSwatch>;
  /** Years whose wish round is open: their free high-season days say why they cannot be booked. */
  openRoundYears?: ReadonlySet<number>;
};

/**
 * How one day looks and behaves (docs/product/calendar-and-credits.md#states-spec-4 calendar day states): past, reserved (in its owner's colour), buffer day,
 * selected, high or low season. Only free days are clickable.
 */
export function calendarDay(date: IsoDate, ctx: DayContext): CalendarDay {
  const season = SEIZOEN_LABELS[seasonOf(date)];
  // Outside the booking horizon nothing can be reserved (docs/product/README.md#departures-from-the-spec-architecture-9); the grid never pages there, this
  // keeps a stray day from being selectable all the same.
  if (!isWithinHorizon(date, ctx.today)) return { tone: seasonOf(date), disabled: true, label: season };
  const state = dayState(date, ctx);
  switch (state.state) {
    case 'verleden':
      return { tone: seasonOf(date), disabled: true, label: season };
    case 'gereserveerd': {
      const holder = state.user_id ? ctx.swatches.get(state.user_id) : undefined;
      return {
        tone: holder?.tone,
        disabled: true,
        label: holder ? `Gereserveerd door ${holder.naam}` : 'Gereserveerd',
      };
    }
    case 'geblokkeerd': {
      const block = ctx.blocks?.find((b) => b.start_datum <= date && date <= b.eind_datum);
      return { tone: 'geblokkeerd', disabled: true, label: `Geblokkeerd: ${block?.reden ?? 'onderhoud'}` };
    }
    case 'buffer':
      return { tone: 'buffer', disabled: true, label: 'Bufferdag' };
    case 'vrij':
      if (ctx.openRoundYears && heldForRound(date, ctx.openRoundYears)) {
        return { tone: seasonOf(date), disabled: true, label: `${season}: via de wensronde ${yearOf(date)}` };
      }
      return { tone: seasonOf(date), selected: ctx.selected.has(date), label: season };
  }
}

/** Credits of one season: what is left and what was granted (docs/product/README.md#departures-from-the-spec-architecture-9: credits are an allotment). */
export type SeasonCredits = { over: number; toegekend: number };

export type CreditSummary =
  | { jaar: number; hoogseizoen: SeasonCredits; laagseizoen: SeasonCredits }
  | { jaar: number; none: string };

/**
 * 'Reserveringscredits' (docs/product/owner.md#screens-spec-2): per shown year what is left of what was granted, per season, or
 * 'Geen credits toegewezen voor {year}'.
 */
export function creditSummaries(credits: readonly CreditRow[], years: readonly number[]): CreditSummary[] {
  return years.map((jaar) => {
    const row = credits.find((c) => c.jaar === jaar);
    return row
      ? {
          jaar,
          hoogseizoen: { over: row.credits_hoogseizoen, toegekend: row.toegekend_hoogseizoen },
          laagseizoen: { over: row.credits_laagseizoen, toegekend: row.toegekend_laagseizoen },
        }
      : { jaar, none: fillPlaceholders(MESSAGES.noCreditsForYear, { year: jaar }) };
  });
}

export type OwnReservationRow = {
  id: string;
  start_datum: IsoDate;
  eind_datum: IsoDate;
  range: string;
  /** e.g. '3 dagen (2 hoogseizoen, 1 laagseizoen)'. */
  days: string;
  canDelete: boolean;
};

/** 'Mijn Reserveringen' (docs/product/owner.md#screens-spec-2): the viewer's own reservations by start date, with the season split. */
export function ownReservationRows(
  reservations: readonly CalendarReservation[],
  today: IsoDate,
): OwnReservationRow[] {
  return reservations
    .filter((r) => r.eigen)
    .sort((a, b) => (a.start_datum < b.start_datum ? -1 : a.start_datum > b.start_datum ? 1 : 0))
    .map((r) => {
      const days = eachDay(r.start_datum, r.eind_datum);
      const usage = usageOf(days);
      const high = usage.reduce((sum, u) => sum + u.hoogseizoen, 0);
      const low = usage.reduce((sum, u) => sum + u.laagseizoen, 0);
      return {
        id: r.id,
        start_datum: r.start_datum,
        eind_datum: r.eind_datum,
        range: formatDateRange(r.start_datum, r.eind_datum),
        days: `${formatDayCount(days.length)} (${high} hoogseizoen, ${low} laagseizoen)`,
        // The calendar does not load handovers: after a recorded pick-up the server refuses with its own message.
        canDelete: canOwnerDeleteReservation(r, today, false),
      };
    });
}

/**
 * The title of a failed reservation (docs/product/messages.md#error-catalogue-spec-8): the credit rules have their own ('Geen credits', 'Niet genoeg
 * credits'), every other failure is 'Fout bij reserveren'.
 */
export function reserveFailureTitle(code: string | undefined): string {
  if (code === 'no_credits') return FAILURE_TITLES.noCredits;
  if (code === 'insufficient_credits') return FAILURE_TITLES.insufficientCredits;
  return FAILURE_TITLES.reserve;
}

/** The title of a failed delete (docs/product/messages.md#error-catalogue-spec-8): 'Fout' when the credits cannot be returned, else 'Fout bij verwijderen'. */
export function deleteFailureTitle(code: string | undefined): string {
  return code === 'refund_impossible' ? FAILURE_TITLES.refund : FAILURE_TITLES.deleteReservation;
}
