import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, careState, dateStatus, dueItems, kmStatus, nextService } from '../src/care.ts';
import { isIsoDate } from '../src/dates.ts';

const plan = {
  apk_vervaldatum: null,
  verzekering_vervaldatum: null,
  onderhoud_interval_km: null,
  onderhoud_interval_maanden: null,
};

describe('addMonths', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', 1)).toBe('2027-04-30');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
  it('moves a leap day to 28 Feb in a common year and keeps it in a leap year', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2100-01-29', 1)).toBe('2100-02-28');
  });
  it('always gives a real date in the right month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2999-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 120 }),
        (d, n) => {
          const from = d.toISOString().slice(0, 10);
          const to = addMonths(from, n);
          const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12;
          expect(isIsoDate(to)).toBe(true);
          expect(months + Number(to.slice(5, 7)) - Number(from.slice(5, 7))).toBe(n);
          expect(Number(to.slice(8, 10))).toBeLessThanOrEqual(Number(from.slice(8, 10)));
        },
      ),
    );
  });
});

describe('item status', () => {
  it('dates: verlopen after the day, binnenkort within 30 days', () => {
    expect(dateStatus('2027-03-01', '2027-03-02')).toBe('verlopen');
    expect(dateStatus('2027-03-01', '2027-03-01')).toBe('binnenkort');
    expect(dateStatus('2027-03-31', '2027-03-01')).toBe('binnenkort');
    expect(dateStatus('2027-04-01', '2027-03-01')).toBe('ok');
  });
  it('km: 90 % driven is binnenkort, the interval driven is verlopen', () => {
    expect(kmStatus({ baseKm: 1000, intervalKm: 15000, currentKm: 14499 })).toBe('ok');
    expect(kmStatus({ baseKm: 1000, intervalKm: 15000, currentKm: 14500 })).toBe('binnenkort');
    expect(kmStatus({ baseKm: 1000, intervalKm: 15000, currentKm: 16000 })).toBe('verlopen');
  });
});

describe('nextService', () => {
  const both = { onderhoud_interval_km: 10000, onderhoud_interval_maanden: 12 };
  it('is null without intervals', () => {
    expect(nextService(plan, { datum: '2027-01-01', km_stand: 0 }, 0, '2027-01-01')).toBeNull();
  });
  it('is due at the first of months or km', () => {
    const byKm = nextService(both, { datum: '2027-01-31', km_stand: 5000 }, 14000, '2027-03-01');
    expect(byKm).toEqual({ datum: '2028-01-31', km_stand: 15000, reden: 'km', status: 'binnenkort' });
    const byDate = nextService(both, { datum: '2027-01-31', km_stand: 5000 }, 6000, '2028-01-15');
    expect(byDate).toEqual({ datum: '2028-01-31', km_stand: 15000, reden: 'maanden', status: 'binnenkort' });
  });
  it('without a base reading only the months count', () => {
    const next = nextService(both, { datum: '2028-02-29', km_stand: null }, null, '2028-03-01');
    expect(next).toEqual({ datum: '2029-02-28', km_stand: null, reden: 'maanden', status: 'ok' });
  });
});

describe('careState and dueItems', () => {
  it('the plan is the worst item, and every non-ok item is told by its due date', () => {
    const full = {
      ...plan,
      apk_vervaldatum: '2027-02-01',
      verzekering_vervaldatum: '2027-12-31',
      onderhoud_interval_km: 1000,
    };
    const state = careState(full, { datum: '2027-01-01', km_stand: 0 }, 950, '2027-01-10');
    expect(state.apk_status).toBe('binnenkort');
    expect(state.verzekering_status).toBe('ok');
    expect(state.volgende?.status).toBe('binnenkort');
    expect(state.status).toBe('binnenkort');
    expect(dueItems(full, state)).toEqual([
      { onderdeel: 'apk', vervalt: '2027-02-01' },
      { onderdeel: 'onderhoud', vervalt: '-|1000' },
    ]);
    const later = careState(full, { datum: '2027-01-01', km_stand: 0 }, 950, '2027-02-02');
    expect(later.status).toBe('verlopen');
  });
  it('an empty plan is ok with nothing to tell', () => {
    const state = careState(plan, null, null, '2027-01-01');
    expect(state).toEqual({ apk_status: null, verzekering_status: null, volgende: null, status: 'ok' });
    expect(dueItems(plan, state)).toEqual([]);
  });
});
