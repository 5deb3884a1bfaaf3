import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures.ts';

const TABS = [
  ['Gebruikers', '/admin/dashboard'],
  ['Aanmeldingen', '/admin/dashboard/aanmeldingen'],
  ['Campers', '/admin/dashboard/campers'],
  ['Reserveringen', '/admin/dashboard/reserveringen'],
  ['Documenten', '/admin/dashboard/documenten'],
  ['Facturen', '/admin/dashboard/facturen'],
  ['Logboek', '/admin/dashboard/logboek'],
] as const;

test.describe('admin op een telefoon (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('elke tab is in beeld, geen pagina schuift opzij en rijen houden hun acties', async ({
    page,
    app,
    loginAs,
  }) => {
    await loginAs('admin');
    await app.createCamper({ naam: 'Telefooncamper' });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin navigatie' });
    for (const [label] of TABS) await expect(nav.getByRole('link', { name: label })).toBeInViewport();

    for (const [label, path] of TABS) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} pant sideways`).toBeLessThanOrEqual(390);
    }

    // A camper row is a card with its actions in sight, not cut off to the right.
    await nav.getByRole('link', { name: 'Campers' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Telefooncamper' });
    await expect(row.getByRole('button', { name: 'Telefooncamper bewerken' })).toBeInViewport();
    await expect(row.getByRole('button', { name: 'Telefooncamper verwijderen' })).toBeVisible();
    // The cards keep the table's semantics for screen readers.
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
