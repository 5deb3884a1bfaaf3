import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import AdminLoginPage from '../src/features/admin-login/AdminLoginPage.tsx';
import AdminDashboardPage from '../src/features/admin-shell/AdminDashboardPage.tsx';
import { forgetAdminSession } from '../src/features/admin-shell/use-admin-guard.ts';
import { recordRequests, server, useMockServer } from './support/msw.ts';
import { findToast, renderPage } from './support/render.tsx';

useMockServer();

const anonymous = () =>
  HttpResponse.json(
    { error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' } },
    { status: 401 },
  );
const me = (isAdmin: boolean) => () =>
  HttpResponse.json({
    user: {
      id: 'u1',
      email: 'beheer@example.nl',
      naam: 'Beheer',
      status: 'prospect',
      is_admin: isAdmin,
      profielfoto_url: null,
      camper_id: null,
    },
  });

afterEach(() => {
  forgetAdminSession();
});

describe('/admin login', () => {
  async function submit(answer: () => Response) {
    server.use(http.get('/api/auth/me', anonymous), http.post('/api/auth/login', answer));
    const sent = recordRequests();
    const page = await renderPage(AdminLoginPage, '/admin');
    await page.user.type(screen.getByLabelText(/E-mail/), 'beheer@example.nl');
    await page.user.type(screen.getByLabelText(/Wachtwoord/), 'geheim-beheer');
    await page.user.click(screen.getByRole('button', { name: 'Inloggen' }));
    return { ...page, sent };
  }

  it('logs in with rol admin and goes to the dashboard', async () => {
    const { router, sent } = await submit(me(true));
    await findToast('Succesvol ingelogd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(sent.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'beheer@example.nl',
      wachtwoord: 'geheim-beheer',
      rol: 'admin',
    });
  });

  it('refuses a non-admin with the spec text and stays', async () => {
    const { router } = await submit(() =>
      HttpResponse.json(
        { error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' } },
        { status: 403 },
      ),
    );
    await findToast('Toegang geweigerd', 'Je hebt geen admin rechten.');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the schema’s Dutch messages on the fields and sends nothing for an empty form', async () => {
    server.use(http.get('/api/auth/me', anonymous));
    const sent = recordRequests();
    const { user } = await renderPage(AdminLoginPage, '/admin');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('E-mail is verplicht')).toBeTruthy();
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('reads "Bezig met inloggen..." while the server answers, and a second click sends nothing more', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/auth/me', anonymous),
      http.post('/api/auth/login', async () => {
        await held;
        return me(true)();
      }),
    );
    const sent = recordRequests();
    const { user } = await renderPage(AdminLoginPage, '/admin');
    await user.type(screen.getByLabelText(/E-mail/), 'beheer@example.nl');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'geheim-beheer');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    const busy = await screen.findByRole('button', { name: /Bezig met inloggen/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await user.click(busy);
    release();
    await findToast('Succesvol ingelogd');
    expect(sent.filter((c) => c.path === '/api/auth/login')).toHaveLength(1);
  });
});

describe('/admin/dashboard guard', () => {
  it('sends an anonymous visitor to /admin', async () => {
    server.use(http.get('/api/auth/me', anonymous));
    const { router } = await renderPage(AdminDashboardPage, '/admin/dashboard/campers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a logged-in non-admin home with "Toegang geweigerd - Je hebt geen admin rechten."', async () => {
    server.use(http.get('/api/auth/me', me(false)));
    const { router } = await renderPage(AdminDashboardPage, '/admin/dashboard');
    await findToast('Toegang geweigerd', 'Je hebt geen admin rechten.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends any other failure home', async () => {
    server.use(http.get('/api/auth/me', () => new HttpResponse(null, { status: 500 })));
    const { router } = await renderPage(AdminDashboardPage, '/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an admin the header with the seven tabs, the current one marked', async () => {
    server.use(
      http.get('/api/auth/me', me(true)),
      http.get('/api/admin/reservations/overview', () => HttpResponse.json({ reserveringen: [] })),
      http.get('/api/admin/campers', () => HttpResponse.json({ campers: [] })),
    );
    await renderPage(AdminDashboardPage, '/admin/dashboard/reserveringen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserveringen' })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Gebruikers', '/admin/dashboard'],
      ['Aanmeldingen', '/admin/dashboard/aanmeldingen'],
      ['Campers', '/admin/dashboard/campers'],
      ['Reserveringen', '/admin/dashboard/reserveringen'],
      ['Documenten', '/admin/dashboard/documenten'],
      ['Facturen', '/admin/dashboard/facturen'],
      ['Logboek', '/admin/dashboard/logboek'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Reserveringen');
  });

  it('logs out with "Uitgelogd" and goes home', async () => {
    server.use(
      http.get('/api/auth/me', me(true)),
      http.get('/api/admin/users', () => HttpResponse.json({ users: [] })),
      http.post('/api/auth/logout', () => HttpResponse.json({ uitgelogd: true })),
    );
    const sent = recordRequests();
    const { router, user } = await renderPage(AdminDashboardPage, '/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    await findToast('Uitgelogd', 'Je bent succesvol uitgelogd.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.some((c) => c.path === '/api/auth/logout')).toBe(true);
  });
});
