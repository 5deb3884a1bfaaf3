import { describe, expect, it } from 'vitest';
import {
  type CalendarReservation,
  calendarDay,
  creditSummaries,
  deleteFailureTitle,
  ownerSwatches,
  ownReservationRows,
  reserveFailureTitle,
} from '../src/features/calendar/calendar-view.ts';
import { monthFromAddress } from '../src/features/calendar/month-from-address.ts';

const reservation = (
  id: string,
  user_id: string,
  start_datum: string,
  eind_datum: string,
  eigen = false,
): CalendarReservation => ({ id, user_id, naam: `Naam ${user_id}`, start_datum, eind_datum, eigen });

describe('ownerSwatches', () => {
  it('colours owners in user-id order through the spec palette, and names each', () => {
    const swatches = ownerSwatches(
      [
        { user_id: 'c', naam: 'Cor' },
        { user_id: 'a', naam: 'An' },
        { user_id: 'b', naam: 'Bo' },
      ],
      [],
    );
    expect([...swatches.values()]).toEqual([
      { userId: 'a', naam: 'An', tone: 'red' },
      { userId: 'b', naam: 'Bo', tone: 'yellow' },
      { userId: 'c', naam: 'Cor', tone: 'green' },
    ]);
  });

  it('gives a former owner who still holds a reservation a colour and the name from the reservation', () => {
    const swatches = ownerSwatches(
      [{ user_id: 'b', naam: 'Bo' }],
      [reservation('r1', 'a', '2027-03-01', '2027-03-02')],
    );
    expect(swatches.get('a')).toEqual({ userId: 'a', naam: 'Naam a', tone: 'red' });
    expect(swatches.get('b')?.tone).toBe('yellow');
  });

  it('starts the palette again after six owners', () => {
    const owners = ['1', '2', '3', '4', '5', '6', '7'].map((id) => ({ user_id: id, naam: id }));
    expect(ownerSwatches(owners, []).get('7')?.tone).toBe('red');
  });
});

describe('calendarDay', () => {
  const reservations = [reservation('r1', 'a', '2027-03-10', '2027-03-12')];
  const ctx = {
    today: '2027-03-05',
    reservations,
    selected: new Set(['2027-03-20']),
    swatches: ownerSwatches([{ user_id: 'a', naam: 'An' }], reservations),
  };

  it('makes a past day unclickable', () => {
    expect(calendarDay('2027-03-04', ctx)).toEqual({
      tone: 'laagseizoen',
      disabled: true,
      label: 'Laagseizoen',
    });
  });

  it("colours a reserved day in its owner's colour and names the owner", () => {
    expect(calendarDay('2027-03-11', ctx)).toEqual({
      tone: 'red',
      disabled: true,
      label: 'Gereserveerd door An',
    });
  });

  it('makes the days before and after a reservation unclickable buffer days', () => {
    expect(calendarDay('2027-03-09', ctx)).toEqual({ tone: 'buffer', disabled: true, label: 'Bufferdag' });
    expect(calendarDay('2027-03-13', ctx)).toEqual({ tone: 'buffer', disabled: true, label: 'Bufferdag' });
  });

  it('shows a free day in its season, selected when in the selection', () => {
    expect(calendarDay('2027-03-20', ctx)).toEqual({
      tone: 'laagseizoen',
      selected: true,
      label: 'Laagseizoen',
    });
    expect(calendarDay('2027-06-01', ctx)).toEqual({
      tone: 'hoogseizoen',
      selected: false,
      label: 'Hoogseizoen',
    });
  });

  it('counts today as selectable', () => {
    expect(calendarDay('2027-03-05', ctx).disabled).toBeUndefined();
  });

  it('never lets a day outside the booking horizon (this and next year) be chosen', () => {
    expect(calendarDay('2028-12-31', ctx).disabled).toBeUndefined();
    expect(calendarDay('2029-01-01', ctx)).toEqual({
      tone: 'hoogseizoen',
      disabled: true,
      label: 'Hoogseizoen',
    });
  });
});

describe('creditSummaries', () => {
  it("gives each shown year's remaining and granted credits, or the spec's message when the year has none", () => {
    expect(
      creditSummaries(
        [
          {
            jaar: 2027,
            credits_hoogseizoen: 3,
            credits_laagseizoen: 20,
            toegekend_hoogseizoen: 12,
            toegekend_laagseizoen: 20,
          },
        ],
        [2026, 2027],
      ),
    ).toEqual([
      { jaar: 2026, none: 'Geen credits toegewezen voor 2026' },
      { jaar: 2027, hoogseizoen: { over: 3, toegekend: 12 }, laagseizoen: { over: 20, toegekend: 20 } },
    ]);
  });
});

describe('ownReservationRows', () => {
  it('lists only own reservations, by start date, with the season split; started ones cannot be deleted', () => {
    const rows = ownReservationRows(
      [
        reservation('later', 'me', '2027-05-13', '2027-05-16', true),
        reservation('other', 'someone', '2027-01-01', '2027-01-02'),
        reservation('started', 'me', '2027-03-01', '2027-03-06', true),
      ],
      '2027-03-05',
    );
    expect(rows).toEqual([
      {
        id: 'started',
        start_datum: '2027-03-01',
        eind_datum: '2027-03-06',
        range: '1 mrt. 2027 - 6 mrt. 2027',
        days: '6 dagen (0 hoogseizoen, 6 laagseizoen)',
        canDelete: false,
      },
      {
        id: 'later',
        start_datum: '2027-05-13',
        eind_datum: '2027-05-16',
        range: '13 mei 2027 - 16 mei 2027',
        days: '4 dagen (2 hoogseizoen, 2 laagseizoen)',
        canDelete: true,
      },
    ]);
  });

  it('lets a reservation starting today still be deleted', () => {
    const [row] = ownReservationRows(
      [reservation('r', 'me', '2027-03-05', '2027-03-05', true)],
      '2027-03-05',
    );
    expect(row?.canDelete).toBe(true);
    expect(row?.days).toBe('1 dag (0 hoogseizoen, 1 laagseizoen)');
  });
});

describe('failure titles', () => {
  it('names credit failures after the rule, every other reservation failure "Fout bij reserveren"', () => {
    expect(reserveFailureTitle('no_credits')).toBe('Geen credits');
    expect(reserveFailureTitle('insufficient_credits')).toBe('Niet genoeg credits');
    expect(reserveFailureTitle('day_unavailable')).toBe('Fout bij reserveren');
    expect(reserveFailureTitle(undefined)).toBe('Fout bij reserveren');
  });

  it('names a refund failure "Fout", every other delete failure "Fout bij verwijderen"', () => {
    expect(deleteFailureTitle('refund_impossible')).toBe('Fout');
    expect(deleteFailureTitle('reservation_not_found')).toBe('Fout bij verwijderen');
  });
});

describe('the month a link opens', () => {
  it('opens the asked month inside the calendar’s range, and this month for anything else', () => {
    expect(monthFromAddress('?maand=2027-03', '2026-11', '2027-12')).toBe('2027-03');
    expect(monthFromAddress('?maand=2028-01', '2026-11', '2027-12')).toBeNull();
    expect(monthFromAddress('?maand=2026-10', '2026-11', '2027-12')).toBeNull();
    expect(monthFromAddress('?maand=2027-13', '2026-11', '2027-12')).toBeNull();
    expect(monthFromAddress('?maand=<script>', '2026-11', '2027-12')).toBeNull();
    expect(monthFromAddress('', '2026-11', '2027-12')).toBeNull();
  });
});
