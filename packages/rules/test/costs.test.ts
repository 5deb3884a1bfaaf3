import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceInWords,
  balances,
  type CostEntry,
  MAX_COST_CENTS,
  readCents,
  type SettlementEntry,
  splitCost,
  yearCsv,
} from '../src/costs.ts';
import { csvText, neutraliseText } from '../src/csv-cells.ts';

const OWNERS = ['u-a', 'u-b', 'u-c'];
const sum = (xs: readonly { bedrag_centen: number }[]) => xs.reduce((acc, x) => acc + x.bedrag_centen, 0);

describe('reading an amount in cents', () => {
  it('takes a whole number of cents from 1 up to a million euro, and digits from a form', () => {
    expect(readCents(1)).toBe(1);
    expect(readCents(MAX_COST_CENTS)).toBe(MAX_COST_CENTS);
    expect(readCents('1250', true)).toBe(1250);
  });
  it('refuses fractions, text, zero, negatives, NaN, huge and exponent forms', () => {
    for (const bad of [
      0,
      -5,
      12.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_COST_CENTS + 1,
      1e300,
      '12',
      null,
      true,
      {},
    ])
      expect(readCents(bad)).toBeNull();
    for (const bad of ['12,50', '1e3', '-1', '', '0', '99999999999999'])
      expect(readCents(bad, true)).toBeNull();
  });
});

describe('splitting a cost in whole cents', () => {
  it('equally: the rest goes one cent each to the lowest user ids', () => {
    const split = splitCost(100, 'gelijk', 'u-b', OWNERS);
    expect(split).toEqual({
      ok: true,
      aandelen: [
        { user_id: 'u-a', bedrag_centen: 34 },
        { user_id: 'u-b', bedrag_centen: 33 },
        { user_id: 'u-c', bedrag_centen: 33 },
      ],
    });
  });
  it('only me: the payer bears it all', () => {
    expect(splitCost(999, 'alleen_ik', 'u-c', OWNERS)).toEqual({
      ok: true,
      aandelen: [{ user_id: 'u-c', bedrag_centen: 999 }],
    });
  });
  it('by shares: integer weights as a ratio; owners with share 0 are left out', () => {
    expect(splitCost(1000, { 'u-a': 2, 'u-b': 1, 'u-c': 0 }, 'u-a', OWNERS)).toEqual({
      ok: true,
      aandelen: [
        { user_id: 'u-a', bedrag_centen: 667 },
        { user_id: 'u-b', bedrag_centen: 333 },
      ],
    });
  });
  it('refuses shares for someone who is not an owner, and shares that are not whole numbers 0..1000', () => {
    expect(splitCost(100, { 'u-a': 1, 'u-x': 1 }, 'u-a', OWNERS)).toEqual({ ok: false, code: 'not_coowner' });
    for (const bad of [{}, { 'u-a': 0 }, { 'u-a': 1.5 }, { 'u-a': -1 }, { 'u-a': 1001 }, { 'u-a': '1' }])
      expect(splitCost(100, bad, 'u-a', OWNERS)).toEqual({ ok: false, code: 'invalid_split' });
    expect(splitCost(100, 'gelijk', 'u-x', OWNERS)).toEqual({ ok: false, code: 'not_coowner' });
  });
  it('always adds up to the amount exactly, and nobody is more than one cent off their exact part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_COST_CENTS }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 3, maxLength: 3 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const shares = Object.fromEntries(OWNERS.map((o, i) => [o, weights[i] ?? 0]));
          const split = splitCost(total, shares, 'u-a', OWNERS);
          if (!split.ok) return false;
          const w = weights.reduce((a, b) => a + b, 0);
          return (
            sum(split.aandelen) === total &&
            split.aandelen.every((p) => {
              const exact = (total * (shares[p.user_id] ?? 0)) / w;
              return Number.isInteger(p.bedrag_centen) && Math.abs(p.bedrag_centen - exact) <= 1;
            })
          );
        },
      ),
    );
  });
});

const cost = fc.record({
  payer: fc.constantFrom(...OWNERS),
  total: fc.integer({ min: 1, max: MAX_COST_CENTS }),
  split: fc.oneof(
    fc.constantFrom('gelijk' as const, 'alleen_ik' as const),
    fc.tuple(fc.nat(1000), fc.nat(1000), fc.integer({ min: 1, max: 1000 })).map(([a, b, c]) => ({
      'u-a': a,
      'u-b': b,
      'u-c': c,
    })),
  ),
});
const settlement = fc
  .tuple(fc.constantFrom(...OWNERS), fc.constantFrom(...OWNERS), fc.integer({ min: 1, max: MAX_COST_CENTS }))
  .filter(([van, aan]) => van !== aan)
  .map(
    ([van_user_id, aan_user_id, bedrag_centen]): SettlementEntry => ({
      van_user_id,
      aan_user_id,
      bedrag_centen,
    }),
  );

describe('balances', () => {
  it('paid minus owed, plus settlements paid minus received', () => {
    const costs: CostEntry[] = [{ betaald_door: 'u-a', bedrag_centen: 9000, aandelen: splitAll(9000) }];
    expect(balances(OWNERS, costs, [])).toEqual([
      { user_id: 'u-a', bedrag_centen: 6000 },
      { user_id: 'u-b', bedrag_centen: -3000 },
      { user_id: 'u-c', bedrag_centen: -3000 },
    ]);
    const settled = balances(OWNERS, costs, [
      { van_user_id: 'u-b', aan_user_id: 'u-a', bedrag_centen: 3000 },
      { van_user_id: 'u-c', aan_user_id: 'u-a', bedrag_centen: 3000 },
    ]);
    expect(settled.every((b) => b.bedrag_centen === 0)).toBe(true);
  });

  it('always add up to exactly zero over random costs, shares and settlements', () => {
    fc.assert(
      fc.property(
        fc.array(cost, { maxLength: 30 }),
        fc.array(settlement, { maxLength: 10 }),
        (raw, settlements) => {
          const costs: CostEntry[] = raw.map((c) => {
            const split = splitCost(c.total, c.split, c.payer, OWNERS);
            if (!split.ok) throw new Error('a valid split was refused');
            return { betaald_door: c.payer, bedrag_centen: c.total, aandelen: split.aandelen };
          });
          const result = balances(OWNERS, costs, settlements);
          return sum(result) === 0 && result.every((b) => Number.isSafeInteger(b.bedrag_centen));
        },
      ),
    );
  });

  it('say in words who gets money back', () => {
    expect(balanceInWords(5)).toBe('krijgt geld terug');
    expect(balanceInWords(-5)).toBe('moet nog betalen');
    expect(balanceInWords(0)).toBe('staat quitte');
  });
});

function splitAll(total: number) {
  const split = splitCost(total, 'gelijk', 'u-a', OWNERS);
  if (!split.ok) throw new Error('refused');
  return split.aandelen;
}

describe('the year overview CSV', () => {
  it('is UTF-8 with a BOM, separated by semicolons, with Dutch amounts and formulas written as text', () => {
    const text = yearCsv(
      [
        { user_id: 'u-a', naam: 'Anna' },
        { user_id: 'u-b', naam: 'Bert' },
      ],
      [
        {
          datum: '2027-03-01',
          omschrijving: '=HYPERLINK("x")',
          betaald_door: 'u-a',
          bedrag_centen: 123456,
          aandelen: [
            { user_id: 'u-a', bedrag_centen: 61728 },
            { user_id: 'u-b', bedrag_centen: 61728 },
          ],
        },
      ],
      [{ datum: '2027-03-02', van: 'u-b', aan: 'u-a', bedrag_centen: 61728 }],
    );
    expect(
      text.startsWith('\uFEFFDatum;Soort;Omschrijving;Betaald door;Bedrag;Deel Anna;Deel Bert\r\n'),
    ).toBe(true);
    expect(text).toContain(`2027-03-01;Kosten;"'=HYPERLINK(""x"")";Anna;1234,56;617,28;617,28\r\n`);
    expect(text).toContain('2027-03-02;Verrekening;Betaald aan Anna;Bert;617,28;;\r\n');
  });
  it('neutralises every cell that a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+31', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseText(cell)).toBe(`'${cell}`);
    expect(neutraliseText('Band')).toBe('Band');
    expect(csvText(['a'], [['x;y']])).toBe('\uFEFFa\r\n"x;y"\r\n');
  });
});
