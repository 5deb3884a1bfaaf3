import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { preloadDeferredDialogs } from '@camperdeel/ui/components/DeferredDialog';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KalenderPage } from '../src/features/calendar/KalenderPage.tsx';
import { camperAnswer, creditYear, reservation } from './support/fixtures.ts';
import { ownerPageHandlers } from './support/handlers.ts';

const server = setupApiServer();
// The page's dialogs load when first opened (components/DeferredDialog.tsx); loaded up front here, because a
// component that suspends inside a testing-library act() is never retried. The e2e owner specs open them cold.
beforeAll(() => preloadDeferredDialogs());

function toastTexts() {
  return toaster.getVisibleToasts().map((t) => `${t.title} / ${t.description}`);
}

beforeEach(() => {
  // "Today" is 5 March 2027 in Amsterdam; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-05T10:00:00Z'));
  server.use(...ownerPageHandlers());
});

afterEach(() => {
  toaster.remove();
  vi.useRealTimers();
});

async function showCalendar() {
  const page = await renderPage(<KalenderPage />, '/mijn-camper/kalender');
  await screen.findByRole('button', { name: /^Reserveer deze/ });
  // The month's frame stands in while the reservations load; its days cannot be chosen yet.
  await waitFor(() => expect(screen.queryByTestId('calendar-frame')).toBeNull());
  return page;
}

function day(date: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!found) throw new Error(`no day ${date}`);
  return found;
}

describe('kalender: credits en horizon', () => {
  it("shows per year what is left of what was granted, and 'Geen credits toegewezen' for a year without", async () => {
    server.use(
      apiHandler('get', '/owner/credits', () => ({
        credits: [creditYear(2027, 3, 10, { hoog: 8, laag: 10 })],
      })),
    );
    await showCalendar();
    const year = async (jaar: number) =>
      (await screen.findByRole('region', { name: `Credits ${jaar}` })).textContent;
    expect(await year(2027)).toBe('2027Hoogseizoen 3 van 8Laagseizoen 10 van 10');
    expect(await year(2028)).toBe('2028Geen credits toegewezen voor 2028');
    expect(screen.getByText('Per seizoen: wat je nog hebt van wat je is toegekend.')).toBeTruthy();
  });

  it('pages from this month to December of next year and no further', async () => {
    const user = userEvent.setup();
    await showCalendar();
    const previous = screen.getByRole('button', { name: 'Vorige maand' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Volgende maand' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    let clicks = 0;
    while (!next().disabled && clicks < 40) {
      await user.click(next());
      clicks += 1;
    }
    // March 2027 → December 2028.
    expect(clicks).toBe(21);
    expect(document.querySelector('[data-date="2028-12-31"]')).not.toBeNull();
    expect(document.querySelector('[data-date="2029-01-01"]')).toBeNull();
    // 21 renders of a month grid: give a loaded shared machine room.
  }, 30_000);
});

describe('kalender: reserveren', () => {
  it('refuses a selection the credits cannot pay before asking the server', async () => {
    const user = userEvent.setup();
    const posted = vi.fn();
    server.use(
      apiHandler('get', '/owner/credits', () => ({
        credits: [creditYear(2027, 5, 2), creditYear(2028, 5, 5)],
      })),
      apiHandler('post', '/owner/reservations', () => {
        posted();
        return { reserveringen: [], credits: [] };
      }),
    );
    await showCalendar();
    await screen.findByRole('region', { name: 'Credits 2027' });
    for (const date of ['2027-03-10', '2027-03-11', '2027-03-13']) await user.click(day(date));
    await user.click(screen.getByRole('button', { name: 'Reserveer deze 3 dag(en)' }));
    expect(toastTexts()).toEqual([
      'Niet genoeg credits / Niet genoeg credits voor 2027. Je hebt 0 hoogseizoen en 3 laagseizoen dagen geselecteerd.',
    ]);
    expect(posted).not.toHaveBeenCalled();
  });

  it('does not select past days, reserves once while busy, then clears the selection and fetches again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let loads = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler('get', '/owner/reservations', () => {
        loads += 1;
        return { reserveringen: [] };
      }),
      apiHandler('post', '/owner/reservations', async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return { reserveringen: [], credits: [] };
      }),
    );
    await showCalendar();
    await user.click(day('2027-03-04'));
    expect(day('2027-03-04').getAttribute('aria-disabled')).toBe('true');
    await user.click(day('2027-03-10'));
    await user.click(day('2027-03-12'));
    const reserve = screen.getByRole('button', { name: 'Reserveer deze 2 dag(en)' }) as HTMLButtonElement;
    await user.dblClick(reserve);
    await waitFor(() => expect(reserve.textContent).toBe('Bezig met reserveren...'));
    expect(reserve.disabled).toBe(true);
    expect(sent).toEqual([{ dagen: ['2027-03-10', '2027-03-12'] }]);

    answer();
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Reservering gemaakt / Je hebt 2 dag(en) gereserveerd.']),
    );
    const cleared = (await screen.findByRole('button', {
      name: 'Reserveer deze 0 dag(en)',
    })) as HTMLButtonElement;
    expect(cleared.disabled).toBe(true);
    await waitFor(() => expect(loads).toBe(2));
  });

  it("shows the server's refusal under 'Fout bij reserveren'", async () => {
    const user = userEvent.setup();
    server.use(
      apiHandler('post', '/owner/reservations', () =>
        apiError('day_unavailable', '10 maart 2027 is al gereserveerd.'),
      ),
    );
    await showCalendar();
    await user.click(day('2027-03-10'));
    await user.click(screen.getByRole('button', { name: 'Reserveer deze 1 dag(en)' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Fout bij reserveren / 10 maart 2027 is al gereserveerd.']),
    );
  });
});

describe('kalender: verwijderen', () => {
  it('confirms, deletes and shows the refund the server reports', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    server.use(
      apiHandler('get', '/owner/reservations', () => ({
        reserveringen: [
          reservation('r1', '2027-03-01', '2027-03-06'),
          reservation('r2', '2027-03-20', '2027-03-21'),
        ],
      })),
      apiHandler('delete', '/owner/reservations/:id', ({ params }) => {
        deleted.push(params.id ?? '');
        return { vrijgegeven_dagen: 4, teruggestort: { hoogseizoen: 0, laagseizoen: 2 } };
      }),
    );
    await showCalendar();
    const deleteButtons = await screen.findAllByRole('button', { name: /verwijderen$/ });
    // The reservation that has begun has no delete button.
    expect(deleteButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reservering 20 mrt. 2027 - 21 mrt. 2027 verwijderen',
    ]);
    await user.click(deleteButtons[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Weet je het zeker?');
    expect(dialog.textContent).toContain(
      'Deze actie kan niet ongedaan worden gemaakt. De reservering wordt verwijderd en je credits worden teruggestort.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Reservering verwijderd / 4 dagen inclusief bufferdagen verwijderd. Credits teruggestort: 0 hoogseizoen, 2 laagseizoen.',
      ]),
    );
    expect(deleted).toEqual(['r2']);
  });
});

describe('kalender: een periode boeken', () => {
  it('selects a period by its first and last day, sums it up, then focuses the new reservation', async () => {
    const user = userEvent.setup();
    let booked = false;
    const made = { ...reservation('r9', '2027-03-10', '2027-03-12'), eigen: true };
    server.use(
      apiHandler('get', '/owner/credits', () => ({ credits: [creditYear(2027, 5, 10)] })),
      apiHandler('get', '/owner/reservations', () => ({ reserveringen: booked ? [made] : [] })),
      apiHandler('post', '/owner/reservations', () => {
        booked = true;
        return { reserveringen: [made], credits: [] };
      }),
    );
    await showCalendar();
    await screen.findByRole('region', { name: 'Credits 2027' });
    await user.click(screen.getByLabelText('Periode kiezen (eerste en laatste dag)'));
    await user.click(day('2027-03-10'));
    expect(screen.getByText('Tik nu op de laatste dag van je periode.')).toBeTruthy();
    await user.click(day('2027-03-12'));
    expect(screen.getByTestId('booking-summary').textContent).toBe(
      '3 dagen: 0 hoogseizoen + 3 laagseizoen, daarna over: 2027: 5 hoogseizoen + 7 laagseizoen',
    );
    await user.click(screen.getByRole('button', { name: 'Reserveer deze 3 dag(en)' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-reservation-id')).toBe('r9'));
  });
});

describe('kalender: laden', () => {
  it('shows the month frame at once while the reservations load, without a day to choose', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler('get', '/owner/reservations', async () => {
        await answered;
        return { reserveringen: [reservation('r1', '2027-03-20', '2027-03-21')] };
      }),
    );
    await renderPage(<KalenderPage />, '/mijn-camper/kalender');
    const frame = await screen.findByTestId('calendar-frame');
    expect(
      within(frame)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 7),
    ).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(day('2027-03-10').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Reserveringen laden...')).toBeTruthy();
    answer();
    await waitFor(() => expect(screen.queryByTestId('calendar-frame')).toBeNull());
    expect(day('2027-03-20').getAttribute('title')).toBe('Gereserveerd door An');
    expect(day('2027-03-10').getAttribute('aria-disabled')).toBeNull();
  });
});

describe('kalender: aanbieden', () => {
  it('offers an own reservation that has not begun and is not on offer yet, to a chosen co-owner', async () => {
    const user = userEvent.setup();
    const offered: unknown[] = [];
    const bert = {
      ...(camperAnswer.eigenaars[0] as (typeof camperAnswer.eigenaars)[number]),
      user_id: 'u2',
      naam: 'Bert',
    };
    server.use(
      apiHandler('get', '/owner/camper', () => ({
        ...camperAnswer,
        eigenaars: [...camperAnswer.eigenaars, bert],
      })),
      apiHandler('get', '/owner/reservations', () => ({
        reserveringen: [
          reservation('begun', '2027-03-01', '2027-03-06'),
          reservation('on-offer', '2027-03-20', '2027-03-21'),
          reservation('free', '2027-04-10', '2027-04-11'),
          { ...reservation('theirs', '2027-05-01', '2027-05-02'), user_id: 'u2', naam: 'Bert', eigen: false },
        ],
      })),
      apiHandler('get', '/owner/offers', () => ({
        aanbiedingen: [
          {
            id: 'o1',
            reservering_id: 'on-offer',
            camper_id: 'c1',
            van_user_id: 'u1',
            van_naam: 'An',
            aan_user_id: null,
            aan_naam: null,
            status: 'open' as const,
            start_datum: '2027-03-20',
            eind_datum: '2027-03-21',
            geaccepteerd_door: null,
            created_at: '2027-03-01T10:00:00.000Z',
          },
        ],
      })),
      apiHandler('post', '/owner/reservations/:id/offer', async ({ params, request }) => {
        offered.push({ id: params.id, ...((await request.json()) as object) });
        return apiError('offer_closed', 'Deze reservering is al begonnen.');
      }),
    );
    await showCalendar();
    const buttons = await screen.findAllByRole('button', { name: /^Aanbieden: / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Aanbieden: 10 apr. 2027 - 11 apr. 2027',
    ]);
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reservering aanbieden' });
    // Only the co-owners can be chosen, not the holder.
    await user.click(within(dialog).getByRole('combobox', { name: 'Aanbieden aan' }));
    expect(screen.queryByRole('option', { name: 'An' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Bert' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aanbieden' }));
    await waitFor(() => expect(offered).toEqual([{ id: 'free', aan_user_id: 'u2' }]));
  });
});
