import type { IsoDate } from './dates.ts';

export type Seizoen = 'hoogseizoen' | 'laagseizoen';

export const SEIZOENEN: readonly Seizoen[] = ['hoogseizoen', 'laagseizoen'];

export const SEIZOEN_LABELS: Readonly<Record<Seizoen, string>> = {
  hoogseizoen: 'Hoogseizoen',
  laagseizoen: 'Laagseizoen',
};

/**
 * High season (docs/product/calendar-and-credits.md#business-constants-spec-9): 15–31 May, June, July, August, 1–15 September, 17–31 December, 1–7 January.
 * Compared as `MM-dd` strings, which sort like the dates they name.
 */
export function seasonOf(d: IsoDate): Seizoen {
  const monthDay = d.slice(5);
  const high = (monthDay >= '05-15' && monthDay <= '09-15') || monthDay >= '12-17' || monthDay <= '01-07';
  return high ? 'hoogseizoen' : 'laagseizoen';
}

export function isHighSeason(d: IsoDate): boolean {
  return seasonOf(d) === 'hoogseizoen';
}
