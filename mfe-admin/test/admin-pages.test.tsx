import { apiError, apiHandler } from '@camperdeel/client/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AdminLoginPage from '../src/features/admin-login/AdminLoginPage.tsx';
import AdminDashboardPage from '../src/features/admin-shell/AdminDashboardPage.tsx';
import { recordRequests, setupAdminServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

const server = setupAdminServer();

const user = (isAdmin: boolean) => ({
  id: 'u1',
  email: 'beheer@example.nl',
  naam: 'Beheer',
  status: 'prospect' as const,
  is_admin: isAdmin,
  rol: isAdmin ? ('admin' as const) : null,
  profielfoto_url: null,
  camper_id: null,
  email_bevestigd: true,
});
const anonymous = apiHandler('get', '/auth/me', () => apiError('not_authenticated'));
const me = (isAdmin: boolean) => apiHandler('get', '/auth/me', () => ({ user: user(isAdmin) }));

describe('/admin login', () => {
  async function submit(answer: ReturnType<typeof apiHandler>) {
    server.use(anonymous, answer);
    const sent = recordRequests(server);
    const page = await renderPage(<AdminLoginPage />, '/admin');
    await page.user.type(screen.getByLabelText(/E-mail/), 'beheer@example.nl');
    await page.user.type(screen.getByLabelText(/Wachtwoord/), 'geheim-beheer');
    await page.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    return { ...page, sent };
  }

  it('logs in with rol admin and goes to the dashboard', async () => {
    const { router, sent } = await submit(apiHandler('post', '/auth/login', () => ({ user: user(true) })));
    await findToast('Succesvol ingelogd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(sent.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'beheer@example.nl',
      wachtwoord: 'geheim-beheer',
      rol: 'admin',
    });
  });

  it('refuses a non-admin with the spec text and stays', async () => {
    const { router } = await submit(apiHandler('post', '/auth/login', () => apiError('not_admin')));
    await findToast('Toegang geweigerd', 'Je hebt geen admin rechten.');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('titles wrong credentials "Inloggen mislukt" with the server message', async () => {
    await submit(apiHandler('post', '/auth/login', () => apiError('invalid_credentials')));
    await findToast('Inloggen mislukt');
  });

  it('shows the schema’s Dutch messages on the fields and sends nothing for an empty form', async () => {
    server.use(anonymous);
    const sent = recordRequests(server);
    const { user: person } = await renderPage(<AdminLoginPage />, '/admin');
    await person.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mail is verplicht')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('reads "Bezig met inloggen..." while the server answers, and a second click sends nothing more', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      anonymous,
      apiHandler('post', '/auth/login', async () => {
        await held;
        return { user: user(true) };
      }),
    );
    const sent = recordRequests(server);
    const { user: person } = await renderPage(<AdminLoginPage />, '/admin');
    await person.type(screen.getByLabelText(/E-mail/), 'beheer@example.nl');
    await person.type(screen.getByLabelText(/Wachtwoord/), 'geheim-beheer');
    await person.click(screen.getByRole('button', { name: 'Inloggen' }));
    const busy = await screen.findByRole('button', { name: /Bezig met inloggen/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await person.click(busy);
    release();
    await findToast('Succesvol ingelogd');
    expect(sent.filter((c) => c.path === '/api/auth/login')).toHaveLength(1);
  });
});

describe('/admin/dashboard guard', () => {
  it('sends an anonymous visitor to /admin', async () => {
    server.use(anonymous);
    const { router } = await renderPage(<AdminDashboardPage />, '/admin/dashboard/campers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a logged-in non-admin home with "Toegang geweigerd - Je hebt geen admin rechten."', async () => {
    server.use(me(false));
    const { router } = await renderPage(<AdminDashboardPage />, '/admin/dashboard');
    await findToast('Toegang geweigerd', 'Je hebt geen admin rechten.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getAllByText('Toegang geweigerd')).toHaveLength(1);
  });

  it('sends any other failure home', async () => {
    server.use(apiHandler('get', '/auth/me', () => new HttpResponse(null, { status: 500 })));
    const { router } = await renderPage(<AdminDashboardPage />, '/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the header with the seven tabs, the current one marked', async () => {
    server.use(
      me(true),
      apiHandler('get', '/admin/reservations/overview', () => ({
        reserveringen: [],
        volgende: null,
        totaal: 0,
      })),
      apiHandler('get', '/admin/campers', () => ({ campers: [], volgende: null, totaal: 0 })),
    );
    await renderPage(<AdminDashboardPage />, '/admin/dashboard/reserveringen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserveringen' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin navigatie' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Gebruikers', '/admin/dashboard'],
      ['Aanmeldingen', '/admin/dashboard/aanmeldingen'],
      ['Campers', '/admin/dashboard/campers'],
      ['Reserveringen', '/admin/dashboard/reserveringen'],
      ['Documenten', '/admin/dashboard/documenten'],
      ['Facturen', '/admin/dashboard/facturen'],
      ['Logboek', '/admin/dashboard/logboek'],
      ['Instellingen', '/admin/dashboard/instellingen'],
      ['Onderhoud', '/admin/dashboard/onderhoud'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Reserveringen');
  });

  it('logs out with "Uitgelogd" and goes home', async () => {
    server.use(
      me(true),
      apiHandler('get', '/admin/users', () => ({ users: [], volgende: null, totaal: 0 })),
      apiHandler('post', '/auth/logout', () => ({ uitgelogd: true as const })),
    );
    const sent = recordRequests(server);
    const { router, user: person } = await renderPage(<AdminDashboardPage />, '/admin/dashboard');
    await person.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await findToast('Uitgelogd', 'Je bent succesvol uitgelogd.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });
});
