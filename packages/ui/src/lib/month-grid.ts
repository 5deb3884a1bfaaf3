// Calendar arithmetic on `yyyy-MM-dd` and `yyyy-MM` strings in UTC, so no local time zone or daylight saving
// shift can move a day. Weeks start on Monday, as in the Netherlands.

export const WEEKDAYS_NL = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
] as const;
export const WEEKDAYS_SHORT_NL = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;
export const MONTHS_NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

export interface GridDay {
  /** `yyyy-MM-dd` */
  date: string;
  day: number;
  /** True for the days of the previous and next month that fill the first and last week. */
  outside: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function parseDate(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Ongeldige datum: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function parseMonth(month: string): { year: number; monthIndex: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new Error(`Ongeldige maand: ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

/** `yyyy-MM` of a `yyyy-MM-dd` date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addDays(date: string, days: number): string {
  const d = parseDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

export function addMonths(month: string, months: number): string {
  const { year, monthIndex } = parseMonth(month);
  const d = new Date(Date.UTC(year, monthIndex + months, 1));
  return toIso(d).slice(0, 7);
}

/** The same day of the month `months` away, clamped to that month's last day (31 jan + 1 → 28/29 feb). */
export function addMonthsToDate(date: string, months: number): string {
  const target = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(target));
  return `${target}-${pad(day)}`;
}

export function daysInMonth(month: string): number {
  const { year, monthIndex } = parseMonth(month);
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (parseDate(date).getUTCDay() + 6) % 7;
}

/** The weeks (Monday first) that cover `month`, each exactly 7 days, padded with the neighbouring months. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const total = weekdayIndex(first) + daysInMonth(month);
  const weekCount = Math.ceil(total / 7);
  const weeks: GridDay[][] = [];
  for (let w = 0; w < weekCount; w++) {
    const week: GridDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = addDays(start, w * 7 + d);
      week.push({ date, day: Number(date.slice(8, 10)), outside: monthOf(date) !== month });
    }
    weeks.push(week);
  }
  return weeks;
}

/** 'juni 2026' */
export function monthTitleNl(month: string): string {
  const { year, monthIndex } = parseMonth(month);
  return `${MONTHS_NL[monthIndex]} ${year}`;
}

/** 'vrijdag 12 juni 2026' */
export function longDateNl(date: string): string {
  const d = parseDate(date);
  return `${WEEKDAYS_NL[weekdayIndex(date)]} ${d.getUTCDate()} ${MONTHS_NL[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Where keyboard focus goes from `date` for a key of the calendar grid, or null for any other key. */
export function dateForKey(date: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return addMonthsToDate(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDate(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
