import { readFileSync } from 'node:fs';
import type { TestUser } from '@camperdeel/bff/test/server';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';
import { PDF } from '../support/uploads.ts';

/** Chooses a PDF by this name in the dialog's file field. */
async function choosePdf(dialog: Locator, name: string, buffer = PDF): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

/** Opens 'Factuur uploaden' on the invoices page and fills in whose invoice it is, its number and its name. */
async function startInvoice(page: Page, owner: TestUser, nummer: string, naam: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Factuur uploaden' }).click();
  const upload = page.getByRole('dialog', { name: 'Factuur uploaden' });
  // A club has more members than one select can hold: the search narrows the choices first.
  await upload.getByLabel('Zoek op naam of e-mail').fill(owner.email);
  await upload.getByLabel('Gebruiker').selectOption({ label: `${owner.naam} (${owner.email})` });
  await upload.getByLabel('Factuurnummer').fill(nummer);
  await upload.getByLabel('Factuurnaam').fill(naam);
  return upload;
}

test.describe('admin documents and invoices', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('een admin uploadt een document, met de naam uit de bestandsnaam', async ({ page, app }) => {
    const camperId = await app.createCamper({ naam: 'Documentcamper' });

    await page.goto('/admin/dashboard/documenten');
    await expect(page.getByText('Geen documenten gevonden')).toBeVisible();
    await page.getByRole('button', { name: 'Document uploaden' }).click();
    const upload = page.getByRole('dialog', { name: 'Document uploaden' });
    // Nothing chosen: the spec's message, nothing sent.
    await upload.getByRole('button', { name: 'Uploaden' }).click();
    await expect(page.getByText('Selecteer een camper, geef een naam en kies een bestand')).toBeVisible();

    await upload.getByLabel('Camper').selectOption({ label: 'Documentcamper' });
    await choosePdf(upload, 'Kentekenbewijs.pdf');
    await expect(upload.getByLabel('Documentnaam')).toHaveValue('Kentekenbewijs');
    await upload.getByRole('button', { name: 'Uploaden' }).click();
    await expect(toast(page, 'Document geüpload')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: 'Kentekenbewijs' });
    await expect(row).toContainText('Documentcamper');
    await expect(row).toContainText(`${PDF.length} B`);
    const stored = await app.db
      .selectFrom('camper_documenten')
      .select(['document_naam', 'bestandsgrootte'])
      .where('camper_id', '=', camperId)
      .execute();
    expect(stored).toEqual([{ document_naam: 'Kentekenbewijs', bestandsgrootte: PDF.length }]);

    // Search on camper or document name, with its own empty text.
    await page.getByLabel('Zoek document').fill('bestaat-niet');
    await expect(page.getByText('Geen documenten gevonden voor "bestaat-niet"')).toBeVisible();
    await page.getByLabel('Zoek document').fill('documentcamper');
    await expect(row).toBeVisible();

    // Replace the file, then delete the document.
    const bigger = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
    await row.getByRole('button', { name: 'Kentekenbewijs vervangen' }).click();
    const replace = page.getByRole('dialog', { name: 'Kentekenbewijs vervangen' });
    await choosePdf(replace, 'nieuw.pdf', bigger);
    await replace.getByRole('button', { name: 'Vervangen' }).click();
    await expect(toast(page, 'Document vervangen')).toBeVisible();
    await expect(row).toContainText('2,0 KB');
    await row.getByRole('button', { name: 'Kentekenbewijs verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Document verwijderd')).toBeVisible();
    await expect(row).toBeHidden();
    expect(
      await app.db.selectFrom('camper_documenten').select('id').where('camper_id', '=', camperId).execute(),
    ).toEqual([]);
  });

  test('een admin uploadt een factuur en zet hem op betaald', async ({ page, app, createUser }) => {
    const owner = await createUser('owner');

    await page.goto('/admin/dashboard/facturen');
    await expect(page.getByText('Geen facturen gevonden')).toBeVisible();
    const upload = await startInvoice(page, owner, 'CD-E2E-001', 'Servicekosten januari');
    await upload.getByLabel('Bedrag (€)').fill('160,50');
    await upload.getByLabel('Factuurdatum').fill('2027-01-01');
    await choosePdf(upload, 'factuur.pdf');
    await upload.getByRole('button', { name: 'Uploaden' }).click();
    await expect(toast(page, 'Factuur geüpload')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: 'CD-E2E-001' });
    await expect(row).toContainText(owner.naam);
    await expect(row).toContainText('€ 160,50');
    await row.getByRole('button', { name: 'Onbetaald' }).click();
    await expect(toast(page, 'Status bijgewerkt')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Betaald' })).toBeVisible();
    const factuur = await app.db
      .selectFrom('facturen')
      .select(['betaald', 'bedrag_cent', 'factuurdatum', 'vervaldatum'])
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(factuur).toEqual({
      betaald: 1,
      bedrag_cent: 16050,
      factuurdatum: '2027-01-01',
      vervaldatum: null,
    });

    // The download goes through the permission-checked endpoint to the stored file.
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Servicekosten januari downloaden' }).click();
    const download = await downloading;
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    await row.getByRole('button', { name: 'Servicekosten januari verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Factuur verwijderd')).toBeVisible();
    await expect(row).toBeHidden();
  });
  test('een factuur met een geplakt bedrag (160.55) en een bestand na een geweigerd bestand', async ({
    page,
    app,
    createUser,
  }) => {
    const owner = await createUser('owner');
    await page.goto('/admin/dashboard/facturen');
    const upload = await startInvoice(page, owner, 'CD-E2E-PLAK', 'Servicekosten februari');

    // Typed with a point, the amount is read as euro and cents and shown back the Dutch way.
    const amount = upload.getByLabel('Bedrag (€)');
    await amount.pressSequentially('160.55');
    await amount.blur();
    await expect(amount).toHaveValue('160,55');
    // Pasted, it is kept too (a number field used to empty itself).
    await amount.fill('');
    await amount.focus();
    await page.evaluate(() => {
      const field = document.activeElement;
      const data = new DataTransfer();
      data.setData('text/plain', '160.55');
      field?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.keyboard.insertText('160.55');
    await amount.blur();
    await expect(amount).toHaveValue('160,55');

    // A refused file first (an image is no invoice), then the real one: the real one is taken.
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(upload.getByText('Dit bestandstype is niet toegestaan.')).toBeVisible();
    await choosePdf(upload, 'factuur.pdf');
    await expect(upload.getByText('Dit bestandstype is niet toegestaan.')).toBeHidden();
    await upload.getByRole('button', { name: 'Uploaden' }).click();
    await expect(toast(page, 'Factuur geüpload')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'CD-E2E-PLAK' })).toContainText('€ 160,55');
    const factuur = await app.db
      .selectFrom('facturen')
      .select(['bedrag_cent'])
      .where('factuur_nummer', '=', 'CD-E2E-PLAK')
      .executeTakeFirstOrThrow();
    expect(factuur.bedrag_cent).toBe(16055);
  });
});
