import { describe, expect, it } from 'vitest';
import { bookingHorizon, horizonYears, isHorizonYear, isWithinHorizon } from '../src/horizon.ts';

describe('booking horizon', () => {
  it('spans the current and the next calendar year', () => {
    expect(bookingHorizon('2026-11-23')).toEqual({
      firstYear: 2026,
      lastYear: 2027,
      from: '2026-01-01',
      to: '2027-12-31',
    });
    expect(horizonYears('2026-12-31')).toEqual([2026, 2027]);
  });

  it('accepts the first and last day and refuses the days just outside', () => {
    expect(isWithinHorizon('2026-01-01', '2026-06-01')).toBe(true);
    expect(isWithinHorizon('2027-12-31', '2026-06-01')).toBe(true);
    expect(isWithinHorizon('2025-12-31', '2026-06-01')).toBe(false);
    expect(isWithinHorizon('2028-01-01', '2026-06-01')).toBe(false);
  });

  it('refuses hostile dates without throwing', () => {
    for (const day of [
      '9999-12-31',
      '0001-01-01',
      '2026-02-30',
      '2399-06-01',
      '',
      20260601,
      null,
      '2026-6-1',
    ]) {
      expect(isWithinHorizon(day, '2026-06-01'), String(day)).toBe(false);
    }
  });

  it('knows its years', () => {
    expect(isHorizonYear(2026, '2026-06-01')).toBe(true);
    expect(isHorizonYear(2027, '2026-06-01')).toBe(true);
    expect(isHorizonYear(2028, '2026-06-01')).toBe(false);
    expect(isHorizonYear(2026.5, '2026-06-01')).toBe(false);
    expect(isHorizonYear('2026', '2026-06-01')).toBe(false);
  });
});
