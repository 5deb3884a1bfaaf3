import { describe, expect, it } from 'vitest';
import {
  canAdminCancelReservation,
  canOwnerDeleteReservation,
  freedDayCount,
  planRefund,
  refundOf,
} from '../src/refund.ts';

describe('refundOf', () => {
  it('returns each year and season exactly what the run cost, and counts the two buffer days as freed', () => {
    expect(refundOf({ start_datum: '2026-12-30', eind_datum: '2027-01-09' })).toEqual({
      vrijgegeven_dagen: 13,
      teruggestort: { hoogseizoen: 9, laagseizoen: 2 },
      perJaar: [
        { jaar: 2026, hoogseizoen: 2, laagseizoen: 0 },
        { jaar: 2027, hoogseizoen: 7, laagseizoen: 2 },
      ],
    });
  });

  it('handles a single day', () => {
    expect(refundOf({ start_datum: '2027-09-16', eind_datum: '2027-09-16' })).toEqual({
      vrijgegeven_dagen: 3,
      teruggestort: { hoogseizoen: 0, laagseizoen: 1 },
      perJaar: [{ jaar: 2027, hoogseizoen: 0, laagseizoen: 1 }],
    });
  });
});

describe('freedDayCount', () => {
  const mine = { start_datum: '2027-03-10', eind_datum: '2027-03-12' };

  it('frees the days and both buffers of a reservation with no neighbours', () => {
    expect(freedDayCount(mine, [])).toBe(5);
    expect(freedDayCount(mine, [{ start_datum: '2027-04-01', eind_datum: '2027-04-02' }])).toBe(5);
  });

  it('does not report a buffer day that a neighbour still needs', () => {
    // The neighbour ends on the 7th: its after-buffer is the 8th, not our before-buffer (the 9th).
    expect(freedDayCount(mine, [{ start_datum: '2027-03-05', eind_datum: '2027-03-07' }])).toBe(5);
    // One day apart: the 9th is the buffer of both, so it stays a buffer.
    expect(freedDayCount(mine, [{ start_datum: '2027-03-05', eind_datum: '2027-03-08' }])).toBe(4);
    // Neighbours on both sides, each sharing a buffer.
    const before = { start_datum: '2027-03-01', eind_datum: '2027-03-08' };
    const after = { start_datum: '2027-03-14', eind_datum: '2027-03-20' };
    expect(freedDayCount(mine, [before, after])).toBe(3);
  });
});

describe('planRefund', () => {
  const row = (jaar: number, h: number, l: number) => ({
    jaar,
    credits_hoogseizoen: h,
    credits_laagseizoen: l,
  });

  it('adds the refund back to the years it came from', () => {
    const plan = planRefund({ start_datum: '2026-12-31', eind_datum: '2027-01-01' }, [
      row(2026, 0, 3),
      row(2027, 1, 0),
    ]);
    expect(plan.ok && plan.balancesAfter).toEqual([row(2026, 1, 3), row(2027, 2, 0)]);
  });

  it('refuses with "Kan credits niet terugboeken" when a year has no credits row', () => {
    const plan = planRefund({ start_datum: '2026-12-31', eind_datum: '2027-01-01' }, [row(2026, 0, 0)]);
    expect(plan).toEqual({
      ok: false,
      error: {
        code: 'refund_impossible',
        message: 'Kan credits niet terugboeken: geen credits gevonden voor 2027.',
        jaar: 2027,
      },
    });
  });
});

describe('canOwnerDeleteReservation', () => {
  it('allows deleting until the start day itself, not after', () => {
    const r = { start_datum: '2027-03-10' };
    expect(canOwnerDeleteReservation(r, '2027-03-09', false)).toBe(true);
    expect(canOwnerDeleteReservation(r, '2027-03-10', false)).toBe(true);
    expect(canOwnerDeleteReservation(r, '2027-03-11', false)).toBe(false);
  });

  it('refuses once the pick-up is recorded, also on the start day itself', () => {
    const r = { start_datum: '2027-03-10' };
    expect(canOwnerDeleteReservation(r, '2027-03-10', true)).toBe(false);
    expect(canOwnerDeleteReservation(r, '2027-03-11', true)).toBe(false);
  });
});

describe('canAdminCancelReservation', () => {
  it('allows cancelling until the last day, begun or not, and not after it', () => {
    const r = { eind_datum: '2027-03-12' };
    expect(canAdminCancelReservation(r, '2027-03-09')).toBe(true);
    expect(canAdminCancelReservation(r, '2027-03-12')).toBe(true);
    expect(canAdminCancelReservation(r, '2027-03-13')).toBe(false);
  });
});

describe('the ends of the calendar', () => {
  it('never throws on a stored 9999-12-31 (from before the booking horizon), as itself or as a neighbour', () => {
    const legacy = { start_datum: '9999-12-31', eind_datum: '9999-12-31' };
    expect(freedDayCount(legacy, [])).toBe(2);
    expect(freedDayCount({ start_datum: '2027-03-01', eind_datum: '2027-03-02' }, [legacy])).toBe(4);
    expect(freedDayCount({ start_datum: '0001-01-01', eind_datum: '0001-01-01' }, [])).toBe(2);
  });
});
