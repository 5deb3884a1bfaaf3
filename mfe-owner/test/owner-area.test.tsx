import { queryClient } from '@camperdeel/client/query-client';
import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import OwnerAreaPage from '../src/features/owner-shell/OwnerAreaPage.tsx';
import { mailSettings, me, profile } from './support/fixtures.ts';
import { ownerPageHandlers } from './support/handlers.ts';

const server = setupApiServer();
afterEach(() => toaster.remove());

function toastTitles() {
  return toaster
    .getVisibleToasts()
    .map((t) => `${t.type}: ${t.title}${t.description ? ` / ${t.description}` : ''}`);
}

/** The area's header (cards have headers of their own). */
function appHeader(): HTMLElement {
  const header = screen.getAllByRole('banner')[0];
  if (!header) throw new Error('no header');
  return header;
}

describe('owner area guard', () => {
  it('sends an anonymous visitor to /auth, to come back here after logging in', async () => {
    server.use(apiHandler('get', '/auth/me', () => apiError('not_authenticated')));
    const page = await renderPage(<OwnerAreaPage />, '/mijn-camper/kalender');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/auth'));
    expect(page.router.state.location.search).toEqual({ redirect: 'mijn-camper' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a user without a camper to /dashboard with "Geen camper toegewezen"', async () => {
    server.use(apiHandler('get', '/auth/me', () => ({ user: me(null) })));
    const page = await renderPage(<OwnerAreaPage />, '/mijn-camper');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
    expect(toastTitles()).toEqual([
      'error: Geen camper toegewezen / Je hebt nog geen camper toegewezen gekregen.',
    ]);
  });

  it("sends a failed check home with 'Fout bij laden camper' and the server's reason", async () => {
    server.use(apiHandler('get', '/auth/me', () => apiError('internal_error')));
    const page = await renderPage(<OwnerAreaPage />, '/mijn-camper');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(toastTitles()).toEqual(['error: Fout bij laden camper / Probeer het later opnieuw.']);
  });

  it('shows an owner the header, the page and the bottom navigation with the current page marked', async () => {
    server.use(...ownerPageHandlers());
    server.use(
      apiHandler('get', '/me/profile', () => ({ profile })),
      apiHandler('get', '/me/sessions', () => ({ sessies: [] })),
      apiHandler('get', '/me/notification-settings', () => ({ email: mailSettings })),
    );
    await renderPage(<OwnerAreaPage />, '/mijn-camper/profiel');
    // The profile page is its own chunk (owner-page-content.tsx): its first import may take a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mijn Profiel' }, { timeout: 5000 }),
    ).toBeTruthy();
    const header = appHeader();
    expect(header.textContent).toContain('slim beleven');
    expect(within(header).getByRole('button', { name: 'Uitloggen' })).toBeTruthy();
    // The bottom bar (the header carries the same links for wider screens).
    const bar = screen.getAllByRole('navigation').find((nav) => !header.contains(nav));
    if (!bar) throw new Error('no bottom bar');
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mijn camper', '/mijn-camper'],
      ['Kalender', '/mijn-camper/kalender'],
      ['Profiel', '/mijn-camper/profiel'],
      ['Help', '/mijn-camper/help'],
    ]);
    expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Profiel');
    expect(await screen.findByDisplayValue('an@example.nl')).toBeTruthy();
    expect(toastTitles()).toEqual([]);
  });

  it('asks for the session once, not again on every page change', async () => {
    let asked = 0;
    server.use(...ownerPageHandlers());
    server.use(
      apiHandler('get', '/auth/me', () => {
        asked += 1;
        return { user: me('c1') };
      }),
    );
    const user = userEvent.setup();
    const page = await renderPage(<OwnerAreaPage />, '/mijn-camper/help');
    expect(await screen.findByRole('heading', { name: 'Hulp & Contact' })).toBeTruthy();
    const header = appHeader();
    await user.click(within(header).getByRole('link', { name: 'Kalender' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/mijn-camper/kalender'));
    expect(await screen.findByRole('heading', { name: 'Kalender' })).toBeTruthy();
    expect(asked).toBe(1);
  });

  it("logs out once, says 'Uitgelogd', goes home and forgets the owner's data", async () => {
    let loggedOut = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(...ownerPageHandlers());
    server.use(
      apiHandler('post', '/auth/logout', async () => {
        loggedOut += 1;
        await answered;
        return { uitgelogd: true as const };
      }),
    );
    const user = userEvent.setup();
    const page = await renderPage(<OwnerAreaPage />, '/mijn-camper/help');
    await screen.findByRole('heading', { name: 'Hulp & Contact' });
    const logout = within(appHeader()).getByRole('button', { name: 'Uitloggen' });
    await user.dblClick(logout);
    await waitFor(() => expect(logout.getAttribute('aria-busy')).toBe('true'));
    answer();
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
    expect(loggedOut).toBe(1);
    expect(toastTitles()).toEqual(['success: Uitgelogd / Je bent succesvol uitgelogd.']);
    expect(queryClient.getQueryData(['me'])).toBeNull();
    expect(queryClient.getQueryData(['owner', 'camper'])).toBeUndefined();
  });
});
