import { toaster } from '@camperdeel/ui/lib/toast';
import {
  button,
  click,
  fakeApi,
  field,
  mountPage,
  toastTitles,
  type,
  waitFor,
} from '@camperdeel/ui/testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminLoginPage from '../src/features/admin-login/AdminLoginPage.tsx';
import AdminDashboardPage from '../src/features/admin-shell/AdminDashboardPage.tsx';
import { forgetAdminSession } from '../src/features/admin-shell/use-admin-guard.ts';

const anonymous = {
  status: 401,
  body: { error: { code: 'not_authenticated', message: 'Log in om verder te gaan.' } },
};
const me = (isAdmin: boolean) => ({
  status: 200,
  body: {
    user: {
      id: 'u1',
      email: 'beheer@example.nl',
      naam: 'Beheer',
      status: 'prospect',
      is_admin: isAdmin,
      profielfoto_url: null,
      camper_id: null,
    },
  },
});

let page: Awaited<ReturnType<typeof mountPage>> | null = null;
afterEach(async () => {
  await page?.unmount();
  page = null;
  toaster.remove();
  forgetAdminSession();
  vi.unstubAllGlobals();
});

describe('/admin login', () => {
  async function submit(answer: { status: number; body: unknown }) {
    const calls = fakeApi({ 'GET /api/auth/me': anonymous, 'POST /api/auth/login': answer });
    page = await mountPage(AdminLoginPage, '/admin');
    await type(field(page.container, 'email'), 'beheer@example.nl');
    await type(field(page.container, 'wachtwoord'), 'geheim-beheer');
    await click(button(page.container, 'Inloggen'));
    return calls;
  }

  it('logs in with rol admin and goes to the dashboard', async () => {
    const calls = await submit(me(true));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'beheer@example.nl',
      wachtwoord: 'geheim-beheer',
      rol: 'admin',
    });
    expect(toastTitles()).toContain('success: Succesvol ingelogd');
    expect(page?.router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('refuses a non-admin with the spec text and stays', async () => {
    await submit({
      status: 403,
      body: { error: { code: 'not_admin', message: 'Je hebt geen admin rechten.' } },
    });
    expect(toastTitles()).toContain('error: Toegang geweigerd / Je hebt geen admin rechten.');
    expect(page?.router.state.location.pathname).toBe('/admin');
  });
});

describe('/admin/dashboard guard', () => {
  it('sends an anonymous visitor to /admin', async () => {
    fakeApi({ 'GET /api/auth/me': anonymous });
    page = await mountPage(AdminDashboardPage, '/admin/dashboard/campers');
    expect(page.router.state.location.pathname).toBe('/admin');
    expect(page.container.querySelector('nav')).toBeNull();
  });

  it('sends a logged-in non-admin home with "Toegang geweigerd - Je hebt geen admin rechten."', async () => {
    fakeApi({ 'GET /api/auth/me': me(false) });
    page = await mountPage(AdminDashboardPage, '/admin/dashboard');
    expect(page.router.state.location.pathname).toBe('/');
    expect(toastTitles()).toContain('error: Toegang geweigerd / Je hebt geen admin rechten.');
  });

  it('sends any other failure home', async () => {
    fakeApi({ 'GET /api/auth/me': { status: 500, body: null } });
    page = await mountPage(AdminDashboardPage, '/admin/dashboard');
    expect(page.router.state.location.pathname).toBe('/');
  });

  it('shows an admin the header with the seven tabs, the current one marked', async () => {
    fakeApi({
      'GET /api/auth/me': me(true),
      'GET /api/admin/reservations/overview': { status: 200, body: { reserveringen: [] } },
    });
    page = await mountPage(AdminDashboardPage, '/admin/dashboard/reserveringen');
    const links = [...page.container.querySelectorAll('nav a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Gebruikers', '/admin/dashboard'],
      ['Aanmeldingen', '/admin/dashboard/aanmeldingen'],
      ['Campers', '/admin/dashboard/campers'],
      ['Reserveringen', '/admin/dashboard/reserveringen'],
      ['Documenten', '/admin/dashboard/documenten'],
      ['Facturen', '/admin/dashboard/facturen'],
      ['Logboek', '/admin/dashboard/logboek'],
    ]);
    expect(page.container.querySelector('[aria-current="page"]')?.textContent).toBe('Reserveringen');
    const container = page.container;
    expect((await waitFor(() => container.querySelector('h1'), 'the tab heading')).textContent).toBe(
      'Reserveringen',
    );
  });

  it('logs out with "Uitgelogd" and goes home', async () => {
    const calls = fakeApi({
      'GET /api/auth/me': me(true),
      'POST /api/auth/logout': { status: 200, body: { uitgelogd: true } },
    });
    page = await mountPage(AdminDashboardPage, '/admin/dashboard');
    await click(button(page.container, 'Uitloggen'));
    expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(true);
    expect(toastTitles()).toContain('success: Uitgelogd / Je bent succesvol uitgelogd.');
    expect(page.router.state.location.pathname).toBe('/');
  });
});
