import type { TestServer } from '@camperdeel/bff/test/server';
import type { BrowserContext, Page } from '@playwright/test';
import { expectSameDocument, markDocument } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';
import { addSessionCookie } from '../support/sessions.ts';

/**
 * Remotes that fail while the app runs heal without a reload (docs/decisions/0018-runtime-remotes-and-failure.md). Each
 * journey breaks a real static server of the remote: stopped (connection refused), or hanging (requests accepted
 * and never answered, held open even after the server recovers, as a stuck real server leaves them).
 */

const FALLBACK = 'Dit onderdeel is tijdelijk niet beschikbaar';

/**
 * Records when the fallback first appears, in ms since the navigation started (performance.now()), measured in the
 * page by a MutationObserver: the test's own polling would add up to a second.
 */
async function recordFallbackTime(page: Page): Promise<void> {
  await page.addInitScript((text) => {
    const observer = new MutationObserver(() => {
      if (!document.body?.innerText.includes(text)) return;
      Object.assign(window, { fallbackShownAt: performance.now() });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, FALLBACK);
}

async function fallbackShownAt(page: Page): Promise<number> {
  return await page.evaluate(() => (window as Window & { fallbackShownAt?: number }).fallbackShownAt ?? -1);
}

/** Signs a new admin in on `app` and opens its dashboard, marked so that a later reload shows (documents.ts). */
async function openAdminDashboard(page: Page, context: BrowserContext, app: TestServer): Promise<void> {
  await addSessionCookie(context, app, await app.createAdmin());
  await page.goto(`${app.url}/admin/dashboard`);
  await expect(page.getByRole('button', { name: 'Nieuwe gebruiker' })).toBeVisible();
  await markDocument(page);
}

test.describe('onderdelen herstellen zonder herladen', () => {
  test('de server van een onderdeel valt weg terwijl je naar een ander tabblad gaat: kop en tabbladen blijven, "Opnieuw proberen" herstelt', async ({
    page,
    context,
    appWithRemote,
  }) => {
    const { remote: admin, app } = await appWithRemote('mfe_admin');
    await openAdminDashboard(page, context, app);

    await admin.stop();
    const tabs = page.getByRole('navigation');
    await tabs.getByRole('link', { name: 'Campers' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/campers$/);
    await expect(page.getByText(FALLBACK)).toBeVisible();
    // Only the tab is lost: the area's header and tab navigation stay.
    await expect(tabs.getByRole('link', { name: 'Gebruikers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();

    // While it is down, 'Opnieuw proberen' fails again, calmly.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();

    await admin.start();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('button', { name: 'Nieuwe camper toevoegen' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    // Another tab that was never loaded loads as usual.
    await tabs.getByRole('link', { name: 'Facturen' }).click();
    await expect(page).toHaveURL(/\/facturen$/);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('een onderdeel dat hangt geeft binnen 10 s de melding, en de eerste "Opnieuw proberen" werkt zodra het weer antwoordt', async ({
    page,
    appWithRemote,
  }) => {
    const { remote: admin, app } = await appWithRemote('mfe_admin');
    admin.hang();

    await recordFallbackTime(page);
    await page.goto(`${app.url}/admin`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
    expect(await fallbackShownAt(page), 'ms from navigation to the fallback').toBeLessThan(10_000);
    expect(admin.requests).toContain('/mf-manifest.json');
    await markDocument(page);

    // The server recovers, but the requests it got stuck on stay open: the retry must not wait behind them.
    admin.answerNewOnly();
    const retried = Date.now();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible({ timeout: 9_000 });
    expect(Date.now() - retried, 'ms until the area after the retry').toBeLessThan(9_000);
    await expectSameDocument(page);
  });

  test('een paginadeel dat hangt geeft binnen 10 s de melding; kop en tabbladen blijven', async ({
    page,
    context,
    appWithRemote,
  }) => {
    await recordFallbackTime(page);
    const { remote: admin, app } = await appWithRemote('mfe_admin');
    await openAdminDashboard(page, context, app);

    // From now on only the chunks hang; the manifest and entry would still answer.
    admin.hang((path) => path.startsWith('/static/'));
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation').getByRole('link', { name: 'Campers' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
    expect((await fallbackShownAt(page)) - clickedAt, 'ms from the click to the fallback').toBeLessThan(
      10_000,
    );
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Gebruikers' })).toBeVisible();

    admin.answer();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('button', { name: 'Nieuwe camper toevoegen' })).toBeVisible();
    await expectSameDocument(page);
  });
});
