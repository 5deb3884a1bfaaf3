import { expectInAppLanding, expectSameDocument, fromNotFoundToLanding } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('diepe links, terugknop en 404', () => {
  test('diepe links openen de juiste pagina in elk onderdeel, ook na herladen', async ({ page, loginAs }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper/help');
    await expect(page.getByRole('heading', { name: 'Hulp & Contact' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hulp & Contact' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
    await expect(page).toHaveTitle('Beschikbare campers | Camperdeel');

    await page.goto('/auth?redirect=dashboard');
    // A signed-in user skips the welcome screen.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('een diepe link in het admin-gedeelte opent het juiste tabblad', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/admin/dashboard/campers');
    const tabs = page.getByRole('navigation', { name: 'Admin navigatie' });
    await expect(tabs.getByRole('link', { name: 'Campers' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Campers - Admin | Camperdeel');
    await page.reload();
    await expect(tabs.getByRole('link', { name: 'Campers' })).toHaveAttribute('aria-current', 'page');
  });

  test('terug en vooruit over de onderdelen heen, zonder de pagina te herladen', async ({
    page,
    loginAs,
  }) => {
    await loginAs('owner');
    await fromNotFoundToLanding(page);
    // Landing → /auth (mfe_public) → an eigenaar is sent on to /mijn-camper (mfe_owner).
    await page.getByRole('link', { name: 'naar mijn camper' }).click();
    await expect(page).toHaveURL(/\/mijn-camper$/);
    await expect(page.getByRole('heading', { name: 'Mijn Camper' })).toBeVisible();
    await page.getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/mijn-camper\/kalender$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/mijn-camper$/);
    await expect(page.getByRole('heading', { name: 'Mijn Camper' })).toBeVisible();
    await page.goBack();
    await expectInAppLanding(page);
    await page.getByRole('link', { name: 'admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();

    await page.goBack();
    await expectInAppLanding(page);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await page.goBack();
    await expectInAppLanding(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/bestaat-niet$/);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectSameDocument(page);
  });

  for (const path of [
    '/bestaat-niet',
    '/admin/bestaat-niet',
    '/dashboard/onbekend',
    '/mijn-camper/onbekend',
    '/auth/extra',
  ]) {
    test(`onbekend pad ${path} → 'Oops! Page not found', gelogd, met een link naar home`, async ({
      page,
    }) => {
      const logged = page.waitForRequest(
        (request) =>
          request.url().endsWith('/client-log/not-found') && request.postData()?.includes(path) === true,
      );
      const reported: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/client-log/not-found')) reported.push(request.postData() ?? '');
      });
      const response = await page.goto(path);
      // The server says 404 too (crawlers, link checkers), while the app still renders its 404 page.
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await logged;
      await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'een camper vinden' })).toBeVisible();
      // Leaving the 404 page must not report the next (valid) path as not found.
      expect(reported.map((body) => (JSON.parse(body) as { path: string }).path)).toEqual([path]);
    });
  }
});
