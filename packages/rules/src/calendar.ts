import {
  addDays,
  compareIsoDates,
  daysInMonth,
  type IsoDate,
  isoDate,
  isoWeekday,
  neighbourDay,
} from './dates.ts';
import { isWithinHorizon } from './horizon.ts';
import { type Seizoen, seasonOf } from './seasons.ts';

/** An approved (goedgekeurd) reservation as the calendar needs it. */
export type ApprovedReservation = {
  id: string;
  user_id: string;
  start_datum: IsoDate;
  eind_datum: IsoDate;
};

/** A maintenance block (APK, onderhoud, schade): the camper is away, nobody can reserve these days. */
export type CalendarBlock = { start_datum: IsoDate; eind_datum: IsoDate };

export type CalendarContext = {
  /** Today in Europe/Amsterdam (see `todayInAmsterdam`). */
  today: IsoDate;
  reservations: readonly ApprovedReservation[];
  /** Maintenance blocks of the camper; absent means none. */
  blocks?: readonly CalendarBlock[];
};

export type DayStateName = 'verleden' | 'geblokkeerd' | 'gereserveerd' | 'buffer' | 'vrij';

/** `user_id` is the owner holding the day; set only for `gereserveerd`. */
export type DayState = { state: DayStateName; user_id?: string };

/** The day before the start and the day after the end of every reservation, deduplicated and sorted. */
export function bufferDays(reservations: readonly ApprovedReservation[]): IsoDate[] {
  const days = new Set<IsoDate>();
  for (const r of reservations) {
    // The first and last representable days have no neighbour outside them (a stored 9999-12-31 must not throw).
    const before = neighbourDay(r.start_datum, -1);
    const after = neighbourDay(r.eind_datum, 1);
    if (before) days.add(before);
    if (after) days.add(after);
  }
  return [...days].sort(compareIsoDates);
}

/** True when a maintenance block covers `day`. */
export function isBlocked(day: IsoDate, blocks: readonly CalendarBlock[] | undefined): boolean {
  return (blocks ?? []).some((b) => b.start_datum <= day && day <= b.eind_datum);
}

/**
 * Precedence: past wins over everything, then blocked (the camper is not there, whoever reserved it), then
 * reserved, then buffer.
 */
export function dayState(day: IsoDate, ctx: CalendarContext): DayState {
  if (day < ctx.today) return { state: 'verleden' };
  if (isBlocked(day, ctx.blocks)) return { state: 'geblokkeerd' };
  const holder = ctx.reservations.find((r) => r.start_datum <= day && day <= r.eind_datum);
  if (holder) return { state: 'gereserveerd', user_id: holder.user_id };
  // Computed from `day`, not from the reservation: a stored 9999-12-31 has no day after it to compute, while the
  // days a calendar or a plan asks about always do.
  const before = neighbourDay(day, -1);
  const after = neighbourDay(day, 1);
  const isBuffer = ctx.reservations.some((r) => r.eind_datum === before || r.start_datum === after);
  return { state: isBuffer ? 'buffer' : 'vrij' };
}

/** Selectable: a real date inside the booking horizon, not before today, not blocked, not reserved, not a buffer day. */
export function isSelectable(day: IsoDate, ctx: CalendarContext): boolean {
  return isWithinHorizon(day, ctx.today) && dayState(day, ctx).state === 'vrij';
}

/** Toggles a day in or out of a selection (a click on the calendar); unselectable days are never added. */
export function toggleDay(selection: readonly IsoDate[], day: IsoDate, ctx: CalendarContext): IsoDate[] {
  if (selection.includes(day)) return selection.filter((d) => d !== day);
  if (!isSelectable(day, ctx)) return [...selection];
  return [...selection, day].sort(compareIsoDates);
}

/** Drops the days that are no longer selectable (e.g. after reloading reservations when another owner was faster). */
export function pruneSelection(selection: readonly IsoDate[], ctx: CalendarContext): IsoDate[] {
  return [...new Set(selection)].filter((d) => isSelectable(d, ctx)).sort(compareIsoDates);
}

export type CalendarDay = DayState & {
  datum: IsoDate;
  /** Day of the month, 1–31. */
  dag: number;
  /** False for the leading and trailing days of neighbouring months that fill the first and last week. */
  inMaand: boolean;
  seizoen: Seizoen;
  selecteerbaar: boolean;
  geselecteerd: boolean;
  vandaag: boolean;
};

export type MonthGrid = {
  jaar: number;
  /** 1–12. */
  maand: number;
  /** Weeks from Monday to Sunday; 4 to 6 of them. */
  weeks: CalendarDay[][];
};

/** Everything a month view needs to render: weeks start on Monday, each day with state, season and owner. */
export function monthGrid(
  jaar: number,
  maand: number,
  ctx: CalendarContext & { selected?: readonly IsoDate[] },
): MonthGrid {
  const first = isoDate(jaar, maand, 1);
  const last = isoDate(jaar, maand, daysInMonth(jaar, maand));
  const selected = new Set(ctx.selected ?? []);
  const weeks: CalendarDay[][] = [];
  let day = addDays(first, 1 - isoWeekday(first));
  while (day <= last) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const state = dayState(day, ctx);
      week.push({
        ...state,
        datum: day,
        dag: Number(day.slice(8, 10)),
        inMaand: day.slice(0, 7) === first.slice(0, 7),
        seizoen: seasonOf(day),
        selecteerbaar: state.state === 'vrij',
        geselecteerd: selected.has(day),
        vandaag: day === ctx.today,
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return { jaar, maand, weeks };
}

/** The month `n` months after (or before, when negative) the given one. */
export function shiftMonth(jaar: number, maand: number, n: number): { jaar: number; maand: number } {
  const index = jaar * 12 + (maand - 1) + n;
  return { jaar: Math.floor(index / 12), maand: (index % 12) + 1 };
}

/** Short Dutch weekday headers, Monday first. */
export const WEEKDAY_HEADERS: readonly string[] = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];
