import type { Page } from '@playwright/test';
import { amsterdamYearMonth, giveCredits, reserveAs } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { toast } from '../support/toasts.ts';

// Every reservation here is in next year, so it is always in the future and within the calendar's range.
const NOW = amsterdamYearMonth();
const Y = NOW.year + 1;

/** Pages the calendar forward from this month to `month` of next year. */
async function showMonthOfNextYear(page: Page, month: number, title: RegExp) {
  const next = page.getByRole('button', { name: 'Volgende maand' });
  for (let i = 0; i < 12 - NOW.month + month; i++) await next.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const day = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
const d = (mmdd: string) => `${Y}-${mmdd}`;

test.describe('kalender', () => {
  test('een eigenaar reserveert losse dagen, ziet zijn credits dalen en de dagen gekleurd; bufferdagen en te weinig credits worden geweigerd', async ({
    page,
    app,
    ownerWithCredits,
  }) => {
    const { me, admin } = await ownerWithCredits(5, { hoog: 6, laag: 4 });
    await app.db.updateTable('profiles').set({ naam: 'Jan de Boer' }).where('id', '=', me.id).execute();
    const anna = await app.createOwner(me.camperId ?? '', { naam: 'Anna Jansen' });
    await giveCredits(app, admin, anna, 5, { hoog: 6, laag: 4 });
    await reserveAs(app, anna, [d('03-20'), d('03-21')]);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/owner/reservations'))
        posts.push(request.url());
    });

    await page.goto('/mijn-camper/kalender');
    const credits = page.getByRole('region', { name: `Credits ${Y}` });
    // What is left of what was granted, per season.
    await expect(credits).toContainText('Hoogseizoen 6 van 6');
    await expect(credits).toContainText('Laagseizoen 4 van 4');
    await expect(page.getByRole('list', { name: 'Eigenaars' })).toContainText('Anna Jansen');
    await expect(page.getByRole('list', { name: 'Eigenaars' })).toContainText('Bufferdag');

    await showMonthOfNextYear(page, 3, new RegExp(`maart ${Y}`, 'i'));
    await expect(day(page, d('03-20'))).toHaveAttribute('title', 'Gereserveerd door Anna Jansen');
    await expect(day(page, d('03-20'))).toHaveAttribute('aria-disabled', 'true');
    const buffer = day(page, d('03-19'));
    await expect(buffer).toHaveAttribute('data-tone', 'buffer');
    await expect(buffer).toBeDisabled();
    // A tap still reaches the day (aria-disabled keeps it readable), and changes nothing.
    // (Dispatched on the day itself: a forced click at its coordinates can land on the fixed bottom navigation.)
    await buffer.dispatchEvent('click');
    await expect(buffer).not.toHaveAttribute('aria-pressed');
    const reserveButton = page.getByRole('button', { name: /^Reserveer deze/ });
    await expect(reserveButton).toHaveText('Reserveer deze 0 dag(en)');

    for (const date of [d('03-10'), d('03-11'), d('03-13')]) {
      await day(page, date).click();
      await expect(day(page, date)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(reserveButton).toHaveText('Reserveer deze 3 dag(en)');
    await reserveButton.click();
    await expect(toast(page, 'Reservering gemaakt')).toContainText('Je hebt 3 dag(en) gereserveerd.');
    await expect(credits).toContainText('Laagseizoen 1 van 4');
    await expect(reserveButton).toHaveText('Reserveer deze 0 dag(en)');

    const mine = await day(page, d('03-10')).getAttribute('data-tone');
    expect(mine).toMatch(/^(red|yellow|green|blue|purple|orange)$/);
    expect(mine).not.toBe(await day(page, d('03-20')).getAttribute('data-tone'));
    for (const date of [d('03-10'), d('03-11'), d('03-13')]) {
      await expect(day(page, date)).toHaveAttribute('data-tone', mine ?? '');
      await expect(day(page, date)).toHaveAttribute('title', 'Gereserveerd door Jan de Boer');
    }
    // One reservation per contiguous run: the gap between them became a buffer day.
    await expect(day(page, d('03-12'))).toHaveAttribute('data-tone', 'buffer');
    const reservations = page.getByRole('region', { name: 'Mijn Reserveringen' });
    await expect(reservations.getByRole('listitem')).toHaveText([
      /10 mrt\. \d{4} - 11 mrt\. \d{4}\s*2 dagen \(0 hoogseizoen, 2 laagseizoen\) \+ bufferdagen/,
      /13 mrt\. \d{4}\s*1 dag \(0 hoogseizoen, 1 laagseizoen\) \+ bufferdagen/,
    ]);

    // The client's own check refuses what the credits cannot pay, without asking the server.
    await day(page, d('03-16')).click();
    await day(page, d('03-17')).click();
    await reserveButton.click();
    await expect(toast(page, 'Niet genoeg credits')).toContainText(
      `Niet genoeg credits voor ${Y}. Je hebt 0 hoogseizoen en 2 laagseizoen dagen geselecteerd.`,
    );
    expect(posts).toHaveLength(1);
  });

  test('de kalender bladert niet voorbij december van volgend jaar en niet terug voor deze maand', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, loginAs }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper/kalender');
    const previous = page.getByRole('button', { name: 'Vorige maand' });
    const next = page.getByRole('button', { name: 'Volgende maand' });
    await expect(previous).toBeDisabled();
    for (let i = 0; i < 12 - NOW.month + 12; i++) await next.click();
    await expect(page.getByRole('heading', { name: new RegExp(`december ${Y}`, 'i') })).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(day(page, `${Y}-12-31`)).toBeVisible();
    await expect(day(page, `${Y + 1}-01-01`)).toHaveCount(0);
  });

  test('een eigenaar verwijdert een toekomstige reservering en krijgt zijn credits terug', async ({
    page,
    app,
    ownerWithCredits,
  }) => {
    const { me, admin } = await ownerWithCredits(5, { hoog: 6, laag: 4 });
    await reserveAs(app, me, [d('07-01'), d('07-02')]);

    // The admin saves the same setting again (a re-saved dialog, a re-run import): nothing may change.
    await giveCredits(app, admin, me, 5, { hoog: 6, laag: 4 });

    await page.goto('/mijn-camper/kalender');
    const credits = page.getByRole('region', { name: `Credits ${Y}` });
    await expect(credits).toContainText('Hoogseizoen 4 van 6');
    await page.screenshot({ path: test.info().outputPath('credits-card.png'), fullPage: true });
    const reservations = page.getByRole('region', { name: 'Mijn Reserveringen' });
    await reservations
      .getByRole('button', { name: `Reservering 1 jul. ${Y} - 2 jul. ${Y} verwijderen` })
      .click();

    const confirm = page.getByRole('alertdialog', { name: 'Weet je het zeker?' });
    await expect(confirm).toContainText(
      'Deze actie kan niet ongedaan worden gemaakt. De reservering wordt verwijderd en je credits worden teruggestort.',
    );
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Reservering verwijderd')).toContainText(
      '4 dagen inclusief bufferdagen verwijderd. Credits teruggestort: 2 hoogseizoen, 0 laagseizoen.',
    );
    await expect(confirm).toBeHidden();
    // Exactly what was spent comes back: the balance equals the grant, never more.
    await expect(credits).toContainText('Hoogseizoen 6 van 6');
    await expect(reservations).toContainText('Je hebt nog geen reserveringen.');
  });

  test('op een telefoon staat de reserveerknop nooit onder de vaste onderbalk, waar de eigenaar ook scrolt', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, ownerWithCredits }) => {
    await ownerWithCredits(5, { hoog: 6, laag: 4 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mijn-camper/kalender');
    await showMonthOfNextYear(page, 3, new RegExp(`maart ${Y}`, 'i'));
    await day(page, d('03-10')).click();
    const reserveButton = page.getByRole('button', { name: 'Reserveer deze 1 dag(en)' });
    await expect(reserveButton).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Navigatie mijn camper' }).last();
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(barTop).toBeGreaterThan(700);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let seen = 0;
    for (let y = 0; y <= height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await reserveButton.boundingBox();
      if (!box || box.y + box.height <= 0 || box.y >= 844) continue;
      seen += 1;
      // Wherever it shows, all of it is above the bar, so a tap reaches the button and not a tab.
      expect(box.y + box.height, `scrolled to ${y}`).toBeLessThanOrEqual(barTop);
    }
    expect(seen).toBeGreaterThan(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('kalender-390.png') });
    await reserveButton.click();
    await expect(toast(page, 'Reservering gemaakt')).toContainText('Je hebt 1 dag(en) gereserveerd.');
  });
  test('op een trage lijn staat het raamwerk van de maand er meteen, terwijl de reserveringen nog laden', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, app, loginAs }) => {
    const me = await loginAs('owner');
    const anna = await app.createOwner(me.camperId ?? '', { naam: 'Anna Jansen' });
    const admin = await app.createAdmin();
    await giveCredits(app, admin, anna, 5, { hoog: 6, laag: 4 });
    await reserveAs(app, anna, [d('03-20')]);
    // The line holds the reservations' answer until the frame has been seen: it cannot have come before.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = false;
    await page.route(
      (url) => url.pathname === '/api/owner/reservations',
      async (route) => {
        if (route.request().method() === 'GET') {
          asked = true;
          await held;
        }
        await route.continue();
      },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/mijn-camper/kalender?maand=${Y}-03`);
    const frame = page.getByTestId('calendar-frame');
    await expect(frame.getByRole('columnheader', { name: 'ma', exact: true })).toBeVisible();
    await expect(frame.getByRole('heading', { name: new RegExp(`maart ${Y}`, 'i') })).toBeVisible();
    await expect(day(page, d('03-20'))).toBeVisible();
    await expect(day(page, d('03-20'))).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Reserveringen laden...')).toBeVisible();
    expect(asked).toBe(true);
    await page.screenshot({ path: test.info().outputPath('kalender-laden-390.png') });

    answer();
    await expect(frame).toHaveCount(0);
    // The same month, now with who has which day.
    await expect(day(page, d('03-20'))).toHaveAttribute('title', 'Gereserveerd door Anna Jansen');
    await expect(day(page, d('03-10'))).not.toHaveAttribute('aria-disabled');
  });
});
