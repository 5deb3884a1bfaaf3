import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Owners use phones: on a 390x844 phone the bottom bar's tab labels stay on one line and keep clear of the screen's
 * edges, in the dashboard and in the owner area; and the page's last control can be scrolled above the bar.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectLabelsFit(page: Page, navigation: string) {
  const bar = page.getByRole('navigation', { name: navigation });
  await expect(bar).toBeVisible();
  const links = bar.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) {
    const label = links.nth(index).locator('span').last();
    const fit = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return {
        text: element.textContent,
        lines: Math.round(box.height / lineHeight),
        left: box.left,
        right: window.innerWidth - box.right,
        overflows: element.scrollWidth > element.clientWidth + 1,
      };
    });
    expect(fit.lines, JSON.stringify(fit)).toBe(1);
    expect(fit.overflows, JSON.stringify(fit)).toBe(false);
    expect(fit.left, JSON.stringify(fit)).toBeGreaterThanOrEqual(4);
    expect(fit.right, JSON.stringify(fit)).toBeGreaterThanOrEqual(4);
  }
}

/** Scrolled to the bottom, the page's last button sits fully above the fixed bar. */
async function expectLastButtonAboveBar(page: Page, navigation: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('main button:visible').last();
  const [box, bar] = [
    await last.boundingBox(),
    await page.getByRole('navigation', { name: navigation }).boundingBox(),
  ];
  if (!box || !bar) throw new Error('element without a box');
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
}

test('het dashboard: tabnamen op één regel, vrij van de rand, en de kaartknoppen boven de balk', async ({
  page,
  app,
  loginAs,
}) => {
  await app.createCamper({ naam: 'Telefoon Camper' });
  await loginAs('prospect');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Meer details' })).toBeVisible();
  await expectLabelsFit(page, 'Navigatie dashboard');
  await expectLastButtonAboveBar(page, 'Navigatie dashboard');
});

test('de eigenaar: tabnamen op één regel en vrij van de rand', async ({ page, loginAs }) => {
  await loginAs('owner');
  await page.goto('/mijn-camper');
  await expect(page.getByRole('heading', { name: 'Mijn Camper', level: 1 })).toBeVisible();
  await expectLabelsFit(page, 'Navigatie mijn camper');
});
