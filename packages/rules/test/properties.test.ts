import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApprovedReservation } from '../src/calendar.ts';
import { addDays, type IsoDate } from '../src/dates.ts';
import { planRefund, refundOf } from '../src/refund.ts';
import { type CreditBalance, planReservation, type YearSeasonCount } from '../src/reservation-plan.ts';

/**
 * Days are generated as offsets from BASE so that the oracle below can judge them with plain integer
 * arithmetic, without the calendar module under test. The window spans a year end and both January
 * season boundaries.
 */
const BASE = '2026-11-15';
const WINDOW = 120;
const at = (offset: number): IsoDate => addDays(BASE, offset);

type Scenario = {
  today: number;
  reservations: Array<{ start: number; length: number; user: string }>;
  selection: number[];
  credits: Array<{ jaar: number; h: number; l: number }>;
};

const scenario: fc.Arbitrary<Scenario> = fc.record({
  today: fc.integer({ min: 0, max: 20 }),
  reservations: fc.array(
    fc.record({
      start: fc.integer({ min: 0, max: WINDOW }),
      length: fc.integer({ min: 1, max: 6 }),
      user: fc.constantFrom('anna', 'bert', 'carla'),
    }),
    { maxLength: 5 },
  ),
  selection: fc.array(fc.integer({ min: 0, max: WINDOW }), { minLength: 1, maxLength: 20 }),
  credits: fc.uniqueArray(
    fc.record({
      jaar: fc.constantFrom(2026, 2027),
      h: fc.integer({ min: 0, max: 15 }),
      l: fc.integer({ min: 0, max: 15 }),
    }),
    { selector: (c) => c.jaar, maxLength: 2 },
  ),
});

function contextOf(s: Scenario) {
  const reservations: ApprovedReservation[] = s.reservations.map((r, i) => ({
    id: `r${i}`,
    user_id: r.user,
    start_datum: at(r.start),
    eind_datum: at(r.start + r.length - 1),
  }));
  const credits: CreditBalance[] = s.credits.map((c) => ({
    jaar: c.jaar,
    credits_hoogseizoen: c.h,
    credits_laagseizoen: c.l,
  }));
  return { today: at(s.today), reservations, credits };
}

/** Independent oracle: a day is unavailable when past, inside a reservation, or right next to one. */
function unavailable(s: Scenario, offset: number): boolean {
  if (offset < s.today) return true;
  return s.reservations.some((r) => {
    const end = r.start + r.length - 1;
    return (offset >= r.start && offset <= end) || offset === r.start - 1 || offset === end + 1;
  });
}

function sumUsage(rows: readonly YearSeasonCount[][]): YearSeasonCount[] {
  const byYear = new Map<number, YearSeasonCount>();
  for (const row of rows.flat()) {
    const acc = byYear.get(row.jaar) ?? { jaar: row.jaar, hoogseizoen: 0, laagseizoen: 0 };
    acc.hoogseizoen += row.hoogseizoen;
    acc.laagseizoen += row.laagseizoen;
    byYear.set(row.jaar, acc);
  }
  return [...byYear.values()].sort((a, b) => a.jaar - b.jaar);
}

type AcceptedPlan = Extract<ReturnType<typeof planReservation>, { ok: true }>;

/**
 * Checks `invariant` on 400 generated scenarios wherever the plan is accepted; fails when 20 or fewer were, since
 * a property that held on almost nothing proves nothing.
 */
function forAcceptedPlans(
  invariant: (plan: AcceptedPlan, s: Scenario, ctx: ReturnType<typeof contextOf>) => void,
) {
  let accepted = 0;
  fc.assert(
    fc.property(scenario, (s) => {
      const ctx = contextOf(s);
      const plan = planReservation(s.selection.map(at), ctx);
      if (!plan.ok) return;
      accepted += 1;
      invariant(plan, s, ctx);
    }),
    { numRuns: 400 },
  );
  expect(accepted).toBeGreaterThan(20);
}

describe('reservation plan invariants (fast-check)', () => {
  it('never contains a past, reserved or buffer day, and covers exactly the selection in separate runs', () => {
    forAcceptedPlans((plan, s) => {
      const planned = plan.runs.flatMap((r) => r.dagen);
      const bad = s.selection.filter((o) => unavailable(s, o)).map(at);
      expect(planned.filter((d) => bad.includes(d))).toEqual([]);
      expect(new Set(planned)).toEqual(new Set(s.selection.map(at)));
      expect(planned).toHaveLength(new Set(planned).size);
      for (const [i, run] of plan.runs.entries()) {
        expect(run.dagen).toEqual(run.dagen.map((_, k) => addDays(run.start_datum, k)));
        expect(run.eind_datum).toBe(run.dagen.at(-1));
        expect(run.credits_gebruikt).toBe(run.dagen.length);
        const next = plan.runs[i + 1];
        if (next) expect(next.start_datum > addDays(run.eind_datum, 1)).toBe(true);
      }
    });
  });

  it('accepts every selection of free days when credits are ample', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const free = s.selection.filter((o) => !unavailable(s, o));
        fc.pre(free.length > 0);
        const ample = [2026, 2027].map((jaar) => ({
          jaar,
          credits_hoogseizoen: 366,
          credits_laagseizoen: 366,
        }));
        const plan = planReservation(free.map(at), { ...contextOf(s), credits: ample });
        expect(plan.ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never drives a balance below zero, and charges exactly the usage', () => {
    forAcceptedPlans((plan, _s, ctx) => {
      for (const after of plan.balancesAfter) {
        expect(after.credits_hoogseizoen).toBeGreaterThanOrEqual(0);
        expect(after.credits_laagseizoen).toBeGreaterThanOrEqual(0);
        const before = ctx.credits.find((c) => c.jaar === after.jaar);
        const used = plan.usage.find((u) => u.jaar === after.jaar) ?? { hoogseizoen: 0, laagseizoen: 0 };
        expect(after.credits_hoogseizoen).toBe(
          (before?.credits_hoogseizoen ?? Number.NaN) - used.hoogseizoen,
        );
        expect(after.credits_laagseizoen).toBe(
          (before?.credits_laagseizoen ?? Number.NaN) - used.laagseizoen,
        );
      }
      expect(plan.usage).toEqual(sumUsage(plan.runs.map((r) => r.verbruik)));
    });
  });

  it('refuses on credits only when some year really is short', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const ctx = contextOf(s);
        const plan = planReservation(s.selection.map(at), ctx);
        if (plan.ok || (plan.error.code !== 'no_credits' && plan.error.code !== 'insufficient_credits'))
          return;
        const ample = [2026, 2027].map((jaar) => ({
          jaar,
          credits_hoogseizoen: 366,
          credits_laagseizoen: 366,
        }));
        const withAmple = planReservation(s.selection.map(at), { ...ctx, credits: ample });
        expect(withAmple.ok).toBe(true);
        if (!withAmple.ok) return;
        const year = withAmple.usage.find((u) => u.jaar === plan.error.jaar);
        const row = ctx.credits.find((c) => c.jaar === plan.error.jaar);
        if (plan.error.code === 'no_credits') expect(row).toBeUndefined();
        else
          expect(
            (year?.hoogseizoen ?? 0) > (row?.credits_hoogseizoen ?? 0) ||
              (year?.laagseizoen ?? 0) > (row?.credits_laagseizoen ?? 0),
          ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refunds, run by run, exactly what the plan charged, and restores the balances', () => {
    forAcceptedPlans((plan, _s, ctx) => {
      const refunds = plan.runs.map((run) => refundOf(run));
      expect(sumUsage(refunds.map((r) => r.perJaar))).toEqual(plan.usage);
      for (const [i, refund] of refunds.entries()) {
        const run = plan.runs[i];
        expect(refund.perJaar).toEqual(run?.verbruik);
        expect(refund.teruggestort.hoogseizoen + refund.teruggestort.laagseizoen).toBe(run?.credits_gebruikt);
        expect(refund.vrijgegeven_dagen).toBe((run?.credits_gebruikt ?? 0) + 2);
      }
      let balances = plan.balancesAfter;
      for (const run of plan.runs) {
        const refund = planRefund(run, balances);
        expect(refund.ok).toBe(true);
        if (refund.ok) balances = refund.balancesAfter;
      }
      expect(balances).toEqual([...ctx.credits].sort((a, b) => a.jaar - b.jaar));
    });
  });
});
