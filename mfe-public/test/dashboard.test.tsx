import { toaster } from '@camperdeel/ui/lib/toast';
import { button, click, fakeApi, field, heading, mountPage, settle, type } from '@camperdeel/ui/testing/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardAreaPage from '../src/features/dashboard/DashboardAreaPage.tsx';
import { anonymous, camper, signedIn } from './fixtures.ts';

let page: Awaited<ReturnType<typeof mountPage>> | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  vi.unstubAllGlobals();
});

const toastTexts = () => toaster.getVisibleToasts().map((t) => `${t.title} / ${t.description ?? ''}`);
const cardNames = (root: ParentNode) => [...root.querySelectorAll('article h2')].map((h) => h.textContent);
const labelled = (root: ParentNode, label: string) => {
  const found = root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button labelled "${label}"`);
  return found;
};
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

const campers = [
  camper({ id: 'a', naam: 'Ardennen Avontuur', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 4 }),
  camper({ id: 'b', naam: 'Brabantse Bries', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 3 }),
  camper({ id: 'c', naam: 'Citroen Cruiser', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 0 }),
];

describe('/dashboard', () => {
  it('sends a visitor without a session to /auth?redirect=dashboard', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous });
    page = await mountPage(DashboardAreaPage, '/dashboard');
    expect(page.router.state.location.pathname).toBe('/auth');
    expect(page.router.state.location.search).toEqual({ redirect: 'dashboard' });
  });

  it('a late "not logged in" does not pull someone who already left the dashboard to /auth', async () => {
    let answer: () => void = () => {};
    fakeApi({
      'GET /api/auth/me': () =>
        new Promise((resolve) => {
          answer = () => resolve(anonymous);
        }),
    });
    page = await mountPage(DashboardAreaPage, '/dashboard');
    // Logging out navigates home while the page is still mounted for a moment.
    await act(() => page?.router.navigate({ to: '/' }));
    answer();
    await settle();
    expect(page.router.state.location.href).toBe('/');
  });

  it('shows one camper at a time, wraps around, and marks full and nearly full campers', async () => {
    fakeApi({ 'GET /api/auth/me': signedIn, 'GET /api/campers': { status: 200, body: { campers } } });
    page = await mountPage(DashboardAreaPage, '/dashboard');
    const { container } = page;
    expect(heading(container)?.textContent).toBe('Beschikbare campers');
    // The tab shows a label that fits a phone; the link keeps the page's full name.
    // The bottom bar's tab (the header carries the same links for wider screens).
    const tab = [
      ...container.querySelectorAll(
        'nav[aria-label="Navigatie dashboard"] a[href="/dashboard/aanmeldingen"]',
      ),
    ].find((a) => !a.closest('header'));
    expect(tab?.textContent).toBe('Aanmeldingen');
    expect(tab?.getAttribute('aria-label')).toBe('Mijn aanmeldingen');

    expect(cardNames(container)).toEqual(['Ardennen Avontuur']);
    const card = () => container.querySelector('article') as HTMLElement;
    expect(card().textContent).toContain('Verkocht');
    expect(card().textContent).toContain('4/4 eigenaars');
    expect(() => button(card(), 'Aanmelden')).toThrow();

    await click(labelled(container, 'Vorige camper'));
    expect(cardNames(container)).toEqual(['Citroen Cruiser']);
    expect(card().textContent).not.toContain('Verkocht');
    expect(card().textContent).not.toContain('Nog 1 plaats over');

    await click(labelled(container, 'Volgende camper'));
    await click(labelled(container, 'Volgende camper'));
    expect(cardNames(container)).toEqual(['Brabantse Bries']);
    expect(card().textContent).toContain('Nog 1 plaats over');
    expect(card().textContent).toContain('Nog maar 1 plaats beschikbaar!');
    expect(card().textContent?.replace(/\s/g, ' ')).toContain('€ 12.500,00');
    expect(card().textContent?.replace(/\s/g, ' ')).toContain('€ 160,00 per maand');
  });

  it('shows "Geen campers beschikbaar" without campers, also when loading fails', async () => {
    fakeApi({ 'GET /api/auth/me': signedIn, 'GET /api/campers': { status: 500, body: null } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page = await mountPage(DashboardAreaPage, '/dashboard');
    expect(page.container.textContent).toContain('Geen campers beschikbaar');
  });

  it('applies through details → confirm → "Bedankt!", and "Sluiten" goes to /dashboard', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/campers': { status: 200, body: { campers: [campers[2]] } },
      'POST /api/me/applications': { status: 201, body: { aanmelding: { id: 'x' } } },
    });
    // Entered with a query, so arriving at a bare '/dashboard' afterwards shows the navigation happened.
    page = await mountPage(DashboardAreaPage, '/dashboard?van=test');
    await click(button(page.container, 'Meer details'));
    expect(dialog()?.textContent).toContain('Citroen Cruiser');
    expect(dialog()?.textContent).toContain('Kilometerstand');
    await click(button(dialog() as HTMLElement, 'Aanmelden'));
    expect(dialog()?.textContent).toContain('Bevestig je aanmelding');
    await click(button(dialog() as HTMLElement, 'Aanmelden'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ camper_id: 'c' });
    expect(dialog()?.textContent).toContain('Bedankt!');

    expect(page.router.state.location.href).toBe('/dashboard?van=test');
    await click(button(dialog() as HTMLElement, 'Sluiten'));
    expect(page.router.state.location.href).toBe('/dashboard');
    expect(dialog()).toBeNull();
  });

  it('"Bedankt!" closes itself after 5 seconds and goes to /dashboard', async () => {
    fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/campers': { status: 200, body: { campers: [campers[2]] } },
      'POST /api/me/applications': { status: 201, body: { aanmelding: { id: 'x' } } },
    });
    page = await mountPage(DashboardAreaPage, '/dashboard?van=test');
    await click(button(page.container, 'Aanmelden'));
    // From here on time only moves when the test says so (20 ms steps let answers and renders through).
    vi.useFakeTimers();
    const elapse = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 20) await act(() => vi.advanceTimersByTimeAsync(20));
    };
    try {
      const confirm = button(dialog() as HTMLElement, 'Aanmelden');
      await act(async () => confirm.click());
      await elapse(100);
      expect(dialog()?.textContent).toContain('Bedankt!');
      await elapse(4800);
      expect(dialog()?.textContent).toContain('Bedankt!');
      await elapse(200);
      expect(page.router.state.location.href).toBe('/dashboard');
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(dialog()).toBeNull();
  });

  it('a second application says "Al aangemeld"', async () => {
    fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/campers': { status: 200, body: { campers: [campers[2]] } },
      'POST /api/me/applications': {
        status: 409,
        body: { error: { code: 'already_applied', message: 'Je hebt je al aangemeld voor deze camper.' } },
      },
    });
    page = await mountPage(DashboardAreaPage, '/dashboard');
    await click(button(page.container, 'Aanmelden'));
    await click(button(dialog() as HTMLElement, 'Aanmelden'));
    expect(toastTexts()).toEqual(['Al aangemeld / Je hebt je al aangemeld voor deze camper.']);
    expect(dialog()).toBeNull();
  });
});

describe('/dashboard/aanmeldingen', () => {
  it('lists own applications with their camper and status', async () => {
    const aanmelding = (id: string, status: string, naam: string) => ({
      id,
      user_id: 'u1',
      camper_id: id,
      status,
      created_at: '2026-03-01T10:00:00.000Z',
      camper: { ...camper({ id, naam }), hoofdfoto_url: null },
    });
    fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/me/applications': {
        status: 200,
        body: {
          aanmeldingen: [aanmelding('1', 'toegewezen', 'Eerste'), aanmelding('2', 'in_afwachting', 'Tweede')],
        },
      },
    });
    page = await mountPage(DashboardAreaPage, '/dashboard/aanmeldingen');
    expect(heading(page.container)?.textContent).toBe('Mijn aanmeldingen');
    const cards = [...page.container.querySelectorAll('article')].map((a) => a.textContent);
    expect(cards[0]).toContain('Eerste');
    expect(cards[0]).toContain('Toegewezen');
    expect(cards[1]).toContain('In afwachting');
  });

  it('says so when there are none', async () => {
    fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/me/applications': { status: 200, body: { aanmeldingen: [] } },
    });
    page = await mountPage(DashboardAreaPage, '/dashboard/aanmeldingen');
    expect(page.container.textContent).toContain('Je hebt je nog niet aangemeld voor een camper.');
  });
});

describe('/dashboard/profile', () => {
  const profile = {
    id: 'u1',
    naam: 'An Peeters',
    email: 'an@example.nl',
    telefoonnummer: null,
    beschrijving: null,
    huisdieren: null,
    allergieen_intolleranties: null,
    aantal_familieleden: 3,
    status: 'eigenaar',
    profielfoto_url: null,
  };

  it('checks naam and aantal familieleden, saves, then goes to /dashboard', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': signedIn,
      'GET /api/me/profile': { status: 200, body: { profile } },
      'GET /api/me/campers': { status: 200, body: { campers: [camper({ id: 'm', naam: 'Mijn Camper' })] } },
      'PATCH /api/me/profile': { status: 200, body: { profile } },
    });
    page = await mountPage(DashboardAreaPage, '/dashboard/profile');
    const { container } = page;
    expect(heading(container)?.textContent).toBe('Mijn Profiel');
    const email = field(container, 'email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(container.textContent).toContain('E-mailadres kan niet worden gewijzigd');
    expect(container.textContent).toContain('Mijn Camper');
    const goToCamper = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Ga naar mijn camper',
    );
    expect(goToCamper?.getAttribute('href')).toBe('/auth?redirect=mijn-camper');

    await type(field(container, 'naam'), ' ');
    await type(field(container, 'aantal_familieleden'), '0');
    await click(button(container, 'Profiel opslaan'));
    expect(container.textContent).toContain('Naam is verplicht');
    expect(container.textContent).toContain('Aantal familieleden moet minimaal 1 zijn');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await type(field(container, 'naam'), 'An Janssens');
    await type(field(container, 'aantal_familieleden'), '');
    await type(field(container, 'huisdieren'), 'Een kat');
    await click(button(container, 'Profiel opslaan'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      naam: 'An Janssens',
      beschrijving: null,
      telefoonnummer: null,
      huisdieren: 'Een kat',
      allergieen_intolleranties: null,
      aantal_familieleden: null,
    });
    expect(toastTexts()).toEqual(['Profiel opgeslagen / Je gegevens zijn succesvol bijgewerkt.']);
    await vi.waitFor(() => expect(page?.router.state.location.pathname).toBe('/dashboard'));
  });
});
