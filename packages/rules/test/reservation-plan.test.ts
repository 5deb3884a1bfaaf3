import { describe, expect, it } from 'vitest';
import type { ApprovedReservation } from '../src/calendar.ts';
import {
  type CreditBalance,
  type PlanContext,
  planReservation,
  splitIntoRuns,
  usageOf,
} from '../src/reservation-plan.ts';

const credits = (jaar: number, hoog: number, laag: number): CreditBalance => ({
  jaar,
  credits_hoogseizoen: hoog,
  credits_laagseizoen: laag,
});

const base: PlanContext = {
  today: '2026-11-22',
  reservations: [],
  credits: [credits(2026, 10, 10), credits(2027, 10, 10)],
};

describe('splitIntoRuns', () => {
  it('deduplicates, sorts and cuts at every gap', () => {
    expect(splitIntoRuns(['2026-12-05', '2026-12-01', '2026-12-02', '2026-12-02', '2026-12-04'])).toEqual([
      ['2026-12-01', '2026-12-02'],
      ['2026-12-04', '2026-12-05'],
    ]);
    expect(splitIntoRuns([])).toEqual([]);
  });

  it('keeps runs whole across month, year and leap-day boundaries', () => {
    expect(splitIntoRuns(['2027-01-01', '2026-12-31'])).toEqual([['2026-12-31', '2027-01-01']]);
    expect(splitIntoRuns(['2028-03-01', '2028-02-28', '2028-02-29'])).toEqual([
      ['2028-02-28', '2028-02-29', '2028-03-01'],
    ]);
    expect(splitIntoRuns(['2027-03-01', '2027-02-28'])).toEqual([['2027-02-28', '2027-03-01']]);
  });
});

describe('planReservation', () => {
  it('charges a selection across the year end to each year separately (30 Dec – 2 Jan)', () => {
    const plan = planReservation(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'], base);
    expect(plan).toEqual({
      ok: true,
      runs: [
        {
          start_datum: '2026-12-30',
          eind_datum: '2027-01-02',
          dagen: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'],
          credits_gebruikt: 4,
          seizoen_type: 'hoogseizoen',
          verbruik: [
            { jaar: 2026, hoogseizoen: 2, laagseizoen: 0 },
            { jaar: 2027, hoogseizoen: 2, laagseizoen: 0 },
          ],
        },
      ],
      usage: [
        { jaar: 2026, hoogseizoen: 2, laagseizoen: 0 },
        { jaar: 2027, hoogseizoen: 2, laagseizoen: 0 },
      ],
      balancesAfter: [credits(2026, 8, 10), credits(2027, 8, 10)],
    });
  });

  it('refuses the year-end selection when the second year lacks credits, naming that year', () => {
    const plan = planReservation(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'], {
      ...base,
      credits: [credits(2026, 2, 0), credits(2027, 1, 5)],
    });
    expect(plan).toEqual({
      ok: false,
      error: {
        code: 'insufficient_credits',
        message: 'Niet genoeg credits voor 2027. Je hebt 2 hoogseizoen en 0 laagseizoen dagen geselecteerd.',
        jaar: 2027,
      },
    });
  });

  it('says word for word that a year has no credits', () => {
    const plan = planReservation(['2027-01-10'], { ...base, credits: [credits(2026, 5, 5)] });
    expect(plan).toEqual({
      ok: false,
      error: { code: 'no_credits', message: 'Geen credits toegewezen voor 2027', jaar: 2027 },
    });
  });

  it('counts both seasons of the year in the insufficient message', () => {
    // 13–16 May 2027: 13, 14 low; 15, 16 high.
    const plan = planReservation(['2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16'], {
      ...base,
      credits: [credits(2027, 2, 1)],
    });
    expect(plan.ok).toBe(false);
    if (!plan.ok) {
      expect(plan.error.message).toBe(
        'Niet genoeg credits voor 2027. Je hebt 2 hoogseizoen en 2 laagseizoen dagen geselecteerd.',
      );
    }
  });

  it('reports the earliest failing year first, and a missing row before a short one', () => {
    const plan = planReservation(['2026-12-01', '2027-03-01'], { ...base, credits: [credits(2027, 0, 0)] });
    expect(plan.ok || plan.error).toMatchObject({ code: 'no_credits', jaar: 2026 });
  });

  it('accepts a selection that uses exactly all credits, leaving zero', () => {
    const plan = planReservation(['2027-07-01', '2027-07-02', '2027-03-03'], {
      ...base,
      credits: [credits(2027, 2, 1)],
    });
    expect(plan.ok && plan.balancesAfter).toEqual([credits(2027, 0, 0)]);
  });

  it('charges a leap day (2028-02-29) as a low-season day of 2028', () => {
    // 2028 is inside the horizon when today is in 2027.
    const plan = planReservation(['2028-02-28', '2028-02-29', '2028-03-01'], {
      ...base,
      today: '2027-06-01',
      credits: [credits(2028, 0, 3)],
    });
    expect(plan.ok).toBe(true);
    if (plan.ok) {
      expect(plan.runs).toHaveLength(1);
      expect(plan.runs[0]).toMatchObject({
        start_datum: '2028-02-28',
        eind_datum: '2028-03-01',
        credits_gebruikt: 3,
      });
      expect(plan.usage).toEqual([{ jaar: 2028, hoogseizoen: 0, laagseizoen: 3 }]);
    }
  });

  it('turns a non-contiguous selection into one run per stretch, each with its own season type', () => {
    const plan = planReservation(['2027-05-20', '2027-03-02', '2027-03-01', '2027-05-14', '2027-05-15'], {
      ...base,
      credits: [credits(2027, 5, 5)],
    });
    expect(plan.ok).toBe(true);
    if (plan.ok) {
      expect(plan.runs.map((r) => [r.start_datum, r.eind_datum, r.credits_gebruikt, r.seizoen_type])).toEqual(
        [
          ['2027-03-01', '2027-03-02', 2, 'laagseizoen'],
          ['2027-05-14', '2027-05-15', 2, 'hoogseizoen'],
          ['2027-05-20', '2027-05-20', 1, 'hoogseizoen'],
        ],
      );
      expect(plan.runs[1]?.verbruik).toEqual([{ jaar: 2027, hoogseizoen: 1, laagseizoen: 1 }]);
      expect(plan.usage).toEqual([{ jaar: 2027, hoogseizoen: 2, laagseizoen: 3 }]);
      expect(plan.balancesAfter).toEqual([credits(2027, 3, 2)]);
    }
  });

  it('counts a day selected twice once', () => {
    const plan = planReservation(['2027-03-01', '2027-03-01'], { ...base, credits: [credits(2027, 0, 1)] });
    expect(plan.ok && plan.runs[0]?.credits_gebruikt).toBe(1);
  });

  describe('refuses days that are not free', () => {
    const reservations: ApprovedReservation[] = [
      { id: 'r1', user_id: 'anna', start_datum: '2027-03-10', eind_datum: '2027-03-12' },
    ];
    const ctx = { ...base, today: '2027-03-05', reservations, credits: [credits(2027, 20, 20)] };

    it.each([
      ['2027-03-04', 'verleden', '4 maart 2027 ligt in het verleden en kan niet meer gereserveerd worden.'],
      ['2027-03-09', 'buffer (day before)', '9 maart 2027 is een bufferdag en kan niet gereserveerd worden.'],
      ['2027-03-11', 'reserved', '11 maart 2027 is al gereserveerd.'],
      ['2027-03-13', 'buffer (day after)', '13 maart 2027 is een bufferdag en kan niet gereserveerd worden.'],
    ])('%s (%s)', (day, _why, message) => {
      const plan = planReservation(['2027-03-06', day], ctx);
      expect(plan).toEqual({ ok: false, error: { code: 'day_unavailable', message, dag: day } });
    });

    it('checks availability before credits', () => {
      const plan = planReservation(['2027-03-11'], { ...ctx, credits: [] });
      expect(plan.ok || plan.error.code).toBe('day_unavailable');
    });

    it('accepts today and the day after a buffer', () => {
      expect(planReservation(['2027-03-05', '2027-03-14'], ctx).ok).toBe(true);
    });
  });

  it.each([
    [[], 'Selecteer minstens één dag.'],
    [['2027-02-30'], 'Ongeldige datum: 2027-02-30.'],
    [['2027-3-1'], 'Ongeldige datum: 2027-3-1.'],
    [[20270301], 'Ongeldige datum: 20270301.'],
  ])('refuses the malformed selection %j', (dagen, message) => {
    expect(planReservation(dagen, base)).toEqual({
      ok: false,
      error: { code: 'invalid_selection', message },
    });
  });
});

describe('usageOf', () => {
  it('counts per year and season, sorted by year', () => {
    expect(usageOf(['2027-01-08', '2026-12-17', '2027-01-07', '2026-12-16'])).toEqual([
      { jaar: 2026, hoogseizoen: 1, laagseizoen: 1 },
      { jaar: 2027, hoogseizoen: 1, laagseizoen: 1 },
    ]);
  });
});

describe('planReservation and the booking horizon', () => {
  it('refuses any day outside this and next year before every other rule, naming the first such day', () => {
    for (const dagen of [['2028-01-01'], ['9999-12-31'], ['2025-12-31'], ['2027-02-01', '2399-06-01']]) {
      const plan = planReservation(dagen, { ...base, credits: [] });
      expect(plan).toEqual({
        ok: false,
        error: {
          code: 'outside_horizon',
          message: 'Je kunt alleen dagen in dit en volgend kalenderjaar kiezen.',
          dag: dagen.at(-1),
        },
      });
    }
  });

  it('accepts the last day of next year', () => {
    expect(planReservation(['2027-12-31'], base).ok).toBe(true);
  });
});
