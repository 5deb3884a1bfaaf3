import { describe, expect, it } from 'vitest';
import { dayState, isSelectable, toggleDay } from '../src/calendar.ts';
import {
  checkHandover,
  checkKmReading,
  HANDOVER_LATE_DAYS,
  handoverFieldsSchema,
  handoverRuleMessage,
  handoverWindowOpen,
  MAX_KM_JUMP,
} from '../src/handover.ts';
import { handoverCorrectionSchema, initialDamageStatus } from '../src/handover-correction.ts';
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
  const trip = {
    today: '2026-07-10',
    startDatum: '2026-07-10',
    eindDatum: '2026-07-12',
    moment: 'ophalen',
    hasPickup: false,
    lastKm: null,
  } as const;

  it('not before the first day; km never below the last reading (equal is fine)', () => {
    expect(checkHandover({ ...trip, today: '2026-07-09', kmStand: 5 })).toEqual({
      code: 'handover_too_early',
      datum: '2026-07-10',
    });
    expect(checkHandover({ ...trip, kmStand: 100, lastKm: 100 })).toBeNull();
    const broken = checkHandover({ ...trip, kmStand: 99, lastKm: 100 });
    expect(broken).toEqual({ code: 'km_decreasing', km: 99, vorige: 100 });
    if (broken) expect(handoverRuleMessage(broken)).toContain('(100 km)');
  });

  it('not more than seven days after the last day', () => {
    expect(checkHandover({ ...trip, today: '2026-07-19', kmStand: 5 })).toBeNull();
    const late = checkHandover({ ...trip, today: '2026-07-20', kmStand: 5 });
    expect(late).toEqual({ code: 'handover_too_late', datum: '2026-07-12', dagen: HANDOVER_LATE_DAYS });
    if (late) expect(handoverRuleMessage(late)).toContain('12 juli 2026');
    expect(checkHandover({ ...trip, today: '2027-07-10', kmStand: 5 })?.code).toBe('handover_too_late');
    expect(
      ['2026-07-09', '2026-07-10', '2026-07-19', '2026-07-20'].map((d) =>
        handoverWindowOpen(d, '2026-07-10', '2026-07-12'),
      ),
    ).toEqual([false, true, true, false]);
  });

  it('a return needs the pick-up of the same reservation first', () => {
    const missing = checkHandover({ ...trip, moment: 'terugbrengen', kmStand: 9_999_999 });
    expect(missing).toEqual({ code: 'pickup_missing' });
    if (missing) expect(handoverRuleMessage(missing)).toContain('ophalen');
    expect(checkHandover({ ...trip, moment: 'terugbrengen', hasPickup: true, kmStand: 10 })).toBeNull();
  });

  it('a reading more than 25,000 km above the last one is a km_jump; exactly 25,000 is fine', () => {
    expect(MAX_KM_JUMP).toBe(25_000);
    expect(checkHandover({ ...trip, kmStand: 70_000, lastKm: 45_000 })).toBeNull();
    const jump = checkHandover({ ...trip, kmStand: 70_001, lastKm: 45_000 });
    expect(jump).toEqual({ code: 'km_jump', km: 70_001, vorige: 45_000, max: 25_000 });
    if (jump)
      expect(handoverRuleMessage(jump)).toBe(
        'De kilometerstand (70001 km) ligt meer dan 25000 km boven de laatst geregistreerde stand (45000 km). Controleer de stand.',
      );
    // The very first reading of a camper has nothing to compare with.
    expect(checkHandover({ ...trip, kmStand: 9_999_999 })).toBeNull();
  });

  it('a corrected reading stays between its neighbours and within the jump of the one before', () => {
    expect(checkKmReading({ km: 45_300, previous: 45_210, next: 45_630 })).toBeNull();
    expect(checkKmReading({ km: 45_300, previous: null, next: null })).toBeNull();
    expect(checkKmReading({ km: 45_000, previous: 45_210, next: null })?.code).toBe('km_decreasing');
    expect(checkKmReading({ km: 9_999_999, previous: 45_210, next: null })?.code).toBe('km_jump');
    const above = checkKmReading({ km: 45_700, previous: 45_210, next: 45_630 });
    expect(above).toEqual({ code: 'km_above_next', km: 45_700, volgende: 45_630 });
    if (above) expect(handoverRuleMessage(above)).toContain('(45630 km)');
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

describe('admin handover corrections', () => {
  it('a km correction needs a reason; an empty change is refused; notitie null clears', () => {
    const fail = (body: unknown) => {
      const parsed = handoverCorrectionSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      return parsed.error?.issues[0]?.message;
    };
    expect(fail({ km_stand: 45_300 })).toBe('Geef een reden op voor het corrigeren van de kilometerstand.');
    expect(fail({ km_stand: 45_300, reden: '   ' })).toBe(
      'Geef een reden op voor het corrigeren van de kilometerstand.',
    );
    expect(fail({})).toContain('minstens één wijziging');
    expect(fail({ reden: 'zomaar' })).toContain('minstens één wijziging');
    expect(fail({ km_stand: -1, reden: 'x' })).toBeDefined();
    expect(fail({ km_stand: 10_000_000, reden: 'x' })).toBeDefined();
    expect(fail({ km_stand: '45300', reden: 'x' })).toBeDefined();
    expect(fail({ schade_status: 'weg' })).toBeDefined();
    expect(fail({ user_id: 'x', notitie: 'a' })).toBe('Onbekend veld: user_id');
    expect(handoverCorrectionSchema.parse({ km_stand: 45_300, reden: ' Typfout ' })).toEqual({
      km_stand: 45_300,
      reden: 'Typfout',
    });
    expect(handoverCorrectionSchema.parse({ notitie: null })).toEqual({ notitie: null });
    expect(handoverCorrectionSchema.parse({ schade_status: 'in_behandeling' })).toEqual({
      schade_status: 'in_behandeling',
    });
  });

  it('a damage starts open; no damage means no status', () => {
    expect(initialDamageStatus('Deuk')).toBe('open');
    expect(initialDamageStatus(null)).toBeNull();
    expect(initialDamageStatus('  ')).toBeNull();
  });
});
