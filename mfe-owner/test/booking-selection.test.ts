import { describe, expect, it } from 'vitest';
import {
  type BookingContext,
  bookingSummary,
  type SelectionState,
  tapDay,
} from '../src/features/calendar/booking-selection.ts';

const today = '2027-03-05';
const ctx = (openRoundYears: number[] = []): BookingContext => ({
  today,
  reservations: [{ id: 'r1', user_id: 'u2', start_datum: '2027-04-20', eind_datum: '2027-04-21' }],
  blocks: [],
  openRoundYears: new Set(openRoundYears),
});
const empty: SelectionState = { selection: [], start: null };

describe('tapDay', () => {
  it('selects a period from its first to its last tap, either direction', () => {
    const first = tapDay(empty, '2027-04-10', 'periode', ctx());
    expect(first).toEqual({ selection: ['2027-04-10'], start: '2027-04-10', notice: null });
    const second = tapDay(first, '2027-04-06', 'periode', ctx());
    expect(second.selection).toEqual(['2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10']);
    expect(second.start).toBeNull();
  });

  it('refuses a period over a day that is not free, keeps the start and says why', () => {
    const first = tapDay(empty, '2027-04-15', 'periode', ctx());
    // 19 April is the buffer day before someone else's reservation.
    const second = tapDay(first, '2027-04-25', 'periode', ctx());
    expect(second.selection).toEqual(['2027-04-15']);
    expect(second.start).toBe('2027-04-15');
    expect(second.notice).toContain('19 april 2027');
  });

  it('still toggles single days, and a selected day tapped in period mode goes out', () => {
    const one = tapDay(empty, '2027-04-10', 'losse-dagen', ctx());
    const two = tapDay(one, '2027-04-12', 'losse-dagen', ctx());
    expect(two.selection).toEqual(['2027-04-10', '2027-04-12']);
    expect(tapDay(two, '2027-04-10', 'losse-dagen', ctx()).selection).toEqual(['2027-04-12']);
    expect(tapDay(two, '2027-04-12', 'periode', ctx()).selection).toEqual(['2027-04-10']);
  });

  it('does not add high-season days of a year whose wish round is open', () => {
    expect(tapDay(empty, '2027-07-01', 'losse-dagen', ctx([2027])).selection).toEqual([]);
    expect(tapDay(empty, '2027-04-01', 'losse-dagen', ctx([2027])).selection).toEqual(['2027-04-01']);
  });
});

describe('bookingSummary', () => {
  const credits = [{ jaar: 2027, credits_hoogseizoen: 10, credits_laagseizoen: 20 }];
  const days = ['2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16'];

  it("reads '5 dagen: 2 hoogseizoen + 3 laagseizoen, daarna over: …' from the reservation plan", () => {
    expect(bookingSummary(days, { ...ctx(), credits, maxConsecutiveHigh: null })).toEqual({
      text: '5 dagen: 2 hoogseizoen + 3 laagseizoen, daarna over: 2027: 8 hoogseizoen + 17 laagseizoen',
      warning: null,
    });
  });

  it('warns before confirming when the fair-use rule or the credits refuse it', () => {
    expect(bookingSummary(days, { ...ctx(), credits, maxConsecutiveHigh: 1 })?.warning).toBe(
      'Je kunt maximaal 1 hoogseizoendagen achter elkaar reserveren.',
    );
    const poor = [{ jaar: 2027, credits_hoogseizoen: 1, credits_laagseizoen: 20 }];
    expect(bookingSummary(days, { ...ctx(), credits: poor, maxConsecutiveHigh: null })?.warning).toContain(
      'Niet genoeg credits voor 2027',
    );
  });

  it('says nothing without a selection', () => {
    expect(bookingSummary([], { ...ctx(), credits, maxConsecutiveHigh: null })).toBeNull();
  });
});
