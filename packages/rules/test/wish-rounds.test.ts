import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApprovedReservation } from '../src/calendar.ts';
import { addDays, eachDay, type IsoDate } from '../src/dates.ts';
import {
  type Allocation,
  allocateRound,
  checkWishes,
  draftOrder,
  lotteryNumber,
  type RankedWish,
  type RoundInput,
} from '../src/wish-rounds.ts';

const wish = (user_id: string, rang: number, start_datum: IsoDate, eind_datum: IsoDate): RankedWish => ({
  user_id,
  rang,
  start_datum,
  eind_datum,
});

const base: Omit<RoundInput, 'owners' | 'wishes'> = {
  seed: 'zomer-2027',
  reservations: [],
  blocks: [],
  maxConsecutive: null,
  today: '2026-12-01',
};

describe('checkWishes', () => {
  it('takes up to five periods of the year’s high season, in their rank order', () => {
    const wensen = [
      { start_datum: '2027-07-01', eind_datum: '2027-07-07' },
      { start_datum: '2027-12-20', eind_datum: '2027-12-31' },
      { start_datum: '2027-01-02', eind_datum: '2027-01-07' },
    ];
    expect(checkWishes(wensen, 2027)).toEqual({ ok: true, wensen });
  });
  it('refuses a sixth wish, a low-season day, another year and a reversed period', () => {
    const one = { start_datum: '2027-07-01', eind_datum: '2027-07-02' };
    expect(checkWishes(Array(6).fill(one), 2027)).toEqual({ ok: false, code: 'too_many_wishes' });
    expect(checkWishes([{ start_datum: '2027-09-14', eind_datum: '2027-09-16' }], 2027)).toEqual({
      ok: false,
      code: 'not_high_season',
    });
    expect(checkWishes([{ start_datum: '2028-07-01', eind_datum: '2028-07-02' }], 2027)).toEqual({
      ok: false,
      code: 'not_high_season',
    });
    expect(checkWishes([{ start_datum: '2027-07-05', eind_datum: '2027-07-01' }], 2027)).toEqual({
      ok: false,
      code: 'invalid_input',
    });
  });
});

describe('checkWishes against a hostile client', () => {
  it('refuses a period spanning millennia at once, without walking its days', () => {
    const started = performance.now();
    const wide = [{ start_datum: '0001-01-01', eind_datum: '9999-12-31' }];
    for (let i = 0; i < 5; i++)
      expect(checkWishes(wide, 2027)).toEqual({ ok: false, code: 'not_high_season' });
    // Walking the days took about 3 s per wish; a refusal on the two ends takes microseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the draw', () => {
  it('is FNV-1a over "<seed>:<user_id>", so anyone can recompute it', () => {
    // Reference values of 32-bit FNV-1a: the empty input and "a".
    expect(lotteryNumber('', '').toString(16)).toBe(
      (() => {
        let h = 0x811c9dc5;
        h ^= 0x3a;
        return Math.imul(h, 0x01000193) >>> 0;
      })().toString(16),
    );
    expect(lotteryNumber('zomer', 'anna')).toBe(lotteryNumber('zomer', 'anna'));
    expect(lotteryNumber('zomer', 'anna')).not.toBe(lotteryNumber('winter', 'anna'));
  });

  it('puts the owner who used the fewest high-season days first, and draws lots between equals', () => {
    const owners = [
      { user_id: 'anna', hoogseizoen_gebruikt: 10, credits_hoogseizoen: 20 },
      { user_id: 'bert', hoogseizoen_gebruikt: 0, credits_hoogseizoen: 20 },
      { user_id: 'carla', hoogseizoen_gebruikt: 0, credits_hoogseizoen: 20 },
    ];
    const order = draftOrder(owners, 'zomer-2027');
    expect(order[2]).toBe('anna');
    const bertFirst = lotteryNumber('zomer-2027', 'bert') < lotteryNumber('zomer-2027', 'carla');
    expect(order.slice(0, 2)).toEqual(bertFirst ? ['bert', 'carla'] : ['carla', 'bert']);
  });
});

describe('allocateRound', () => {
  it('gives three owners their wishes in draft passes, respecting buffers, credits and the fair-use rule', () => {
    const owners = [
      { user_id: 'anna', hoogseizoen_gebruikt: 0, credits_hoogseizoen: 14 },
      { user_id: 'bert', hoogseizoen_gebruikt: 5, credits_hoogseizoen: 14 },
      { user_id: 'carla', hoogseizoen_gebruikt: 9, credits_hoogseizoen: 4 },
    ];
    const outcome = allocateRound({
      ...base,
      maxConsecutive: 10,
      owners,
      wishes: [
        wish('anna', 1, '2027-07-01', '2027-07-10'),
        wish('anna', 2, '2027-08-01', '2027-08-04'),
        wish('bert', 1, '2027-07-05', '2027-07-12'),
        // 11 July, the day after anna's first wish, stays free as its buffer day.
        wish('bert', 2, '2027-07-12', '2027-07-19'),
        wish('bert', 3, '2027-06-01', '2027-06-14'),
        wish('carla', 1, '2027-08-03', '2027-08-06'),
        wish('carla', 2, '2027-06-20', '2027-06-25'),
      ],
    });
    expect(outcome.order).toEqual(['anna', 'bert', 'carla']);
    const by = (user: string, rang: number) =>
      outcome.allocations.find((a) => a.user_id === user && a.rang === rang);
    expect(by('anna', 1)).toMatchObject({ reden: 'toegewezen', volgorde: 1 });
    expect(by('bert', 1)).toMatchObject({ reden: 'bezet', volgorde: null });
    expect(by('bert', 2)).toMatchObject({ reden: 'toegewezen', volgorde: 2 });
    expect(by('carla', 1)).toMatchObject({ reden: 'toegewezen', volgorde: 3 });
    // Second pass: anna's second wish now touches carla's grant; bert's third is longer than the rule allows.
    expect(by('anna', 2)).toMatchObject({ reden: 'bezet', volgorde: null });
    expect(by('bert', 3)).toMatchObject({ reden: 'te_lang', volgorde: null });
    // carla has no credits left for six more days.
    expect(by('carla', 2)).toMatchObject({ reden: 'onvoldoende_credits', volgorde: null });
  });

  it('never grants a past day, a blocked day or a day beside an existing reservation', () => {
    const outcome = allocateRound({
      ...base,
      today: '2027-07-03',
      reservations: [{ id: 'r', user_id: 'bert', start_datum: '2027-08-10', eind_datum: '2027-08-12' }],
      blocks: [{ start_datum: '2027-06-01', eind_datum: '2027-06-02' }],
      owners: [{ user_id: 'anna', hoogseizoen_gebruikt: 0, credits_hoogseizoen: 50 }],
      wishes: [
        wish('anna', 1, '2027-07-01', '2027-07-05'),
        wish('anna', 2, '2027-06-02', '2027-06-04'),
        wish('anna', 3, '2027-08-13', '2027-08-14'),
        wish('anna', 4, '2027-08-20', '2027-08-21'),
      ],
    });
    expect(outcome.allocations.map((a) => a.reden)).toEqual(['bezet', 'bezet', 'bezet', 'toegewezen']);
  });
});

/** Properties over random rounds in the summer of 2027: days as offsets from 1 June. */
const SUMMER = '2027-06-01';
const OWNERS = ['anna', 'bert', 'carla', 'dirk'];

const roundArbitrary: fc.Arbitrary<RoundInput> = fc
  .record({
    seed: fc.string({ maxLength: 12 }),
    owners: fc.uniqueArray(
      fc.record({
        user_id: fc.constantFrom(...OWNERS),
        hoogseizoen_gebruikt: fc.integer({ min: 0, max: 3 }),
        credits_hoogseizoen: fc.integer({ min: 0, max: 25 }),
      }),
      { selector: (o) => o.user_id, minLength: 1, maxLength: 4 },
    ),
    wishes: fc.array(
      fc.record({
        user: fc.constantFrom(...OWNERS),
        start: fc.integer({ min: 0, max: 80 }),
        length: fc.integer({ min: 1, max: 12 }),
      }),
      { maxLength: 20 },
    ),
    reservations: fc.array(
      fc.record({ start: fc.integer({ min: 0, max: 80 }), length: fc.integer({ min: 1, max: 5 }) }),
      {
        maxLength: 3,
      },
    ),
    maxConsecutive: fc.option(fc.integer({ min: 1, max: 12 })),
  })
  .map(({ seed, owners, wishes, reservations, maxConsecutive }) => {
    const ranks = new Map<string, number>();
    const ranked: RankedWish[] = [];
    for (const w of wishes) {
      if (!owners.some((o) => o.user_id === w.user)) continue;
      const rang = (ranks.get(w.user) ?? 0) + 1;
      if (rang > 5) continue;
      ranks.set(w.user, rang);
      ranked.push(wish(w.user, rang, addDays(SUMMER, w.start), addDays(SUMMER, w.start + w.length - 1)));
    }
    // Existing reservations that do not overlap each other (as stored ones never do).
    const existing: ApprovedReservation[] = [];
    for (const [i, r] of reservations.entries()) {
      const start = addDays(SUMMER, r.start);
      const end = addDays(SUMMER, r.start + r.length - 1);
      if (existing.some((e) => !(end < addDays(e.start_datum, -1) || start > addDays(e.eind_datum, 1))))
        continue;
      existing.push({ id: `r${i}`, user_id: 'extern', start_datum: start, eind_datum: end });
    }
    return { ...base, seed, owners, wishes: ranked, reservations: existing, maxConsecutive };
  });

const granted = (allocations: readonly Allocation[]) =>
  allocations.filter((a) => a.reden === 'toegewezen').sort((a, b) => (a.volgorde ?? 0) - (b.volgorde ?? 0));

describe('allocateRound, for every round', () => {
  it('gives the same outcome whatever the order of its inputs', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const shuffled = {
          ...round,
          owners: [...round.owners].reverse(),
          wishes: [...round.wishes].reverse(),
        };
        expect(allocateRound(shuffled)).toEqual(allocateRound(round));
      }),
    );
  });

  it('never spends more high-season days than an owner’s credits, nor breaks the fair-use rule', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const grants = granted(allocateRound(round).allocations);
        for (const owner of round.owners) {
          const days = grants
            .filter((g) => g.user_id === owner.user_id)
            .reduce((sum, g) => sum + eachDay(g.start_datum, g.eind_datum).length, 0);
          expect(days).toBeLessThanOrEqual(owner.credits_hoogseizoen);
        }
        for (const g of grants) {
          if (round.maxConsecutive !== null) {
            expect(eachDay(g.start_datum, g.eind_datum).length).toBeLessThanOrEqual(round.maxConsecutive);
          }
        }
      }),
    );
  });

  it('never overlaps or touches another reservation or grant: a buffer day stays between every two', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const periods = [...round.reservations, ...granted(allocateRound(round).allocations)];
        for (const [i, a] of periods.entries()) {
          for (const b of periods.slice(i + 1)) {
            const apart =
              addDays(a.eind_datum, 1) < b.start_datum || addDays(b.eind_datum, 1) < a.start_datum;
            expect(apart, `${a.start_datum}–${a.eind_datum} / ${b.start_datum}–${b.eind_datum}`).toBe(true);
          }
        }
      }),
    );
  });

  it('grants in draft turns: each grant was its owner’s best-ranked wish that still fitted at that moment', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const { order, allocations } = allocateRound(round);
        const grants = granted(allocations);
        // Replaying the grants one by one: before each, none of the owner's better-ranked wishes that went unmet
        // would have fitted (free and covered), so nobody lower in the order took days a better pick needed first.
        const shown: ApprovedReservation[] = [...round.reservations];
        const spent = new Map<string, number>();
        let lastTurn = -1;
        let pass = 0;
        for (const g of grants) {
          const turn = order.indexOf(g.user_id);
          if (turn <= lastTurn) pass += 1;
          lastTurn = turn;
          const better = allocations.filter(
            (a) => a.user_id === g.user_id && a.rang < g.rang && a.reden !== 'toegewezen',
          );
          for (const b of better) {
            const one = allocateRound({
              ...round,
              reservations: shown,
              owners: [
                {
                  user_id: g.user_id,
                  hoogseizoen_gebruikt: 0,
                  credits_hoogseizoen:
                    (round.owners.find((o) => o.user_id === g.user_id)?.credits_hoogseizoen ?? 0) -
                    (spent.get(g.user_id) ?? 0),
                },
              ],
              wishes: [b],
            });
            expect(one.allocations[0]?.reden, `pass ${pass}`).not.toBe('toegewezen');
          }
          shown.push({
            id: `g${g.volgorde}`,
            user_id: g.user_id,
            start_datum: g.start_datum,
            eind_datum: g.eind_datum,
          });
          spent.set(g.user_id, (spent.get(g.user_id) ?? 0) + eachDay(g.start_datum, g.eind_datum).length);
        }
      }),
    );
  });

  it('leaves no wish unmet that would still fit at the end', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const { allocations } = allocateRound(round);
        const all = [
          ...round.reservations,
          ...granted(allocations).map((g) => ({ ...g, id: `g${g.volgorde}` })),
        ];
        for (const a of allocations.filter((x) => x.reden !== 'toegewezen')) {
          const left =
            (round.owners.find((o) => o.user_id === a.user_id)?.credits_hoogseizoen ?? 0) -
            granted(allocations)
              .filter((g) => g.user_id === a.user_id)
              .reduce((sum, g) => sum + eachDay(g.start_datum, g.eind_datum).length, 0);
          const again = allocateRound({
            ...round,
            reservations: all,
            owners: [{ user_id: a.user_id, hoogseizoen_gebruikt: 0, credits_hoogseizoen: left }],
            wishes: [a],
          });
          expect(again.allocations[0]?.reden).toBe(a.reden);
        }
      }),
    );
  });
});
