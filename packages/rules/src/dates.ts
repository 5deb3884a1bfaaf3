import { once } from './once.ts';
/**
 * Calendar dates as `yyyy-MM-dd` strings. All arithmetic runs on UTC midnights, which have no DST,
 * so adding days never drifts an hour and never skips or repeats a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in strict `yyyy-MM-dd` form (years 0001–9999). */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Builds an IsoDate from numeric parts; throws on an impossible date. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const s = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isIsoDate(s)) throw new RangeError(`Geen geldige datum: ${s}`);
  return s;
}

function toUtcMs(d: IsoDate): number {
  if (!isIsoDate(d)) throw new RangeError(`Geen geldige datum: ${String(d)}`);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 onto 1900–1999.
  date.setUTCFullYear(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return date.getTime();
}

function fromUtcMs(ms: number): IsoDate {
  const date = new Date(ms);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The date `n` days after `d` (negative `n` goes back). */
export function addDays(d: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Geen geheel aantal dagen: ${n}`);
  return fromUtcMs(toUtcMs(d) + n * DAY_MS);
}

/**
 * The day before (-1) or after (1) `d`, or null past the ends of the calendar (0001-01-01, 9999-12-31): a stored
 * date at an end must not make a rule throw.
 */
export function neighbourDay(d: IsoDate, direction: 1 | -1): IsoDate | null {
  if (direction === 1 && d >= '9999-12-31') return null;
  if (direction === -1 && d <= '0001-01-01') return null;
  return addDays(d, direction);
}

/** Whole days from `a` to `b` (positive when `b` is later). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Every day from `start` to `end`, both included; empty when `end` is before `start`. */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  const last = toUtcMs(end);
  for (let ms = toUtcMs(start); ms <= last; ms += DAY_MS) days.push(fromUtcMs(ms));
  return days;
}

export function yearOf(d: IsoDate): number {
  return Number(d.slice(0, 4));
}

/** Month 1–12. */
export function monthOf(d: IsoDate): number {
  return Number(d.slice(5, 7));
}

export function dayOfMonth(d: IsoDate): number {
  return Number(d.slice(8, 10));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(d: IsoDate): number {
  const js = new Date(toUtcMs(d)).getUTCDay();
  return js === 0 ? 7 : js;
}

/** Sort comparator; four-digit years make string order equal date order. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const AMSTERDAM_DAY = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar date in Europe/Amsterdam at instant `now` (inject the clock; never read it here). */
export function todayInAmsterdam(now: Date): IsoDate {
  const parts = AMSTERDAM_DAY().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return isoDate(part('year'), part('month'), part('day'));
}
