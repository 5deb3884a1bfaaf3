import { toaster } from '@camperdeel/ui/lib/toast';
import { button, click, fakeApi, mountPage, settle } from '@camperdeel/ui/testing/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KalenderPage } from '../src/features/kalender/KalenderPage.tsx';

const ok = (body: unknown) => ({ status: 200, body });
const camper = ok({
  camper: { id: 'c1', naam: 'Zeeuwse Zon' },
  eigenaars: [
    {
      user_id: 'u1',
      naam: 'An',
      profielfoto_url: null,
      beschrijving: null,
      telefoonnummer: null,
      email: 'an@x.nl',
    },
  ],
  sloten: { totaal: 4, ingevuld: 1, open: 3 },
});
const credits = (laag: number) =>
  ok({
    credits: [
      {
        jaar: 2027,
        credits_hoogseizoen: 5,
        credits_laagseizoen: laag,
        toegekend_hoogseizoen: 8,
        toegekend_laagseizoen: 10,
      },
      {
        jaar: 2028,
        credits_hoogseizoen: 5,
        credits_laagseizoen: 5,
        toegekend_hoogseizoen: 5,
        toegekend_laagseizoen: 5,
      },
    ],
  });
const noReservations = ok({ reserveringen: [] });
/** The co-owner cards on the same page (blocks, handovers, usage, credit history, calendar feed), answered empty. */
const coownerCards = {
  'GET /api/owner/blocks': ok({ blokkades: [] }),
  'GET /api/owner/handovers': ok({ overdrachten: [] }),
  'GET /api/owner/usage': ok({ gebruik: [] }),
  'GET /api/owner/credits/history': ok({ mutaties: [] }),
  'GET /api/owner/calendar-feed': ok({ url: 'http://localhost/ical/geheim.ics' }),
};

function toastTexts() {
  return toaster.getVisibleToasts().map((t) => `${t.title} / ${t.description}`);
}

const KalenderPageRoute = () => <KalenderPage />;
let page: Awaited<ReturnType<typeof mountPage>> | null = null;

beforeEach(() => {
  // "Today" is 5 March 2027 in Amsterdam; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-05T10:00:00Z'));
});

afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function dayButton(date: string): HTMLButtonElement {
  const found = page?.container.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
  if (!found) throw new Error(`no day ${date}`);
  return found;
}

describe('kalender: credits en horizon', () => {
  it("shows per year what is left of what was granted, and 'Geen credits toegewezen' for a year without", async () => {
    fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': ok({
        credits: [
          {
            jaar: 2027,
            credits_hoogseizoen: 3,
            credits_laagseizoen: 10,
            toegekend_hoogseizoen: 8,
            toegekend_laagseizoen: 10,
          },
        ],
      }),
      'GET /api/owner/reservations': noReservations,
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    const year = (jaar: number) =>
      page?.container.querySelector(`section[aria-label="Credits ${jaar}"]`)?.textContent ?? '';
    expect(year(2027)).toBe('2027Hoogseizoen 3 van 8Laagseizoen 10 van 10');
    expect(year(2028)).toBe('2028Geen credits toegewezen voor 2028');
    expect(page.container.textContent).toContain('Per seizoen: wat je nog hebt van wat je is toegekend.');
  });

  it('pages from this month to December of next year and no further', async () => {
    fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': credits(5),
      'GET /api/owner/reservations': noReservations,
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    const nav = (label: string) => {
      const found = page?.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
      if (!found) throw new Error(`no button ${label}`);
      return found;
    };
    expect(nav('Vorige maand').disabled).toBe(true);
    let clicks = 0;
    while (!nav('Volgende maand').disabled && clicks < 40) {
      await click(nav('Volgende maand'));
      clicks += 1;
    }
    // March 2027 → December 2028.
    expect(clicks).toBe(21);
    expect(page.container.querySelector('[data-date="2028-12-31"]')).not.toBeNull();
    expect(page.container.querySelector('[data-date="2029-01-01"]')).toBeNull();
    // 21 renders of a month grid: give a loaded shared machine room.
  }, 30_000);
});

describe('kalender: reserveren', () => {
  it('refuses a selection the credits cannot pay before asking the server', async () => {
    const calls = fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': credits(2),
      'GET /api/owner/reservations': noReservations,
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    for (const date of ['2027-03-10', '2027-03-11', '2027-03-13']) await click(dayButton(date));
    await click(button(page.container, 'Reserveer deze 3 dag(en)'));
    expect(toastTexts()).toEqual([
      'Niet genoeg credits / Niet genoeg credits voor 2027. Je hebt 0 hoogseizoen en 3 laagseizoen dagen geselecteerd.',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('does not select past days, reserves once while busy, then clears the selection and reloads', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const calls = fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': credits(5),
      'GET /api/owner/reservations': noReservations,
      'POST /api/owner/reservations': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    await click(dayButton('2027-03-04'));
    expect(dayButton('2027-03-04').getAttribute('aria-disabled')).toBe('true');
    await click(dayButton('2027-03-10'));
    await click(dayButton('2027-03-12'));
    const reserve = button(page.container, 'Reserveer deze 2 dag(en)');
    await click(reserve);
    expect(reserve.textContent).toBe('Bezig met reserveren...');
    expect(reserve.disabled).toBe(true);
    await click(reserve);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/owner/reservations', body: { dagen: ['2027-03-10', '2027-03-12'] } },
    ]);

    await act(async () => answer({ status: 201, body: { reserveringen: [], credits: [] } }));
    await settle();
    expect(toastTexts()).toEqual(['Reservering gemaakt / Je hebt 2 dag(en) gereserveerd.']);
    expect(button(page.container, 'Reserveer deze 0 dag(en)').disabled).toBe(true);
    expect(calls.filter((c) => c.path === '/api/owner/credits')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/owner/reservations' && c.method === 'GET')).toHaveLength(2);
  });

  it("shows the server's refusal under 'Fout bij reserveren'", async () => {
    fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': credits(5),
      'GET /api/owner/reservations': noReservations,
      'POST /api/owner/reservations': {
        status: 409,
        body: { error: { code: 'day_unavailable', message: '10 maart 2027 is al gereserveerd.' } },
      },
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    await click(dayButton('2027-03-10'));
    await click(button(page.container, 'Reserveer deze 1 dag(en)'));
    expect(toastTexts()).toEqual(['Fout bij reserveren / 10 maart 2027 is al gereserveerd.']);
  });
});

describe('kalender: verwijderen', () => {
  it('confirms, deletes and shows the refund the server reports', async () => {
    const calls = fakeApi({
      ...coownerCards,
      'GET /api/owner/camper': camper,
      'GET /api/owner/credits': credits(5),
      'GET /api/owner/reservations': ok({
        reserveringen: [
          {
            id: 'r1',
            user_id: 'u1',
            naam: 'An',
            start_datum: '2027-03-01',
            eind_datum: '2027-03-06',
            eigen: true,
          },
          {
            id: 'r2',
            user_id: 'u1',
            naam: 'An',
            start_datum: '2027-03-20',
            eind_datum: '2027-03-21',
            eigen: true,
          },
        ],
      }),
      'DELETE /api/owner/reservations/r2': ok({
        vrijgegeven_dagen: 4,
        teruggestort: { hoogseizoen: 0, laagseizoen: 2 },
      }),
    });
    page = await mountPage(KalenderPageRoute, '/mijn-camper/kalender');
    const deleteButtons = [...page.container.querySelectorAll('button[aria-label$="verwijderen"]')];
    // The reservation that has begun has no delete button.
    expect(deleteButtons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reservering 20 mrt. 2027 - 21 mrt. 2027 verwijderen',
    ]);
    await click(deleteButtons[0] as HTMLButtonElement);
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Weet je het zeker?');
    expect(dialog?.textContent).toContain(
      'Deze actie kan niet ongedaan worden gemaakt. De reservering wordt verwijderd en je credits worden teruggestort.',
    );
    await click(button(dialog as HTMLElement, 'Verwijderen'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/owner/reservations/r2')).toBe(true);
    expect(toastTexts()).toEqual([
      'Reservering verwijderd / 4 dagen inclusief bufferdagen verwijderd. Credits teruggestort: 0 hoogseizoen, 2 laagseizoen.',
    ]);
  });
});
