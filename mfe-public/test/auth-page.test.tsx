import { toaster } from '@camperdeel/ui/lib/toast';
import {
  button,
  click,
  fakeApi,
  field,
  heading,
  mountPage,
  settle,
  toastTitles,
  type,
} from '@camperdeel/ui/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuthPage from '../src/features/auth/AuthPage.tsx';

const anonymous = {
  status: 401,
  body: { error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' } },
};
const user = (status: 'prospect' | 'eigenaar') => ({
  id: 'u1',
  email: 'an@example.nl',
  naam: 'An',
  status,
  is_admin: false,
  profielfoto_url: null,
  camper_id: status === 'eigenaar' ? 'c1' : null,
});

let page: Awaited<ReturnType<typeof mountPage>> | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  vi.unstubAllGlobals();
});

describe('/auth registration', () => {
  it('creates the account in step 1, saves steps 2 and 3 as the profile, then goes to /dashboard', async () => {
    let release: () => void = () => {};
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'POST /api/auth/register': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: { user: user('prospect') } });
        }),
      'PATCH /api/me/profile': { status: 200, body: { profile: {} } },
    });
    page = await mountPage(AuthPage, '/auth?redirect=dashboard');
    const { container } = page;
    expect(heading(container)?.textContent).toBe('Welkom bij Camperdeel');

    await click(button(container, 'Registreren'));
    expect(heading(container)?.textContent).toBe('Basisgegevens');
    expect(document.activeElement).toBe(heading(container));
    expect(container.textContent).toContain('Stap 1 van 3');

    await type(field(container, 'naam'), 'An');
    await type(field(container, 'email'), 'An@Example.nl');
    await type(field(container, 'wachtwoord'), 'kort');
    await click(button(container, 'Volgende'));
    expect(container.textContent).toContain('Wachtwoord moet minimaal 6 tekens bevatten');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await type(field(container, 'wachtwoord'), 'zomer-2026');
    await click(button(container, 'Volgende'));
    const busy = button(container, 'Bezig met registreren...');
    expect(busy.disabled).toBe(true);
    release();
    await settle();
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      naam: 'An',
      email: 'an@example.nl',
      wachtwoord: 'zomer-2026',
    });
    expect(heading(container)?.textContent).toBe('Persoonlijke gegevens');
    expect(document.activeElement).toBe(heading(container));
    // The account exists now: no way back into step 1.
    expect(() => button(container, 'Terug')).toThrow();

    await type(field(container, 'beschrijving'), 'Houdt van de Ardennen.');
    await type(field(container, 'telefoonnummer'), '0612345678');
    await click(button(container, 'Volgende'));
    expect(heading(container)?.textContent).toBe('Gezinsgegevens');

    await type(field(container, 'aantal_familieleden'), '0');
    await click(button(container, 'Account aanmaken'));
    expect(container.textContent).toContain('Aantal familieleden moet minimaal 1 zijn');

    await type(field(container, 'aantal_familieleden'), '');
    await click(button(container, 'Account aanmaken'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      beschrijving: 'Houdt van de Ardennen.',
      telefoonnummer: '0612345678',
      huisdieren: null,
      allergieen_intolleranties: null,
      aantal_familieleden: null,
    });
    expect(toastTitles()).toContain('success: Account aangemaakt!');
    expect(page.router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a refused registration as "Registratie mislukt" with the server message, and stays', async () => {
    fakeApi({
      'GET /api/auth/me': anonymous,
      'POST /api/auth/register': {
        status: 409,
        body: { error: { code: 'email_taken', message: 'Dit e-mailadres is al in gebruik.' } },
      },
    });
    page = await mountPage(AuthPage, '/auth');
    const { container } = page;
    await click(button(container, 'Registreren'));
    await type(field(container, 'naam'), 'An');
    await type(field(container, 'email'), 'an@example.nl');
    await type(field(container, 'wachtwoord'), 'zomer-2026');
    await click(button(container, 'Volgende'));
    expect(toastTitles()).toContain('error: Registratie mislukt / Dit e-mailadres is al in gebruik.');
    expect(heading(container)?.textContent).toBe('Basisgegevens');
  });
});

describe('/auth login', () => {
  async function logIn(url: string, answer: { status: number; body: unknown }) {
    const calls = fakeApi({ 'GET /api/auth/me': anonymous, 'POST /api/auth/login': answer });
    page = await mountPage(AuthPage, url);
    const { container } = page;
    await click(button(container, 'Inloggen'));
    await type(field(container, 'email'), 'an@example.nl');
    await type(field(container, 'wachtwoord'), 'geheim-wachtwoord');
    await click(button(container, 'Inloggen'));
    return calls;
  }

  it('needs e-mail and wachtwoord before asking the server', async () => {
    const calls = fakeApi({ 'GET /api/auth/me': anonymous });
    page = await mountPage(AuthPage, '/auth');
    await click(button(page.container, 'Inloggen'));
    await click(button(page.container, 'Inloggen'));
    expect(page.container.textContent).toContain('E-mail is verplicht');
    expect(page.container.textContent).toContain('Wachtwoord is verplicht');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
  });

  it('sends an eigenaar who came for their camper to /mijn-camper with "Welkom terug!"', async () => {
    await logIn('/auth?redirect=mijn-camper', { status: 200, body: { user: user('eigenaar') } });
    expect(toastTitles()).toContain('success: Welkom terug!');
    expect(page?.router.state.location.pathname).toBe('/mijn-camper');
  });

  it('sends a prospect to /dashboard even when they came with redirect=mijn-camper', async () => {
    await logIn('/auth?redirect=mijn-camper', { status: 200, body: { user: user('prospect') } });
    expect(page?.router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a failed login as "Login mislukt" with the server message, and stays', async () => {
    await logIn('/auth', {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Controleer je inloggegevens.' } },
    });
    expect(toastTitles()).toContain('error: Login mislukt / Controleer je inloggegevens.');
    expect(heading(page?.container ?? document)?.textContent).toBe('Inloggen');
  });

  it('skips the welcome screen for someone who is still logged in', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 200, body: { user: user('eigenaar') } } });
    page = await mountPage(AuthPage, '/auth?redirect=mijn-camper');
    expect(page.router.state.location.pathname).toBe('/mijn-camper');
  });
});

describe('/auth password reset', () => {
  it('asks for the e-mail from the login step and confirms with a toast', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': anonymous,
      'POST /api/auth/password-reset': { status: 202, body: { verstuurd: true } },
    });
    page = await mountPage(AuthPage, '/auth');
    const { container } = page;
    await click(button(container, 'Inloggen'));
    await type(field(container, 'email'), 'an@example.nl');
    await click(button(container, 'Wachtwoord vergeten?'));
    expect(heading(container)?.textContent).toBe('Wachtwoord vergeten');
    await click(button(container, 'Verstuur link'));
    expect(calls.find((c) => c.path === '/api/auth/password-reset')?.body).toEqual({
      email: 'an@example.nl',
    });
    expect(toastTitles().some((t) => t.startsWith('success: Wachtwoord reset verstuurd'))).toBe(true);
    expect(heading(container)?.textContent).toBe('Inloggen');
  });

  it('opens the new-password form from the mail link and leaves the token out of the URL afterwards', async () => {
    const calls = fakeApi({
      'POST /api/auth/password-reset/confirm': { status: 200, body: { gewijzigd: true } },
    });
    page = await mountPage(AuthPage, '/auth?reset=abc123&redirect=mijn-camper');
    const { container } = page;
    expect(heading(container)?.textContent).toBe('Nieuw wachtwoord kiezen');
    await type(field(container, 'wachtwoord'), 'nieuw-geheim-77');
    await click(button(container, 'Wachtwoord opslaan'));
    expect(calls.find((c) => c.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: 'abc123',
      wachtwoord: 'nieuw-geheim-77',
    });
    expect(heading(container)?.textContent).toBe('Inloggen');
    expect(page.router.state.location.search).toEqual({ redirect: 'mijn-camper' });
  });

  it('shows an expired link as "Fout" with the server message', async () => {
    fakeApi({
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: {
          error: {
            code: 'invalid_token',
            message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
          },
        },
      },
    });
    page = await mountPage(AuthPage, '/auth?reset=oud');
    await type(field(page.container, 'wachtwoord'), 'nieuw-geheim-77');
    await click(button(page.container, 'Wachtwoord opslaan'));
    expect(toastTitles()).toContain('error: Fout / Deze link is ongeldig of verlopen. Vraag een nieuwe aan.');
    expect(heading(page.container)?.textContent).toBe('Nieuw wachtwoord kiezen');
  });
});

describe('/auth?bevestig=<token> (registration confirmation mail)', () => {
  it('confirms once, says so in a Dutch toast, and sends a signed-in member on without the token in the URL', async () => {
    const calls = fakeApi({
      'POST /api/auth/confirm-email': { status: 200, body: { bevestigd: true } },
      'GET /api/auth/me': { status: 200, body: { user: user('prospect') } },
    });
    page = await mountPage(AuthPage, '/auth?bevestig=tok123');
    await settle();
    expect(calls.filter((c) => c.path === '/api/auth/confirm-email')).toEqual([
      { method: 'POST', path: '/api/auth/confirm-email', body: { token: 'tok123' } },
    ]);
    expect(toastTitles()).toContain('success: E-mailadres bevestigd / Bedankt, je e-mailadres is bevestigd.');
    expect(page.router.state.location.pathname).toBe('/dashboard');
    expect(page.router.state.location.search).toEqual({});
  });

  it('without a session it stays on /auth, the token gone from the URL', async () => {
    fakeApi({
      'POST /api/auth/confirm-email': { status: 200, body: { bevestigd: true } },
      'GET /api/auth/me': anonymous,
    });
    page = await mountPage(AuthPage, '/auth?bevestig=tok123&redirect=dashboard');
    await settle();
    expect(page.router.state.location.pathname).toBe('/auth');
    expect(page.router.state.location.search).toEqual({ redirect: 'dashboard' });
    expect(heading(page.container)?.textContent).toBe('Welkom bij Camperdeel');
  });

  it('an expired link gets a Dutch error toast and one click mails a new link', async () => {
    const expired = 'Deze bevestigingslink is verlopen. Vraag een nieuwe bevestigingslink aan.';
    const calls = fakeApi({
      'POST /api/auth/confirm-email': {
        status: 400,
        body: { error: { code: 'confirmation_expired', message: expired } },
      },
      'POST /api/auth/confirm-email/resend': { status: 202, body: { verstuurd: true } },
      'GET /api/auth/me': anonymous,
    });
    page = await mountPage(AuthPage, '/auth?bevestig=oud');
    await settle();
    expect(toastTitles()).toContain(`error: Bevestigen mislukt / ${expired}`);
    expect(page.router.state.location.pathname).toBe('/auth');
    await click(button(page.container, 'Nieuwe bevestigingslink sturen'));
    expect(calls.find((c) => c.path === '/api/auth/confirm-email/resend')?.body).toEqual({ token: 'oud' });
    expect(toastTitles().some((t) => t.startsWith('success: Nieuwe link verstuurd'))).toBe(true);
    expect(page.container.textContent).toContain(
      'We hebben een nieuwe bevestigingslink naar je e-mailadres gestuurd.',
    );
  });

  it('a used or unknown link is an error toast without the resend offer', async () => {
    fakeApi({
      'POST /api/auth/confirm-email': {
        status: 400,
        body: {
          error: {
            code: 'invalid_token',
            message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
          },
        },
      },
      'GET /api/auth/me': anonymous,
    });
    page = await mountPage(AuthPage, '/auth?bevestig=gebruikt');
    await settle();
    expect(toastTitles()).toContain(
      'error: Bevestigen mislukt / Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    );
    expect(() => button(page?.container ?? document.body, 'Nieuwe bevestigingslink sturen')).toThrow();
  });
});
