import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCarouselDialogs } from '../src/features/campers/AvailableCampersPage.tsx';
import DashboardAreaPage from '../src/features/dashboard/DashboardAreaPage.tsx';
import { camper, camperPage, emptyBell, me, signedInProspect } from './fixtures.ts';
import { field, recordRequests, toastTexts } from './support.ts';

const server = setupApiServer();
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

const cardNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const dialog = () => screen.getByRole('dialog');

const campers = [
  camper({ id: 'a', naam: 'Ardennen Avontuur', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 4 }),
  camper({ id: 'b', naam: 'Brabantse Bries', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 3 }),
  camper({ id: 'c', naam: 'Citroen Cruiser', aantal_sloten_eigenaars: 4, aantal_ingevulde_sloten: 0 }),
];

async function open(url: string) {
  // The dialogs load when first opened (components/DeferredDialog.tsx); loaded up front here, because a
  // component that suspends inside a testing-library act() is never retried. dashboard-dialogs.test.tsx covers
  // a first opening that still has to load.
  await preloadCarouselDialogs();
  const page = await renderPage(<DashboardAreaPage />, url);
  return { page, user: userEvent.setup() };
}

describe('/dashboard', () => {
  it('sends a visitor without a session to /auth?redirect=dashboard', async () => {
    server.use(apiHandler('get', '/auth/me', () => apiError('not_authenticated')));
    const { page } = await open('/dashboard');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/auth'));
    expect(page.router.state.location.search).toEqual({ redirect: 'dashboard' });
  });

  it('asks for the session once, not again on every tab change', async () => {
    let asked = 0;
    server.use(
      apiHandler('get', '/auth/me', () => {
        asked += 1;
        return { user: me('prospect') };
      }),
      emptyBell(),
      apiHandler('get', '/campers', () => camperPage([])),
      apiHandler('get', '/me/applications', () => ({ aanmeldingen: [] })),
    );
    const { page } = await open('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Beschikbare campers' })).toBeTruthy();
    await act(() => page.router.navigate({ to: '/dashboard/aanmeldingen' }));
    expect(await screen.findByRole('heading', { name: 'Mijn aanmeldingen' })).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('shows one camper at a time, wraps around, and marks full and nearly full campers', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/campers', () => camperPage(campers)),
    );
    const { user } = await open('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ardennen Avontuur' })).toBeTruthy();
    // The bottom bar's tab shows a label that fits a phone; the link keeps the page's full name.
    const tab = screen
      .getAllByRole('link', { name: 'Mijn aanmeldingen' })
      .find((a) => a.closest('header') === null);
    expect(tab?.textContent).toBe('Aanmeldingen');

    const card = () => screen.getByRole('article');
    expect(card().textContent).toContain('Verkocht');
    expect(card().textContent).toContain('4/4 eigenaars');
    expect(within(card()).queryByRole('button', { name: 'Aanmelden' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Vorige camper' }));
    expect(cardNames()).toEqual(['Citroen Cruiser']);
    expect(card().textContent).not.toContain('Verkocht');

    await user.click(screen.getByRole('button', { name: 'Volgende camper' }));
    await user.click(screen.getByRole('button', { name: 'Volgende camper' }));
    expect(cardNames()).toEqual(['Brabantse Bries']);
    expect(card().textContent).toContain('Nog 1 plaats over');
    expect(card().textContent).toContain('Nog maar 1 plaats beschikbaar!');
    expect(card().textContent?.replace(/\s/g, ' ')).toContain('€ 12.500,00');
    expect(card().textContent?.replace(/\s/g, ' ')).toContain('€ 160,00 per maand');
  });

  it('shows "Geen campers beschikbaar" when loading fails, without a toast (a failed carousel load is only logged: docs/product/messages.md)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...signedInProspect(),
      http.get('/api/campers', () => HttpResponse.json(null, { status: 500 })),
    );
    await open('/dashboard');
    expect(await screen.findByText('Geen campers beschikbaar')).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });

  it('applies through details → confirm → "Bedankt!", and "Sluiten" goes to /dashboard', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/campers', () => camperPage([campers[2] ?? camper()])),
      apiHandler('post', '/me/applications', () =>
        HttpResponse.json({ aanmelding: { id: 'x' } }, { status: 201 }),
      ),
    );
    const sent = recordRequests(server);
    const { page, user } = await open('/dashboard?van=test');
    await user.click(await screen.findByRole('button', { name: 'Meer details' }));
    expect(dialog().textContent).toContain('Citroen Cruiser');
    expect(dialog().textContent).toContain('Kilometerstand');
    await user.click(within(dialog()).getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain('Bevestig je aanmelding'),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(dialog().textContent).toContain('Bedankt!'));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ camper_id: 'c' });
    expect(page.router.state.location.href).toBe('/dashboard?van=test');
    const close = within(dialog())
      .getAllByRole('button', { name: 'Sluiten' })
      .find((button) => button.textContent === 'Sluiten');
    if (!close) throw new Error('no Sluiten button with text');
    await user.click(close);
    await waitFor(() => expect(page.router.state.location.href).toBe('/dashboard'));
  });

  it('a second application says "Al aangemeld"', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/campers', () => camperPage([campers[2] ?? camper()])),
      apiHandler('post', '/me/applications', () => apiError('already_applied')),
    );
    const { user } = await open('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Aanmelden' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aanmelden' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: Al aangemeld / Je hebt je al aangemeld voor deze camper.']),
    );
  });
});

describe('/dashboard/aanmeldingen', () => {
  const aanmelding = (id: string, status: 'toegewezen' | 'in_afwachting', naam: string) => ({
    id,
    user_id: 'u1',
    camper_id: id,
    status,
    created_at: '2026-03-01T10:00:00.000Z',
    camper: {
      id,
      naam,
      merk: 'Hymer',
      model: 'B-Klasse',
      hoofdfoto_url: null,
      aantal_zitplaatsen: 4,
      aantal_bedden: 4,
      prijs: 12500,
    },
  });

  it('lists own applications with their camper and status', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/me/applications', () => ({
        aanmeldingen: [aanmelding('1', 'toegewezen', 'Eerste'), aanmelding('2', 'in_afwachting', 'Tweede')],
      })),
    );
    await open('/dashboard/aanmeldingen');
    expect(await screen.findByRole('heading', { name: 'Mijn aanmeldingen' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const cards = screen.getAllByRole('article').map((a) => a.textContent);
    expect(cards[0]).toContain('Eerste');
    expect(cards[0]).toContain('Toegewezen');
    expect(cards[1]).toContain('In afwachting');
  });

  it('says so when there are none', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/me/applications', () => ({ aanmeldingen: [] })),
    );
    await open('/dashboard/aanmeldingen');
    expect(await screen.findByText('Je hebt je nog niet aangemeld voor een camper.')).toBeTruthy();
  });

  it('an ended session goes to the login page instead of saying there are none', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/me/applications', () => apiError('not_authenticated')),
    );
    const { page } = await open('/dashboard/aanmeldingen');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByText('Je hebt je nog niet aangemeld voor een camper.')).toBeNull();
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
    status: 'eigenaar' as const,
    profielfoto_url: null,
  };

  it('checks naam and aantal familieleden, saves, then goes to /dashboard', async () => {
    server.use(
      ...signedInProspect(),
      apiHandler('get', '/me/profile', () => ({ profile })),
      apiHandler('get', '/me/campers', () => ({
        campers: [{ ...camper({ id: 'm', naam: 'Mijn Camper' }), nummerplaat: null, polisnummer: null }],
      })),
      apiHandler('patch', '/me/profile', () => ({ profile })),
      // Where saving leads after half a second.
      apiHandler('get', '/campers', () => camperPage([])),
      apiHandler('get', '/me/sessions', () => HttpResponse.json({ sessies: [] })),
      apiHandler('get', '/me/notification-settings', () => HttpResponse.json({ email: {} })),
    );
    const sent = recordRequests(server);
    const { page, user } = await open('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Mijn Profiel' })).toBeTruthy();
    await waitFor(() => expect(field('naam').value).toBe('An Peeters'));
    expect(field('email').readOnly).toBe(true);
    expect(screen.getByText('E-mailadres kan niet worden gewijzigd')).toBeTruthy();
    expect(await screen.findByText('Mijn Camper')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ga naar mijn camper' }).getAttribute('href')).toBe(
      '/auth?redirect=mijn-camper',
    );

    await user.clear(field('naam'));
    await user.type(field('naam'), ' ');
    await user.clear(field('aantal_familieleden'));
    await user.type(field('aantal_familieleden'), '0');
    await user.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(screen.getByText('Aantal familieleden moet minimaal 1 zijn')).toBeTruthy();
    expect(sent.some((s) => s.method === 'PATCH')).toBe(false);

    await user.clear(field('naam'));
    await user.type(field('naam'), 'An Janssens');
    await user.clear(field('aantal_familieleden'));
    await user.type(field('huisdieren'), 'Een kat');
    await user.click(screen.getByRole('button', { name: 'Profiel opslaan' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['success: Profiel opgeslagen / Je gegevens zijn succesvol bijgewerkt.']),
    );
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({
      naam: 'An Janssens',
      beschrijving: null,
      telefoonnummer: null,
      huisdieren: 'Een kat',
      allergieen_intolleranties: null,
      aantal_familieleden: null,
    });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
  });
});
