import { compareIsoDates, type IsoDate, isIsoDate, isoDate, yearOf } from './dates.ts';

/**
 * The booking horizon (docs/product/README.md#departures-from-the-spec-architecture-9): reservations, maintenance blocks and credit rows exist only in the current
 * and the next calendar year. Everything outside is refused before any other rule runs, so no date the rules cannot
 * represent (9999-12-31) ever reaches the database.
 */
export type Horizon = { firstYear: number; lastYear: number; from: IsoDate; to: IsoDate };

export function bookingHorizon(today: IsoDate): Horizon {
  const firstYear = yearOf(today);
  const lastYear = firstYear + 1;
  return { firstYear, lastYear, from: isoDate(firstYear, 1, 1), to: isoDate(lastYear, 12, 31) };
}

/** The years of the horizon, oldest first: this year and next. */
export function horizonYears(today: IsoDate): [number, number] {
  const { firstYear, lastYear } = bookingHorizon(today);
  return [firstYear, lastYear];
}

/** True when `day` is a real date inside the horizon of `today`. */
export function isWithinHorizon(day: unknown, today: IsoDate): boolean {
  if (!isIsoDate(day)) return false;
  const { from, to } = bookingHorizon(today);
  return compareIsoDates(day, from) >= 0 && compareIsoDates(day, to) <= 0;
}

/** True when `jaar` is one of the horizon's years. */
export function isHorizonYear(jaar: unknown, today: IsoDate): boolean {
  if (typeof jaar !== 'number' || !Number.isInteger(jaar)) return false;
  const { firstYear, lastYear } = bookingHorizon(today);
  return jaar >= firstYear && jaar <= lastYear;
}
