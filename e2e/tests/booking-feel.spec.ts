import type { Page } from '@playwright/test';
import { amsterdamYearMonth, expectAccessible } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { toast } from '../support/toasts.ts';

// Next year's January: 1–7 high season, from the 8th low season; always in the future and bookable.
const NOW = amsterdamYearMonth();
const Y = NOW.year + 1;
const d = (mmdd: string) => `${Y}-${mmdd}`;

test('een eigenaar kiest op de telefoon een periode, leest wat het kost, reserveert en verwijdert met de focus op de goede plek', async ({
  page,
  app,
  ownerWithCredits,
}) => {
  const { me, admin } = await ownerWithCredits(5, { hoog: 6, laag: 10 });
  const rule = await app.request(`/api/admin/campers/${me.camperId}/rules`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { max_aaneengesloten_hoogseizoen: 2 },
  });
  expect(rule.status).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mijn-camper/kalender');
  const next = page.getByRole('button', { name: 'Volgende maand' });
  for (let i = 0; i < 13 - NOW.month; i++) await next.click();
  await expect(page.getByRole('heading', { name: new RegExp(`januari ${Y}`, 'i') })).toBeVisible();
  const day = (date: string) => page.locator(`[data-date="${date}"]`);

  // Without a selection the button stays in its place; the period: first day, then last day.
  const reserve = page.getByRole('button', { name: /^Reserveer deze/ });
  await expect(reserve).toHaveText('Reserveer deze 0 dag(en)');
  await page.getByText('Periode kiezen (eerste en laatste dag)').click();
  await day(d('01-05')).click();
  await expect(page.getByText('Tik nu op de laatste dag van je periode.')).toBeVisible();
  await day(d('01-09')).click();
  for (const date of ['01-05', '01-06', '01-07', '01-08', '01-09'])
    await expect(day(d(date))).toHaveAttribute('aria-pressed', 'true');
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toHaveText(
    `5 dagen: 3 hoogseizoen + 2 laagseizoen, daarna over: ${Y}: 3 hoogseizoen + 8 laagseizoen`,
  );
  // The camper's fair-use rule, said before confirming.
  await expect(page.getByText('Je kunt maximaal 2 hoogseizoendagen achter elkaar reserveren.')).toBeVisible();
  await day(d('01-05')).click();
  await expect(summary).toHaveText(
    `4 dagen: 2 hoogseizoen + 2 laagseizoen, daarna over: ${Y}: 4 hoogseizoen + 8 laagseizoen`,
  );
  await expect(page.getByText('Je kunt maximaal 2 hoogseizoendagen achter elkaar reserveren.')).toBeHidden();

  // The last week row brought into view stops above the sticky reserve button.
  const lastRow = day(d('01-31'));
  await lastRow.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const rowBox = await lastRow.boundingBox();
  const barBox = await reserve.boundingBox();
  if (!rowBox || !barBox) throw new Error('not on screen');
  expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(barBox.y);
  await lastRow.click({ trial: true });
  await page.screenshot({ path: test.info().outputPath('booking-390.png') });
  await expectAccessible(page);

  await reserve.click();
  await expect(toast(page, 'Reservering gemaakt')).toContainText('Je hebt 4 dag(en) gereserveerd.');
  const row = page.locator('[data-reservation-id]');
  await expect(row).toBeFocused();
  await expect(row).toContainText('4 dagen (2 hoogseizoen, 2 laagseizoen)');

  await page.getByRole('button', { name: /^Reservering .* verwijderen$/ }).click();
  const confirm = page.getByRole('alertdialog');
  // Opening the dialog on a phone cleared the toast that would sit over it.
  await expect(toast(page, 'Reservering gemaakt')).toBeHidden();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toast(page, 'Reservering verwijderd')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeFocused();

  await page.setViewportSize({ width: 1440, height: 900 });
  await day(d('01-12')).click();
  await page.screenshot({ path: test.info().outputPath('booking-1440.png'), fullPage: true });
});

/** The days on screen whose box the reserve bar overlaps. */
function daysUnderTheBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="reserve-bar"]')?.getBoundingClientRect();
    if (!bar) throw new Error('no reserve bar');
    return [...document.querySelectorAll<HTMLElement>('[data-date]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const onScreen = r.bottom > 0 && r.top < window.innerHeight;
        return (
          onScreen && r.left < bar.right && r.right > bar.left && r.top < bar.bottom && r.bottom > bar.top
        );
      })
      .map((el) => el.dataset.date ?? '');
  });
}

/** Scrolls the page so `el` ends just above the bottom of the screen (and the phone's tab bar). */
function atTheBottom(el: Element) {
  const tabBar = window.innerWidth < 768 ? 64 : 0;
  window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - tabBar - 4));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`de reserveerbalk bedekt nooit een dag, ${viewport.width} px breed`, {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, ownerWithCredits }) => {
    await ownerWithCredits(5, { hoog: 6, laag: 10 });
    await page.setViewportSize(viewport);
    await page.goto(`/mijn-camper/kalender?maand=${Y}-01`);
    await expect(page.getByRole('heading', { name: new RegExp(`januari ${Y}`, 'i') }).first()).toBeVisible();
    // January's last week: low season, free, in the future.
    const lastRow = page.locator('table').first().locator('tbody tr').last();
    const free = lastRow.locator(`button[data-date^="${Y}-01-"]:not([aria-disabled])`);
    const [first, second] = [free.last(), free.nth(-2)];
    // Where a thumb or the page's first paint leaves it: the last row at the bottom of what is on screen.
    await first.evaluate(atTheBottom);
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('reserve-bar')).toBeVisible();
    expect(await daysUnderTheBar(page)).toEqual([]);
    // The next day of that row takes the tap itself: nothing lies over it.
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(await daysUnderTheBar(page)).toEqual([]);
    // A thumb pushes the month back under the bar; a day reached by keyboard then brings it clear again.
    await second.evaluate(atTheBottom);
    const date = (await second.getAttribute('data-date')) ?? '';
    const weekBefore = new Date(Date.parse(`${date}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(`[data-date="${weekBefore}"]`)).toBeFocused();
    expect(await daysUnderTheBar(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`reserve-bar-${viewport.width}.png`) });
  });
}
