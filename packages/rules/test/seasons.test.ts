import { describe, expect, it } from 'vitest';
import { seasonOf } from '../src/seasons.ts';

describe('seasonOf: the season boundaries of the business constants (docs/product/calendar-and-credits.md)', () => {
  it.each([
    ['2026-05-14', 'laagseizoen'],
    ['2026-05-15', 'hoogseizoen'],
    ['2026-05-31', 'hoogseizoen'],
    ['2026-06-01', 'hoogseizoen'],
    ['2026-07-15', 'hoogseizoen'],
    ['2026-08-31', 'hoogseizoen'],
    ['2026-09-01', 'hoogseizoen'],
    ['2026-09-15', 'hoogseizoen'],
    ['2026-09-16', 'laagseizoen'],
    ['2026-12-16', 'laagseizoen'],
    ['2026-12-17', 'hoogseizoen'],
    ['2026-12-31', 'hoogseizoen'],
    ['2027-01-01', 'hoogseizoen'],
    ['2027-01-07', 'hoogseizoen'],
    ['2027-01-08', 'laagseizoen'],
    ['2028-02-29', 'laagseizoen'],
    ['2026-04-30', 'laagseizoen'],
    ['2026-10-25', 'laagseizoen'],
  ])('%s is %s', (day, season) => {
    expect(seasonOf(day)).toBe(season);
  });
});

/**
 * An oracle written independently from the spec's sentence: "15 to 31 May, June, July, August, 1 to 15
 * September, 17 to 31 December, 1 to 7 January. All other days are low season." Month → high-season day ranges.
 */
const HIGH_SEASON_TABLE: Record<number, Array<[number, number]>> = {
  1: [[1, 7]],
  5: [[15, 31]],
  6: [[1, 30]],
  7: [[1, 31]],
  8: [[1, 31]],
  9: [[1, 15]],
  12: [[17, 31]],
};

function oracle(month: number, day: number): string {
  const ranges = HIGH_SEASON_TABLE[month] ?? [];
  return ranges.some(([from, to]) => day >= from && day <= to) ? 'hoogseizoen' : 'laagseizoen';
}

describe('seasonOf against the table oracle', () => {
  it('matches for every day from 2024-01-01 to 2030-12-31', () => {
    let checked = 0;
    let high = 0;
    // Walk the days with the platform's own UTC calendar, not with our dates module.
    for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2030, 11, 31); t += 86_400_000) {
      const date = new Date(t);
      const iso = date.toISOString().slice(0, 10);
      const expected = oracle(date.getUTCMonth() + 1, date.getUTCDate());
      expect(seasonOf(iso), iso).toBe(expected);
      checked += 1;
      if (expected === 'hoogseizoen') high += 1;
    }
    expect(checked).toBe(2557);
    // 17 + 30 + 31 + 31 + 15 + 15 + 7 = 146 high-season days in every year.
    expect(high).toBe(146 * 7);
  });
});
