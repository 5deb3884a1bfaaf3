import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const PAGES = [
  { path: '/', ready: { role: 'link', name: 'een camper vinden' } },
  { path: '/auth', ready: { role: 'heading', name: 'Welkom bij Camperdeel' } },
  { path: '/admin', ready: { role: 'heading', name: 'Admin login' } },
] as const;

test.describe('toegankelijkheid en taal', () => {
  for (const { path, ready } of PAGES) {
    test(`${path}: geen ernstige axe-schendingen, lang="nl"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('ook de 404-pagina is Nederlands gemarkeerd', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});
