import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  eachDay,
  isIsoDate,
  isoDate,
  isoWeekday,
  todayInAmsterdam,
  yearOf,
} from '../src/dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates in strict yyyy-MM-dd form', () => {
    for (const d of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30']) {
      expect(isIsoDate(d), d).toBe(true);
    }
  });

  it('rejects impossible dates, loose formats and non-strings', () => {
    const bad: unknown[] = [
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '2026-01-1',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026-01-01T00:00:00Z',
      '20260101',
      '0000-01-01',
      '',
      20260101,
      null,
      undefined,
      new Date(),
    ];
    for (const d of bad) expect(isIsoDate(d), String(d)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('never skips or repeats a day at the DST changes', () => {
    expect(eachDay('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(eachDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
  });

  it('lists days inclusively and nothing when the end is before the start', () => {
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(eachDay('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(eachDay('2026-05-06', '2026-05-05')).toEqual([]);
  });

  it('knows years, weekdays, month lengths and order', () => {
    expect(yearOf('2027-01-01')).toBe(2027);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 9)).toBe(30);
    expect(['2027-01-01', '2026-12-31', '2026-02-01'].sort(compareIsoDates)).toEqual([
      '2026-02-01',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(() => isoDate(2027, 2, 29)).toThrow(RangeError);
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
  });

  it('round-trips any shift and agrees with eachDay (property)', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('1990-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (d, n) => {
        const shifted = addDays(d, n);
        expect(isIsoDate(shifted)).toBe(true);
        expect(addDays(shifted, -n)).toBe(d);
        expect(daysBetween(d, shifted)).toBe(n);
        if (n >= 0) expect(eachDay(d, shifted)).toHaveLength(n + 1);
      }),
    );
  });
});

describe('todayInAmsterdam', () => {
  it('follows Amsterdam, not UTC, around midnight in summer (UTC+2)', () => {
    expect(todayInAmsterdam(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(todayInAmsterdam(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('follows Amsterdam around midnight in winter (UTC+1), also at the year end', () => {
    expect(todayInAmsterdam(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(todayInAmsterdam(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('is right on the days the clocks change', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(todayInAmsterdam(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayInAmsterdam(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInAmsterdam(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayInAmsterdam(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(todayInAmsterdam(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(todayInAmsterdam(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInAmsterdam(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayInAmsterdam(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('does not depend on the machine time zone', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Amsterdam']) {
        process.env.TZ = zone;
        expect(todayInAmsterdam(new Date('2026-06-30T22:30:00Z')), zone).toBe('2026-07-01');
        expect(todayInAmsterdam(new Date('2026-01-15T11:00:00Z')), zone).toBe('2026-01-15');
      }
    } finally {
      process.env.TZ = original;
    }
  });
});
