import { describe, expect, it } from 'vitest';
import {
  type ApprovedReservation,
  bufferDays,
  type CalendarContext,
  dayState,
  isSelectable,
  monthGrid,
  pruneSelection,
  shiftMonth,
  toggleDay,
} from '../src/calendar.ts';

const anna: ApprovedReservation = {
  id: 'r1',
  user_id: 'anna',
  start_datum: '2026-07-10',
  eind_datum: '2026-07-12',
};
const bert: ApprovedReservation = {
  id: 'r2',
  user_id: 'bert',
  start_datum: '2026-07-14',
  eind_datum: '2026-07-14',
};
const ctx: CalendarContext = { today: '2026-07-01', reservations: [anna, bert] };

describe('bufferDays', () => {
  it('is the day before the start and the day after the end of each reservation, once each', () => {
    expect(bufferDays([anna, bert])).toEqual(['2026-07-09', '2026-07-13', '2026-07-15']);
    expect(bufferDays([])).toEqual([]);
  });

  it('crosses month and year ends', () => {
    expect(
      bufferDays([{ id: 'x', user_id: 'u', start_datum: '2027-01-01', eind_datum: '2027-01-31' }]),
    ).toEqual(['2026-12-31', '2027-02-01']);
  });
});

describe('dayState', () => {
  it('marks reserved days with their owner, buffers around them, the rest free', () => {
    expect(dayState('2026-07-08', ctx)).toEqual({ state: 'vrij' });
    expect(dayState('2026-07-09', ctx)).toEqual({ state: 'buffer' });
    expect(dayState('2026-07-10', ctx)).toEqual({ state: 'gereserveerd', user_id: 'anna' });
    expect(dayState('2026-07-12', ctx)).toEqual({ state: 'gereserveerd', user_id: 'anna' });
    expect(dayState('2026-07-13', ctx)).toEqual({ state: 'buffer' });
    expect(dayState('2026-07-14', ctx)).toEqual({ state: 'gereserveerd', user_id: 'bert' });
    expect(dayState('2026-07-15', ctx)).toEqual({ state: 'buffer' });
    expect(dayState('2026-07-16', ctx)).toEqual({ state: 'vrij' });
  });

  it('lets reserved win over buffer', () => {
    const touching: ApprovedReservation = {
      id: 'r3',
      user_id: 'carla',
      start_datum: '2026-07-13',
      eind_datum: '2026-07-13',
    };
    const withTouching = { ...ctx, reservations: [anna, touching] };
    expect(dayState('2026-07-13', withTouching)).toEqual({ state: 'gereserveerd', user_id: 'carla' });
    expect(dayState('2026-07-12', withTouching)).toEqual({ state: 'gereserveerd', user_id: 'anna' });
  });

  it('lets past win over everything; today itself is not past', () => {
    const later = { ...ctx, today: '2026-07-14' };
    expect(dayState('2026-07-09', later)).toEqual({ state: 'verleden' });
    expect(dayState('2026-07-11', later)).toEqual({ state: 'verleden' });
    expect(dayState('2026-07-13', later)).toEqual({ state: 'verleden' });
    expect(dayState('2026-07-14', later)).toEqual({ state: 'gereserveerd', user_id: 'bert' });
    expect(dayState('2026-07-20', later)).toEqual({ state: 'vrij' });
    expect(isSelectable('2026-07-20', { today: '2026-07-20', reservations: [] })).toBe(true);
  });
});

describe('isSelectable and toggleDay', () => {
  it('only free, real days are selectable', () => {
    expect(isSelectable('2026-07-08', ctx)).toBe(true);
    expect(isSelectable('2026-06-30', ctx)).toBe(false);
    expect(isSelectable('2026-07-09', ctx)).toBe(false);
    expect(isSelectable('2026-07-10', ctx)).toBe(false);
    expect(isSelectable('2026-02-30', ctx)).toBe(false);
  });

  it('toggles free days in and out, keeps the selection sorted and never adds a blocked day', () => {
    let selection = toggleDay([], '2026-07-20', ctx);
    selection = toggleDay(selection, '2026-07-05', ctx);
    expect(selection).toEqual(['2026-07-05', '2026-07-20']);
    expect(toggleDay(selection, '2026-07-10', ctx)).toEqual(selection);
    expect(toggleDay(selection, '2026-07-05', ctx)).toEqual(['2026-07-20']);
  });
});

describe('pruneSelection', () => {
  it('keeps only days that are still selectable, sorted and once', () => {
    expect(
      pruneSelection(['2026-07-20', '2026-07-10', '2026-06-30', '2026-07-05', '2026-07-20'], ctx),
    ).toEqual(['2026-07-05', '2026-07-20']);
  });
});

describe('monthGrid', () => {
  it('starts weeks on Monday and pads with neighbouring days', () => {
    // 1 February 2026 is a Sunday: the grid starts on Monday 26 January and ends on Sunday 1 March.
    const grid = monthGrid(2026, 2, { today: '2026-01-01', reservations: [] });
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]?.[0]?.datum).toBe('2026-01-26');
    expect(grid.weeks[0]?.[6]).toMatchObject({ datum: '2026-02-01', dag: 1, inMaand: true });
    expect(grid.weeks.at(-1)?.at(-1)).toMatchObject({ datum: '2026-03-01', inMaand: false });
    const inMonth = grid.weeks.flat().filter((d) => d.inMaand);
    expect(inMonth.map((d) => d.dag)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('needs six weeks for a 31-day month that starts on Sunday', () => {
    // 1 March 2026 is a Sunday: 23 February to 5 April.
    const grid = monthGrid(2026, 3, { today: '2026-01-01', reservations: [] });
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.[0]?.datum).toBe('2026-02-23');
    expect(grid.weeks.at(-1)?.at(-1)?.datum).toBe('2026-04-05');
  });

  it('fits a February that starts on Monday in exactly four weeks', () => {
    const grid = monthGrid(2027, 2, { today: '2027-01-01', reservations: [] });
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    expect(grid.weeks[0]?.[0]?.datum).toBe('2027-02-01');
  });

  it('carries state, owner, season, selection and today for each day', () => {
    const grid = monthGrid(2026, 7, { ...ctx, today: '2026-07-02', selected: ['2026-07-20'] });
    const byDate = new Map(grid.weeks.flat().map((d) => [d.datum, d]));
    expect(byDate.get('2026-07-01')).toMatchObject({ state: 'verleden', selecteerbaar: false });
    expect(byDate.get('2026-07-02')).toMatchObject({ state: 'vrij', vandaag: true, selecteerbaar: true });
    expect(byDate.get('2026-07-10')).toMatchObject({
      state: 'gereserveerd',
      user_id: 'anna',
      selecteerbaar: false,
    });
    expect(byDate.get('2026-07-09')).toMatchObject({ state: 'buffer', selecteerbaar: false });
    expect(byDate.get('2026-07-20')).toMatchObject({ geselecteerd: true, seizoen: 'hoogseizoen' });
    expect(byDate.get('2026-06-29')).toMatchObject({ inMaand: false, seizoen: 'hoogseizoen' });
  });

  it('shifts months across year ends', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ jaar: 2027, maand: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ jaar: 2026, maand: 12 });
    expect(shiftMonth(2026, 5, 14)).toEqual({ jaar: 2027, maand: 7 });
  });
});

describe('the booking horizon and the ends of the calendar', () => {
  const legacy = { id: 'x', user_id: 'u', start_datum: '9999-12-31', eind_datum: '9999-12-31' };

  it('a stored 9999-12-31 makes no rule throw: its buffer is the day before, and other days stay free', () => {
    const ctx = { today: '2026-11-22', reservations: [legacy] };
    expect(bufferDays([legacy])).toEqual(['9999-12-30']);
    expect(dayState('2027-03-01', ctx)).toEqual({ state: 'vrij' });
    expect(dayState('9999-12-30', ctx)).toEqual({ state: 'buffer' });
    expect(dayState('9999-12-31', ctx)).toEqual({ state: 'gereserveerd', user_id: 'u' });
  });

  it('only days of this and next calendar year are selectable', () => {
    const ctx = { today: '2026-11-22', reservations: [] };
    expect(isSelectable('2027-12-31', ctx)).toBe(true);
    expect(isSelectable('2028-01-01', ctx)).toBe(false);
    expect(isSelectable('9999-12-31', ctx)).toBe(false);
    expect(toggleDay([], '2028-01-01', ctx)).toEqual([]);
  });
});
