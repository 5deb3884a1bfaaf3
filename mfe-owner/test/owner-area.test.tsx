import { toaster } from '@camperdeel/ui/lib/toast';
import { fakeApi, mountPage, toastTitles } from '@camperdeel/ui/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerAreaPage from '../src/features/owner-shell/OwnerAreaPage.tsx';
import { forgetOwnerSession } from '../src/features/owner-shell/use-owner-guard.ts';

const anonymous = {
  status: 401,
  body: { error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' } },
};
const me = (camperId: string | null) => ({
  status: 200,
  body: {
    user: {
      id: 'u1',
      email: 'an@example.nl',
      naam: 'An',
      status: camperId ? 'eigenaar' : 'prospect',
      is_admin: false,
      profielfoto_url: null,
      camper_id: camperId,
    },
  },
});

let page: Awaited<ReturnType<typeof mountPage>> | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  forgetOwnerSession();
  vi.unstubAllGlobals();
});

describe('owner area guard', () => {
  it('sends an anonymous visitor to /auth, to come back here after logging in', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous });
    page = await mountPage(OwnerAreaPage, '/mijn-camper/kalender');
    expect(page.router.state.location.pathname).toBe('/auth');
    expect(page.router.state.location.search).toEqual({ redirect: 'mijn-camper' });
    expect(page.container.querySelector('nav')).toBeNull();
  });

  it('sends a user without a camper to /dashboard with "Geen camper toegewezen"', async () => {
    fakeApi({ 'GET /api/auth/me': me(null) });
    page = await mountPage(OwnerAreaPage, '/mijn-camper');
    expect(page.router.state.location.pathname).toBe('/dashboard');
    expect(toastTitles()).toContain(
      'error: Geen camper toegewezen / Je hebt nog geen camper toegewezen gekregen.',
    );
  });

  it('shows an owner the header, the page and the bottom navigation with the current page marked', async () => {
    fakeApi({
      'GET /api/auth/me': me('c1'),
      'GET /api/me/profile': {
        status: 200,
        body: {
          profile: {
            id: 'u1',
            naam: 'An',
            email: 'an@example.nl',
            telefoonnummer: null,
            beschrijving: null,
            huisdieren: null,
            allergieen_intolleranties: null,
            aantal_familieleden: null,
            status: 'eigenaar',
            profielfoto_url: null,
          },
        },
      },
    });
    page = await mountPage(OwnerAreaPage, '/mijn-camper/profiel');
    const { container } = page;
    expect(container.querySelector('header')?.textContent).toContain('slim beleven');
    expect(container.querySelector('button[aria-label="Uitloggen"]')).not.toBeNull();
    // The bottom bar (the header carries the same links for wider screens).
    const links = [...container.querySelectorAll('nav a')].filter((a) => !a.closest('header'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mijn camper', '/mijn-camper'],
      ['Kalender', '/mijn-camper/kalender'],
      ['Profiel', '/mijn-camper/profiel'],
      ['Help', '/mijn-camper/help'],
    ]);
    expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Profiel');
    expect(container.querySelector('h1')?.textContent).toBe('Mijn Profiel');
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('an@example.nl');
    expect(toastTitles()).toEqual([]);
  });
});
