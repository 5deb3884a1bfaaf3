import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('toasts cover no control', () => {
  test('op een desktop staat een melding niet over de hoofdknop en de eerste rij', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs('admin');
    await page.goto('/admin/dashboard/facturen');
    const main = page.getByRole('button', { name: 'Factuur uploaden' });
    await main.click();
    const dialog = page.getByRole('dialog', { name: 'Factuur uploaden' });
    await dialog.getByRole('button', { name: 'Uploaden' }).click();
    // While the modal is open the rest of the page (the toast region too) is hidden from the accessibility tree.
    await expect(
      page.getByText('Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    const shown = toast(page, 'Onvolledige gegevens');
    await expect(dialog).toBeHidden();
    await expect(shown).toBeVisible();
    expect(overlaps(await box(shown), await box(main))).toBe(false);
    expect(overlaps(await box(shown), await box(page.getByRole('banner')))).toBe(false);
    // The main action stays clickable while the toast shows.
    await main.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    // Even a control right under a toast is reached: the toast lets the click through (and a hover cannot pin it).
    const underneath = await shown.boundingBox();
    if (!underneath) throw new Error('toast not on screen');
    const hit = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[data-scope="toast"][data-part="root"]') !== null,
      { x: underneath.x + underneath.width / 2, y: underneath.y + underneath.height / 2 },
    );
    expect(hit).toBe(false);
  });

  test('op een telefoon staat een melding boven de vaste navigatiebalk', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs('owner');
    await page.goto('/mijn-camper/profiel');
    await page.getByLabel('Naam').fill('Anna de Vries');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    const shown = toast(page, 'Profiel opgeslagen');
    await expect(shown).toBeVisible();
    const nav = page.getByRole('navigation').last();
    // Measured once the toast has finished sliding in.
    await expect.poll(async () => overlaps(await box(shown), await box(nav))).toBe(false);
  });
});
