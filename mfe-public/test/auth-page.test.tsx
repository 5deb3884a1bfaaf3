import { sessionStore } from '@camperdeel/client/session-store';
import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { renderPage, setupApiServer } from '@camperdeel/client/testing/render';
import { toaster } from '@camperdeel/ui/lib/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AuthPage from '../src/features/auth/AuthPage.tsx';
import { preloadAuthForms } from '../src/features/auth/lazy-steps.tsx';
import { me } from './fixtures.ts';
import { field, pageHeading, recordRequests, toastTexts } from './support.ts';

const server = setupApiServer();
afterEach(() => toaster.remove());

const anonymous = () => apiHandler('get', '/auth/me', () => apiError('not_authenticated'));

/** The form steps load lazily (src/features/auth/lazy-steps.tsx): a step is shown once its field is there. */
const stepShown = (heading: string, fieldName: string) =>
  waitFor(() => {
    expect(pageHeading().textContent).toBe(heading);
    field(fieldName);
  });

async function open(url: string) {
  // The form steps' chunk is loaded up front here: a component that suspends inside the act() of a testing-library
  // click is never retried. auth-lazy-steps.test.tsx covers a step that still has to load.
  await preloadAuthForms();
  const page = await renderPage(<AuthPage />, url);
  return { page, user: userEvent.setup() };
}

describe('/auth registration', () => {
  it('creates the account in step 1, saves steps 2 and 3 as the profile, then goes to /dashboard', async () => {
    let release: () => void = () => {};
    server.use(
      anonymous(),
      apiHandler(
        'post',
        '/auth/register',
        () =>
          new Promise((resolve) => {
            release = () => resolve({ user: me('prospect') });
          }),
      ),
      apiHandler('patch', '/me/profile', () => ({
        profile: {
          id: 'u1',
          naam: 'An',
          email: 'an@example.nl',
          status: 'prospect' as const,
          beschrijving: null,
          telefoonnummer: null,
          huisdieren: null,
          allergieen_intolleranties: null,
          aantal_familieleden: null,
          profielfoto_url: null,
        },
      })),
    );
    const sent = recordRequests(server);
    const { page, user } = await open('/auth?redirect=dashboard');
    expect(pageHeading().textContent).toBe('Welkom bij Camperdeel');

    await user.click(screen.getByRole('button', { name: 'Registreren' }));
    await stepShown('Basisgegevens', 'naam');
    expect(document.activeElement).toBe(pageHeading());
    expect(screen.getByText('Stap 1 van 3')).toBeTruthy();

    await user.type(field('naam'), 'An');
    await user.type(field('email'), 'An@Example.nl');
    await user.type(field('wachtwoord'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await user.clear(field('wachtwoord'));
    await user.type(field('wachtwoord'), 'zomer-2026');
    // The message goes as soon as the field is right (checked again on every change after a submit).
    expect(screen.queryByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const busy = await screen.findByRole('button', { name: 'Bezig met registreren...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // A second click while busy sends nothing more.
    await user.click(busy);
    release();
    await waitFor(() => expect(pageHeading().textContent).toBe('Persoonlijke gegevens'));
    expect(sent.filter((s) => s.path === '/api/auth/register')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/register',
        body: { naam: 'An', email: 'an@example.nl', wachtwoord: 'zomer-2026' },
      },
    ]);
    expect(sessionStore.getState().session.status).toBe('signed-in');
    // The account exists now: no way back into step 1.
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();

    await user.type(field('beschrijving'), 'Houdt van de Ardennen.');
    await user.type(field('telefoonnummer'), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(pageHeading().textContent).toBe('Gezinsgegevens'));

    await user.type(field('aantal_familieleden'), '0');
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Aantal familieleden moet minimaal 1 zijn')).toBeTruthy();

    await user.clear(field('aantal_familieleden'));
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({
      beschrijving: 'Houdt van de Ardennen.',
      telefoonnummer: '0612345678',
      huisdieren: null,
      allergieen_intolleranties: null,
      aantal_familieleden: null,
    });
    expect(toastTexts()).toContain('success: Account aangemaakt!');
  });

  it('shows a refused registration as "Registratie mislukt" with the server message, and stays', async () => {
    server.use(
      anonymous(),
      apiHandler('post', '/auth/register', () => apiError('email_taken')),
    );
    const { user } = await open('/auth');
    await user.click(screen.getByRole('button', { name: 'Registreren' }));
    await stepShown('Basisgegevens', 'naam');
    await user.type(field('naam'), 'An');
    await user.type(field('email'), 'an@example.nl');
    await user.type(field('wachtwoord'), 'zomer-2026');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() =>
      expect(toastTexts().some((t) => t.startsWith('error: Registratie mislukt / '))).toBe(true),
    );
    expect(pageHeading().textContent).toBe('Basisgegevens');
  });

  it('opens registration directly from a landing camper card (stap=registreren)', async () => {
    server.use(anonymous());
    await open('/auth?redirect=dashboard&stap=registreren');
    expect(pageHeading().textContent).toBe('Basisgegevens');
  });
});

describe('/auth login', () => {
  async function logIn(url: string) {
    const sent = recordRequests(server);
    const opened = await open(url);
    await opened.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await stepShown('Inloggen', 'wachtwoord');
    await opened.user.type(field('email'), 'an@example.nl');
    await opened.user.type(field('wachtwoord'), 'geheim-wachtwoord');
    await opened.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    return { ...opened, sent };
  }

  it('needs e-mail and wachtwoord before asking the server', async () => {
    server.use(anonymous());
    const sent = recordRequests(server);
    const { user } = await open('/auth');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await stepShown('Inloggen', 'wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mail is verplicht')).toBeTruthy();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['/api/auth/me']);
  });

  it('sends an eigenaar who came for their camper to /mijn-camper with "Welkom terug!"', async () => {
    server.use(
      anonymous(),
      apiHandler('post', '/auth/login', () => ({ user: me('eigenaar') })),
    );
    const { page } = await logIn('/auth?redirect=mijn-camper');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/mijn-camper'));
    expect(toastTexts()).toContain('success: Welkom terug!');
    expect(sessionStore.getState().session).toEqual({ status: 'signed-in', user: me('eigenaar') });
  });

  it('sends a prospect to /dashboard even when they came with redirect=mijn-camper', async () => {
    server.use(
      anonymous(),
      apiHandler('post', '/auth/login', () => ({ user: me('prospect') })),
    );
    const { page } = await logIn('/auth?redirect=mijn-camper');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a failed login as "Login mislukt" with the server message, and stays', async () => {
    server.use(
      anonymous(),
      apiHandler('post', '/auth/login', () =>
        apiError('invalid_credentials', 'Controleer je inloggegevens.'),
      ),
    );
    await logIn('/auth');
    await waitFor(() =>
      expect(toastTexts()).toContain('error: Login mislukt / Controleer je inloggegevens.'),
    );
    expect(pageHeading().textContent).toBe('Inloggen');
  });

  it('skips the welcome screen for someone who is still logged in', async () => {
    server.use(apiHandler('get', '/auth/me', () => ({ user: me('eigenaar') })));
    const { page } = await open('/auth?redirect=mijn-camper');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/mijn-camper'));
  });
});

describe('/auth password reset', () => {
  it('asks for the e-mail from the login step and confirms with a toast', async () => {
    server.use(
      anonymous(),
      apiHandler('post', '/auth/password-reset', () => ({ verstuurd: true as const })),
    );
    const sent = recordRequests(server);
    const { user } = await open('/auth');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await stepShown('Inloggen', 'wachtwoord');
    await user.type(field('email'), 'an@example.nl');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    await stepShown('Wachtwoord vergeten', 'email');
    await user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    await waitFor(() => expect(pageHeading().textContent).toBe('Inloggen'));
    expect(sent.find((s) => s.path === '/api/auth/password-reset')?.body).toEqual({ email: 'an@example.nl' });
    expect(toastTexts().some((t) => t.startsWith('success: Wachtwoord reset verstuurd'))).toBe(true);
  });

  it('opens the new-password form from the mail link and leaves the token out of the URL afterwards', async () => {
    server.use(apiHandler('post', '/auth/password-reset/confirm', () => ({ gewijzigd: true as const })));
    const sent = recordRequests(server);
    const { page, user } = await open('/auth?reset=abc123&redirect=mijn-camper');
    await stepShown('Nieuw wachtwoord kiezen', 'wachtwoord');
    await user.type(field('wachtwoord'), 'nieuw-geheim-77');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(pageHeading().textContent).toBe('Inloggen'));
    expect(sent.find((s) => s.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: 'abc123',
      wachtwoord: 'nieuw-geheim-77',
    });
    expect(page.router.state.location.search).toEqual({ redirect: 'mijn-camper' });
  });

  it('shows an expired link as "Fout" with the server message', async () => {
    server.use(apiHandler('post', '/auth/password-reset/confirm', () => apiError('invalid_token')));
    const { user } = await open('/auth?reset=oud');
    await stepShown('Nieuw wachtwoord kiezen', 'wachtwoord');
    await user.type(field('wachtwoord'), 'nieuw-geheim-77');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    await waitFor(() => expect(toastTexts().some((t) => t.startsWith('error: Fout / '))).toBe(true));
    expect(pageHeading().textContent).toBe('Nieuw wachtwoord kiezen');
  });
});

describe('/auth?bevestig=<token> (registration confirmation mail)', () => {
  it('confirms once, says so in a Dutch toast, and sends a signed-in member on without the token in the URL', async () => {
    server.use(
      apiHandler('post', '/auth/confirm-email', () => ({ bevestigd: true as const })),
      apiHandler('get', '/auth/me', () => ({ user: me('prospect') })),
    );
    const sent = recordRequests(server);
    const { page } = await open('/auth?bevestig=tok123');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/dashboard'));
    expect(sent.filter((s) => s.path === '/api/auth/confirm-email')).toEqual([
      { method: 'POST', path: '/api/auth/confirm-email', body: { token: 'tok123' } },
    ]);
    expect(toastTexts()).toContain('success: E-mailadres bevestigd / Bedankt, je e-mailadres is bevestigd.');
    expect(page.router.state.location.search).toEqual({});
  });

  it('an expired link gets a Dutch error toast and one click mails a new link', async () => {
    server.use(
      apiHandler('post', '/auth/confirm-email', () => apiError('confirmation_expired')),
      apiHandler('post', '/auth/confirm-email/resend', () => ({ verstuurd: true as const })),
      anonymous(),
    );
    const sent = recordRequests(server);
    const { user } = await open('/auth?bevestig=oud');
    const resend = await screen.findByRole('button', { name: 'Nieuwe bevestigingslink sturen' });
    expect(toastTexts().some((t) => t.startsWith('error: Bevestigen mislukt / '))).toBe(true);
    await user.click(resend);
    expect(
      await screen.findByText('We hebben een nieuwe bevestigingslink naar je e-mailadres gestuurd.'),
    ).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/auth/confirm-email/resend')?.body).toEqual({ token: 'oud' });
  });
});
