import { describe, expect, it } from 'vitest';
import {
  applyUsage,
  type CreditSetting,
  creditFormValue,
  creditRowsToWrite,
  creditsForYear,
  visibleCreditYears,
} from '../src/credits.ts';

const setting: CreditSetting = {
  jaar: 2026,
  credits_hoogseizoen: 3,
  credits_laagseizoen: 7,
  standaard: { credits_hoogseizoen: 10, credits_laagseizoen: 20 },
};

describe('the yearly standard', () => {
  it('gives the start year its own credits, later years the standard, earlier years none', () => {
    expect(creditsForYear(setting, 2025)).toBeNull();
    expect(creditsForYear(setting, 2026)).toEqual({
      jaar: 2026,
      credits_hoogseizoen: 3,
      credits_laagseizoen: 7,
    });
    expect(creditsForYear(setting, 2027)).toEqual({
      jaar: 2027,
      credits_hoogseizoen: 10,
      credits_laagseizoen: 20,
    });
    expect(creditsForYear(setting, 2031)).toEqual({
      jaar: 2031,
      credits_hoogseizoen: 10,
      credits_laagseizoen: 20,
    });
  });

  it('shows this year and next', () => {
    expect(visibleCreditYears('2026-12-31')).toEqual([2026, 2027]);
    expect(visibleCreditYears('2027-01-01')).toEqual([2027, 2028]);
  });

  it('writes rows from the start year up to next year', () => {
    expect(creditRowsToWrite(setting, 2026).map((r) => r.jaar)).toEqual([2026, 2027]);
    expect(creditRowsToWrite({ ...setting, jaar: 2024 }, 2026).map((r) => r.jaar)).toEqual([
      2024, 2025, 2026, 2027,
    ]);
    expect(creditRowsToWrite({ ...setting, jaar: 2029 }, 2026)).toEqual([
      { jaar: 2029, credits_hoogseizoen: 3, credits_laagseizoen: 7 },
    ]);
  });
});

describe('creditFormValue (whole numbers ≥ 0; invalid input becomes 0)', () => {
  it.each<[unknown, number]>([
    [5, 5],
    [0, 0],
    ['7', 7],
    [' 12 ', 12],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    [-3, 0],
    [2.5, 0],
    ['2.5', 0],
    ['1e3', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
  ])('%j → %d', (input, expected) => {
    expect(creditFormValue(input)).toBe(expected);
  });
});

describe('applyUsage', () => {
  const balances = [
    { jaar: 2027, credits_hoogseizoen: 5, credits_laagseizoen: 5 },
    { jaar: 2026, credits_hoogseizoen: 1, credits_laagseizoen: 2 },
  ];

  it('charges and refunds per year, keeping untouched years and sorting by year', () => {
    const charged = applyUsage(balances, [{ jaar: 2027, hoogseizoen: 2, laagseizoen: 1 }], -1);
    expect(charged).toEqual([
      { jaar: 2026, credits_hoogseizoen: 1, credits_laagseizoen: 2 },
      { jaar: 2027, credits_hoogseizoen: 3, credits_laagseizoen: 4 },
    ]);
    expect(applyUsage(charged, [{ jaar: 2027, hoogseizoen: 2, laagseizoen: 1 }], 1)).toEqual([
      { jaar: 2026, credits_hoogseizoen: 1, credits_laagseizoen: 2 },
      { jaar: 2027, credits_hoogseizoen: 5, credits_laagseizoen: 5 },
    ]);
  });

  it('does not mutate its input and refuses a year without a row', () => {
    applyUsage(balances, [{ jaar: 2026, hoogseizoen: 1, laagseizoen: 0 }], -1);
    expect(balances[1]).toEqual({ jaar: 2026, credits_hoogseizoen: 1, credits_laagseizoen: 2 });
    expect(() => applyUsage(balances, [{ jaar: 2028, hoogseizoen: 1, laagseizoen: 0 }], -1)).toThrow();
  });
});
