import type { Page } from '@playwright/test';
import { expectAccessible, shoot } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe.configure({ timeout: 240_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function balanceOf(page: Page, naam: string) {
  return page.getByRole('listitem', { name: `Saldo ${naam}` });
}

test.describe('gedeelde kosten', () => {
  test('een eigenaar legt kosten met bon vast, gelijk verdeeld; de ander betaalt terug en beide saldi staan weer op nul', async ({
    page,
    app,
    signInAs,
  }) => {
    const camperId = await app.createCamper({ naam: 'Kostencamper' });
    const anna = await app.createOwner(camperId, { naam: 'Anna Kosten' });
    const bram = await app.createOwner(camperId, { naam: 'Bram Kosten' });

    await signInAs(anna);
    await page.goto('/mijn-camper', { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.getByRole('link', { name: 'Naar kosten en saldi' }).click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/mijn-camper\/kosten$/);
    const form = page.getByRole('form', { name: 'Kosten toevoegen' });
    await expect(form).toBeVisible({ timeout: 60_000 });
    await form.getByLabel('Omschrijving').fill('Veerpont');
    await form.getByLabel('Bedrag (€)').fill('90,00');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bon.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Kosten opslaan' }).click();
    await expect(page.getByText('Kosten vastgelegd')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Veerpont' })).toContainText('€ 90,00');
    await expect(page.getByRole('button', { name: 'Bon bekijken' })).toBeVisible();
    await expect(balanceOf(page, 'Anna Kosten')).toContainText('€ 45,00 krijgt geld terug');
    await expect(balanceOf(page, 'Bram Kosten')).toContainText('€ 45,00 moet nog betalen');
    await expectAccessible(page);
    await shoot(page, 'costs-owner');

    await signInAs(bram);
    await page.goto('/mijn-camper/kosten', { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const settle = page.getByRole('form', { name: 'Betaling vastleggen' });
    await expect(settle).toBeVisible({ timeout: 60_000 });
    await settle.getByRole('combobox', { name: 'Betaald aan' }).click();
    await page.getByRole('option', { name: 'Anna Kosten' }).click();
    await settle.getByLabel('Bedrag betaald (€)').fill('45,00');
    await settle.getByRole('button', { name: 'Betaling opslaan' }).click();
    await expect(page.getByText('Betaling vastgelegd')).toBeVisible();
    await expect(balanceOf(page, 'Anna Kosten')).toContainText('€ 0,00 staat quitte');
    await expect(balanceOf(page, 'Bram Kosten')).toContainText('€ 0,00 staat quitte');
    await expectAccessible(page);
  });
});
