import type { IsoDate } from './dates.ts';
import { isHighSeason } from './seasons.ts';

/** A run of consecutive booked days, as planReservation cuts a selection. */
type Run = { readonly dagen: readonly IsoDate[] };

/**
 * The most high-season days one run of the booking holds (docs/product/calendar-and-credits.md#fair-share-of-the-high-season-architecture-11): the
 * number the camper's fair-use rule caps. The server's check and the calendar's warning both read this.
 */
export function highSeasonDaysOfLongestRun(runs: readonly Run[]): number {
  return runs.reduce((most, run) => Math.max(most, run.dagen.filter(isHighSeason).length), 0);
}

/** True when a run holds more high-season days than the camper's rule allows; a camper without a rule (null) never. */
export function breaksFairUse(runs: readonly Run[], max: number | null): boolean {
  return max !== null && highSeasonDaysOfLongestRun(runs) > max;
}
