import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The user and owner areas at both sizes the screenshots cover (docs/screens): a desktop layout at 1440x900
 * (navigation in the header, no phone bar, a labelled logout, two calendar months) and, on a 390x844 phone, the
 * carousel's arrows and dots in view above the fixed bottom bar on first load.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The header copy and the bottom-bar copy of one navigation: the same name, only one displayed per size. */
function navs(page: Page, name: string) {
  const all = page.locator(`nav[aria-label="${name}"]`);
  return { header: page.locator('header').locator(`nav[aria-label="${name}"]`), bar: all.last(), all };
}

async function expectHeaderNavigation(page: Page, name: string, links: string[], active: string) {
  const { header, bar, all } = navs(page, name);
  await expect(all).toHaveCount(2);
  await expect(header).toBeVisible();
  await expect(bar).toBeHidden();
  for (const link of links) await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: active, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The one navigation the accessibility tree sees is the header's.
  await expect(page.getByRole('navigation', { name })).toHaveCount(1);
  const logout = page.getByRole('button', { name: 'Uitloggen' });
  await expect(logout).toBeVisible();
  await expect(logout.getByText('Uitloggen', { exact: true })).toBeVisible();
}

/** `inner` lies fully inside the viewport and above the top edge of `bar`. */
async function expectAboveBar(page: Page, inner: Locator, bar: Locator) {
  const box = await inner.boundingBox();
  const barBox = await bar.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !barBox || !viewport) throw new Error('element without a box');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
}

test.describe('desktop 1440x900', () => {
  test.use({ viewport: DESKTOP });

  test('het dashboard heeft de navigatie in de kop, geen balk onderaan en een uitlogknop met tekst', async ({
    page,
    loginAs,
  }) => {
    await loginAs('prospect');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Beschikbare campers', level: 1 })).toBeVisible();
    await expectHeaderNavigation(
      page,
      'Navigatie dashboard',
      ['Beschikbare campers', 'Mijn aanmeldingen', 'Hoe werkt het', 'Profiel'],
      'Beschikbare campers',
    );
    await page.screenshot({ path: 'test-results/layout-dashboard-desktop.png' });

    await navs(page, 'Navigatie dashboard').header.getByRole('link', { name: 'Mijn aanmeldingen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/aanmeldingen$/);
    await expect(
      navs(page, 'Navigatie dashboard').header.getByRole('link', { name: 'Mijn aanmeldingen' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('de eigenaar heeft de navigatie in de kop en ziet in de kalender twee maanden naast elkaar', async ({
    page,
    loginAs,
  }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper');
    await expect(page.getByRole('heading', { name: 'Mijn Camper', level: 1 })).toBeVisible();
    await expectHeaderNavigation(
      page,
      'Navigatie mijn camper',
      ['Mijn camper', 'Kalender', 'Profiel', 'Help'],
      'Mijn camper',
    );
    await page.screenshot({ path: 'test-results/layout-owner-desktop.png' });

    await navs(page, 'Navigatie mijn camper').header.getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/mijn-camper\/kalender$/);
    const calendar = page.locator('[aria-label="Reserveren"]');
    const grids = calendar.getByRole('table');
    await expect(grids).toHaveCount(2);
    // Side by side: the same top, the second to the right of the first. Measured in the layout the page comes to
    // rest in: a CI run once caught the grids 56 px apart in height while the page was still filling in.
    await expect
      .poll(async () => {
        const [first, second] = [await grids.nth(0).boundingBox(), await grids.nth(1).boundingBox()];
        if (!first || !second) return 'month grid without a box';
        return Math.abs(first.y - second.y) < 2 && second.x >= first.x + first.width
          ? 'side by side'
          : 'apart';
      })
      .toBe('side by side');
    await expect(page.getByRole('button', { name: 'Volgende maand' })).toHaveCount(1);
    const titles = calendar.getByRole('heading', { level: 2, name: /^\p{L}+ \d{4}$/u });
    const before = await titles.allTextContents();
    expect(before).toHaveLength(2);
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    // Both months moved by one: the second month is now the first.
    await expect(titles.first()).toHaveText(before[1] ?? '');
    await page.screenshot({ path: 'test-results/layout-kalender-desktop.png', fullPage: true });
  });
});

test.describe('telefoon 390x844', () => {
  test.use({ viewport: PHONE });

  test('de pijlen en stippen van de carrousel staan bij de eerste weergave boven de balk onderaan', async ({
    page,
    app,
    loginAs,
  }) => {
    await app.createCamper({ naam: 'Eerste Camper' });
    await app.createCamper({ naam: 'Tweede Camper' });
    await loginAs('prospect');
    await page.goto('/dashboard');
    const carousel = page.getByRole('region', { name: 'Beschikbare campers' });
    await expect(carousel.getByRole('article')).toHaveCount(1);
    const bar = page.getByRole('navigation', { name: 'Navigatie dashboard' });
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeVisible();
    await expect(page.locator('header').getByRole('navigation')).toHaveCount(0);

    await expectAboveBar(page, carousel.getByRole('button', { name: 'Vorige camper' }), bar);
    await expectAboveBar(page, carousel.getByRole('button', { name: 'Volgende camper' }), bar);
    // Up to twelve campers a dot each; more (other tests' campers in this worker's database) a position instead.
    const dots = carousel.getByRole('button', { name: / van [\d.]+$/ });
    const position = carousel.getByText(/^[\d.]+ van [\d.]+$/);
    expect((await dots.count()) + (await position.count())).toBeGreaterThan(0);
    for (const dot of await dots.all()) await expectAboveBar(page, dot, bar);
    for (const shown of await position.all()) await expectAboveBar(page, shown, bar);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: 'test-results/layout-dashboard-phone.png' });
  });

  test('de kalender toont op een telefoon één maand', async ({ page, loginAs }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper/kalender');
    await expect(page.getByRole('button', { name: 'Volgende maand' })).toBeVisible();
    await expect(page.locator('[aria-label="Reserveren"]').getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Navigatie mijn camper' })).toHaveCount(1);
    await page.screenshot({ path: 'test-results/layout-kalender-phone.png', fullPage: true });
  });
});
