import type { Page } from '@playwright/test';
import { expect, test, type UserKind } from '../support/fixtures.ts';

/**
 * Every page under our Content-Security-Policy without a single violation (zod's eval probe was one), and with a
 * meta description (what a search result or a shared link shows).
 */
const PAGES: { path: string; as: UserKind | null; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', as: null, ready: (p) => p.getByRole('link', { name: 'een camper vinden' }).waitFor() },
  {
    path: '/auth',
    as: null,
    ready: (p) => p.getByRole('heading', { name: 'Welkom bij Camperdeel' }).waitFor(),
  },
  { path: '/admin', as: null, ready: (p) => p.getByRole('heading', { name: 'Admin login' }).waitFor() },
  {
    path: '/dashboard',
    as: 'prospect',
    ready: (p) => p.getByRole('heading', { name: 'Beschikbare campers' }).waitFor(),
  },
  { path: '/dashboard/profile', as: 'prospect', ready: (p) => p.getByLabel('Naam').first().waitFor() },
  {
    path: '/mijn-camper',
    as: 'owner',
    ready: (p) => p.getByRole('heading', { name: 'Mijn Camper' }).waitFor(),
  },
  { path: '/mijn-camper/kalender', as: 'owner', ready: (p) => p.getByText('Credits').first().waitFor() },
  { path: '/mijn-camper/profiel', as: 'owner', ready: (p) => p.getByLabel('Naam').first().waitFor() },
  {
    path: '/admin/dashboard',
    as: 'admin',
    ready: (p) => p.getByRole('button', { name: 'Nieuwe gebruiker' }).waitFor(),
  },
  {
    path: '/admin/dashboard/campers',
    as: 'admin',
    ready: (p) => p.getByRole('button', { name: 'Nieuwe camper toevoegen' }).waitFor(),
  },
  {
    path: '/bestaat-niet',
    as: null,
    ready: (p) => p.getByRole('heading', { name: 'Oops! Page not found' }).waitFor(),
  },
];

for (const { path, as, ready } of PAGES) {
  test(`${path}: geen CSP-schending, wel een meta-beschrijving`, async ({ page, loginAs }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const consoleCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
    });
    if (as) await loginAs(as);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as Window & { cspViolations?: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(consoleCsp).toEqual([]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Camperdeel/);
  });
}
