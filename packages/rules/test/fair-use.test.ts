import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates.ts';
import { breaksFairUse, highSeasonDaysOfLongestRun } from '../src/fair-use.ts';
import { splitIntoRuns } from '../src/reservation-plan.ts';
import { isHighSeason } from '../src/seasons.ts';

const run = (start: string, length: number) => ({
  dagen: Array.from({ length }, (_, i) => addDays(start, i)),
});

describe('fair-use rule', () => {
  it('counts the high-season days of the longest run, not its low-season days', () => {
    // 10 to 20 May: 10–14 low, 15–20 high.
    expect(highSeasonDaysOfLongestRun([run('2027-05-10', 11), run('2027-07-01', 3)])).toBe(6);
    expect(breaksFairUse([run('2027-05-10', 11)], 6)).toBe(false);
    expect(breaksFairUse([run('2027-05-10', 11)], 5)).toBe(true);
  });

  it('never refuses a camper without a rule', () => {
    expect(breaksFairUse([run('2027-06-01', 90)], null)).toBe(false);
  });

  it('holds for any selection: broken exactly when some run has more high-season days than the cap', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2027-01-01', n));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), fc.integer({ min: 1, max: 30 }), (days, max) => {
        const runs = splitIntoRuns(days).map((dagen) => ({ dagen }));
        const most = Math.max(0, ...runs.map((r) => r.dagen.filter(isHighSeason).length));
        expect(breaksFairUse(runs, max)).toBe(most > max);
        // Splitting a run never makes the longest one longer.
        expect(highSeasonDaysOfLongestRun(runs)).toBeLessThanOrEqual(days.filter(isHighSeason).length);
      }),
      { numRuns: 200 },
    );
  });
});
