import { describe, expect, it } from 'vitest';
import { dayState, isSelectable, toggleDay } from '../src/calendar.ts';
import { checkHandover, handoverFieldsSchema, handoverRuleMessage } from '../src/handover.ts';
import { planReservation } from '../src/reservation-plan.ts';

const ctx = {
  today: '2026-07-01',
  reservations: [{ id: 'r', user_id: 'anna', start_datum: '2026-07-10', eind_datum: '2026-07-12' }],
  blocks: [{ start_datum: '2026-07-12', eind_datum: '2026-07-20' }],
};

describe('maintenance blocks in the calendar rules', () => {
  it('a blocked day is its own state, wins over reserved and buffer, but not over the past', () => {
    expect(dayState('2026-07-15', ctx)).toEqual({ state: 'geblokkeerd' });
    expect(dayState('2026-07-12', ctx)).toEqual({ state: 'geblokkeerd' });
    expect(dayState('2026-07-11', ctx)).toEqual({ state: 'gereserveerd', user_id: 'anna' });
    expect(dayState('2026-07-21', ctx)).toEqual({ state: 'vrij' });
    expect(dayState('2026-07-15', { ...ctx, today: '2026-08-01' })).toEqual({ state: 'verleden' });
    expect(isSelectable('2026-07-20', ctx)).toBe(false);
    expect(toggleDay([], '2026-07-20', ctx)).toEqual([]);
  });

  it('planReservation refuses a blocked day with day_unavailable and a Dutch message', () => {
    const plan = planReservation(['2026-07-21', '2026-07-20'], {
      ...ctx,
      credits: [{ jaar: 2026, credits_hoogseizoen: 10, credits_laagseizoen: 10 }],
    });
    expect(plan).toMatchObject({ ok: false, error: { code: 'day_unavailable', dag: '2026-07-20' } });
    if (!plan.ok)
      expect(plan.error.message).toBe(
        '20 juli 2026 is geblokkeerd (onderhoud) en kan niet gereserveerd worden.',
      );
  });
});

describe('handover rules', () => {
  it('not before the first day; km never below the last reading (equal is fine)', () => {
    expect(
      checkHandover({ today: '2026-07-09', startDatum: '2026-07-10', kmStand: 5, lastKm: null }),
    ).toEqual({
      code: 'handover_too_early',
      datum: '2026-07-10',
    });
    expect(
      checkHandover({ today: '2026-07-10', startDatum: '2026-07-10', kmStand: 100, lastKm: 100 }),
    ).toBeNull();
    const broken = checkHandover({ today: '2026-07-10', startDatum: '2026-07-10', kmStand: 99, lastKm: 100 });
    expect(broken).toEqual({ code: 'km_decreasing', km: 99, vorige: 100 });
    if (broken) expect(handoverRuleMessage(broken)).toContain('(100 km)');
  });

  it.each([
    [{ km_stand: 'abc' }],
    [{ km_stand: '1e5' }],
    [{ km_stand: '-1' }],
    [{ km_stand: '12345678' }],
    [{ brandstof_procent: '101' }],
    [{ brandstof_procent: '5.5' }],
    [{ km_stand: '45.23' }],
    [{ km_stand: '45,230' }],
    [{ km_stand: '4.5230' }],
    [{ km_stand: '45230%' }],
    [{ brandstof_procent: '101%' }],
    [{ schoon: 'ja' }],
    [{ moment: 'halen' }],
    [{ extra: 'x' }],
  ])('refuses %o', (override) => {
    const base = { moment: 'ophalen', km_stand: '100', brandstof_procent: '50', schoon: 'false' };
    expect(handoverFieldsSchema.safeParse({ ...base, ...override }).success).toBe(false);
  });

  it('reads the form strings into numbers and a boolean; empty damage is null', () => {
    expect(
      handoverFieldsSchema.parse({
        moment: 'terugbrengen',
        km_stand: ' 0042 ',
        brandstof_procent: '100',
        schoon: 'true',
        schade: '  ',
      }),
    ).toEqual({ moment: 'terugbrengen', km_stand: 42, brandstof_procent: 100, schoon: true, schade: null });
  });

  it('reads a reading as it is typed off the dashboard: Dutch thousands groups, a percent sign', () => {
    const base = { moment: 'ophalen', km_stand: '100', brandstof_procent: '50', schoon: 'false' };
    const read = (override: Record<string, string>) => handoverFieldsSchema.parse({ ...base, ...override });
    expect(read({ km_stand: '45.230' }).km_stand).toBe(45230);
    expect(read({ km_stand: '1.045.230' }).km_stand).toBe(1045230);
    expect(read({ km_stand: '45 230' }).km_stand).toBe(45230);
    expect(read({ brandstof_procent: '75%' }).brandstof_procent).toBe(75);
    expect(read({ brandstof_procent: ' 75 % ' }).brandstof_procent).toBe(75);
  });
});
