import type { Page } from '@playwright/test';
import {
  amsterdamToday,
  expectAccessible,
  registerPlateAndPolicy,
  reserveAs,
  shoot,
} from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';

const OFFLINE_PAGES = ['/mijn-camper', '/mijn-camper/kalender', '/mijn-camper/help'];
const NO_CONNECTION = 'Geen verbinding — probeer het opnieuw zodra je online bent';

test.use({ viewport: { width: 390, height: 844 } });

/** The service worker controls the page and has kept the three owner pages and the camper's answer. */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (paths) => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open('camperdeel-private');
          const kept = await Promise.all([...paths, '/api/owner/camper'].map((path) => cache.match(path)));
          return kept.every(Boolean);
        }, OFFLINE_PAGES),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test.describe('onderweg: installeerbaar en offline', () => {
  // The first visit also installs the worker, which fetches the owner remote once: on a busy machine that is slow.
  test.slow();
  test('voldoet aan de installatie-eisen: manifest, iconen en een service worker die de pagina bestuurt', async ({
    page,
    loginAs,
  }) => {
    await loginAs('owner');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/mijn-camper', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).status()).toBe(200);
    }
    await page.goto('/mijn-camper', { waitUntil: 'commit' });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await keptForOffline(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // A second visit is served under the worker's control.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Camper' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });

  test('na één bezoek openen Mijn camper, Kalender en Hulp offline met de laatste gegevens', async ({
    page,
    context,
    app,
    loginAs,
  }) => {
    const me = await loginAs('owner');
    await registerPlateAndPolicy(app, me.camperId);
    await page.goto('/mijn-camper', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Camper' })).toBeVisible({
      timeout: 60_000,
    });
    await keptForOffline(page);

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/mijn-camper/help', 'Hulp & Contact'],
      ['/mijn-camper/kalender', 'Kalender'],
      ['/mijn-camper', 'Mijn Camper'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Offline — gegevens van' })).toBeVisible();
      if (path === '/mijn-camper/help') {
        await expect(page.getByRole('region', { name: 'Pechbijstand' })).toContainText('V-123-ZZ');
        await expect(page.getByRole('region', { name: 'Verzekering' })).toContainText('POL-2024-88123');
        await shoot(page, 'offline-help');
        await page.setViewportSize({ width: 390, height: 844 });
      }
    }
    await expect(page.getByText('Dit onderdeel is tijdelijk niet beschikbaar')).toHaveCount(0);
  });

  test('een overdracht offline wordt niet verstuurd maar als concept bewaard, en pas met Versturen verzonden', async ({
    page,
    context,
    app,
    ownerWithCredits,
  }) => {
    const { me } = await ownerWithCredits();
    await reserveAs(app, me, [amsterdamToday()]);
    await page.goto('/mijn-camper/kalender', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Ophalen registreren' })).toBeVisible({ timeout: 60_000 });
    await keptForOffline(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Ophalen registreren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ophalen registreren' });
    await dialog.getByLabel('Kilometerstand').fill('45210');
    await dialog.getByLabel('Brandstof (%)').fill('80');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByRole('alert')).toContainText(NO_CONNECTION);
    await expect(dialog.getByText('Concept bewaard op dit apparaat')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: 'Ophalen registreren' }).click();
    await expect(dialog.getByLabel('Kilometerstand')).toHaveValue('45210');
    const count = async () =>
      (
        await app.db
          .selectFrom('overdrachten')
          .select('id')
          .where('camper_id', '=', me.camperId ?? '')
          .execute()
      ).length;
    expect(await count()).toBe(0);
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Opgehaald: 45.210 km')).toBeVisible();
    expect(await count()).toBe(1);
  });

  test('uitloggen wist alle bewaarde privégegevens van het apparaat', async ({ page, loginAs }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper', { waitUntil: 'commit' });
    await keptForOffline(page);
    await page.evaluate(() => sessionStorage.setItem('camperdeel.test', 'privé'));
    // Owner reads still on their way while the member logs out.
    await page.evaluate(() => {
      for (const path of [
        '/api/owner/camper',
        '/api/owner/documents',
        '/api/owner/reservations',
        '/api/owner/credits',
      ])
        void fetch(path).catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Je bent succesvol uitgelogd.')).toBeVisible();
    // The signed-out page still asks who is signed in, and an owner read of before may still be on its way: neither
    // may put anything of the member back on the device.
    const left = await page.evaluate(async () => {
      await Promise.all(['/api/auth/me', '/api/owner/camper', '/mijn-camper'].map((path) => fetch(path)));
      // The worker stores an answer after handing it over.
      await new Promise((done) => setTimeout(done, 1000));
      return { privateCache: await caches.has('camperdeel-private'), session: sessionStorage.length };
    });
    expect(left).toEqual({ privateCache: false, session: 0 });
  });
});
