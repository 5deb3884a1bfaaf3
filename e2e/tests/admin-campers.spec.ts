import { storedValue } from '@camperdeel/bff/test/stored-reads';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';
import { PDF, PNG } from '../support/uploads.ts';

test.describe('admin campers', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('een admin maakt een camper aan, wijst een eigenaar toe en past zichtbaarheid en status aan', async ({
    page,
    app,
    createUser,
  }) => {
    const prospect = await createUser('prospect');
    const naam = `Noordzee ${Date.now()}`;

    await page.goto('/admin/dashboard/campers');
    await page.getByRole('button', { name: 'Nieuwe camper toevoegen' }).click();
    const form = page.getByRole('dialog', { name: 'Nieuwe camper toevoegen' });
    // The spec's defaults are already filled in (docs/product/calendar-and-credits.md#business-constants-spec-9).
    await expect(form.getByLabel('Motor kW')).toHaveValue('103');
    await expect(form.getByLabel('Aantal eigenaars')).toHaveValue('4');
    await form.getByLabel('Naam').fill(naam);
    await form.getByLabel('Merk').fill('Hymer');
    await form.getByLabel('Model').fill('ML-T 580');
    await form.getByLabel('Categorie').selectOption({ label: 'Alkoof' });
    // A price with a decimal point, as many type it: not a hundred times too high (a number field read it so).
    await form.getByLabel('Prijs per eigenaar').fill('42500.50');
    await form.getByLabel('Prijs per eigenaar').blur();
    await expect(form.getByLabel('Prijs per eigenaar')).toHaveValue('42.500,50');
    await form.getByRole('button', { name: 'Camper toevoegen' }).click();
    await expect(toast(page, 'Camper toegevoegd')).toBeVisible();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: naam });
    await expect(row).toContainText('Hymer - ML-T 580');
    await expect(row).toContainText('4 zitplaatsen · 4 bedden');
    const slots = row.getByRole('button', { name: 'Vrij slot: eigenaar toewijzen' });
    await expect(slots).toHaveCount(4);
    const camper = await app.db
      .selectFrom('campers')
      .select(['id', 'categorie', 'conditie', 'motor_kw', 'aantal_sloten_eigenaars', 'prijs_cent'])
      .where('naam', '=', naam)
      .executeTakeFirstOrThrow();
    expect(camper).toMatchObject({
      prijs_cent: 4_250_050,
      categorie: 'alkoof',
      conditie: 'nieuw',
      motor_kw: 103,
      aantal_sloten_eigenaars: 4,
    });

    // Assign an owner through the dialog: search, look at the user, assign.
    await slots.first().click();
    const assign = page.getByRole('dialog', { name: 'Eigenaar toewijzen' });
    await assign.getByLabel('Zoek gebruiker').fill(prospect.naam);
    await assign.getByRole('button', { name: `Gegevens van ${prospect.naam}` }).click();
    const info = page.getByRole('dialog', { name: prospect.naam });
    await expect(info).toContainText(prospect.email);
    await page.keyboard.press('Escape');
    await assign.getByRole('button', { name: `${prospect.naam} toewijzen` }).click();
    await expect(toast(page, 'Eigenaar toegewezen')).toBeVisible();
    await expect(row.getByRole('button', { name: `Eigenaar ${prospect.naam}` })).toBeVisible();
    await expect(slots).toHaveCount(3);
    expect(await storedValue(app, 'profiles', 'status', { id: prospect.id })).toBe('eigenaar');

    // An already-owner cannot be selected again.
    await slots.first().click();
    await assign.getByLabel('Zoek gebruiker').fill(prospect.naam);
    await expect(assign.getByRole('button', { name: `${prospect.naam} toewijzen` })).toBeDisabled();
    // Nor can the owner of another camper (one camper per owner), and the row says which one.
    const elsewhere = await createUser('owner');
    const otherCamper = await app.db
      .selectFrom('campers')
      .select('naam')
      .where('id', '=', elsewhere.camperId ?? '')
      .executeTakeFirstOrThrow();
    await assign.getByLabel('Zoek gebruiker').fill(elsewhere.naam);
    const elsewhereButton = assign.getByRole('button', { name: `${elsewhere.naam} toewijzen` });
    await expect(elsewhereButton).toBeDisabled();
    await expect(assign.getByText(`Eigenaar van ${otherCamper.naam}`)).toBeVisible();
    await page.keyboard.press('Escape');

    // Visibility in camper-finding.
    const visible = row.getByLabel(`${naam} tonen in camper vinden`);
    await expect(visible).toBeChecked();
    // The switch is a label around a visually hidden checkbox: click what a user sees.
    await row.locator('label[data-scope="switch"]').click();
    await expect(toast(page, 'Zichtbaarheid aangepast')).toBeVisible();
    await expect(visible).not.toBeChecked();

    // Status dropdown.
    await row.getByRole('combobox', { name: `Status van ${naam}` }).click();
    await page.getByRole('option', { name: 'Volzet' }).click();
    await expect(toast(page, 'Status aangepast')).toBeVisible();
    const saved = await app.db
      .selectFrom('campers')
      .select(['status', 'toont_in_camper_vinden'])
      .where('id', '=', camper.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ status: 'volzet', toont_in_camper_vinden: 0 });

    // A camper with owners cannot be deleted: the server's message shows.
    await row.getByRole('button', { name: `${naam} verwijderen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    // The confirmation stays open and says why, and its cancel button now closes it.
    const refused = page.getByRole('alertdialog');
    await expect(
      refused.getByText('Deze camper heeft nog eigenaars of reserveringen en kan niet verwijderd worden.'),
    ).toBeVisible();
    await refused.getByRole('button', { name: 'Sluiten' }).click();
    await expect(row).toBeVisible();
  });

  test('een admin bewerkt een camper en uploadt hoofdfoto en camperfiche', async ({ page, app }) => {
    const camperId = await app.createCamper({ naam: 'Fotocamper' });

    await page.goto('/admin/dashboard/campers');
    await page.getByRole('button', { name: 'Fotocamper bewerken' }).click();
    const form = page.getByRole('dialog', { name: 'Camper bewerken' });
    await expect(form.getByLabel('Naam')).toHaveValue('Fotocamper');
    await form.getByLabel('Naam').fill('Fotocamper Deluxe');
    const upload = (label: string) =>
      form
        .locator('[data-scope="file-upload"][data-part="root"]')
        .filter({ hasText: label })
        .locator('input[type="file"]');
    await upload('Hoofdfoto').setInputFiles({ name: 'voorkant.png', mimeType: 'image/png', buffer: PNG });
    await upload('Camperfiche (PDF)').setInputFiles({
      name: 'fiche.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Camper bijgewerkt')).toBeVisible();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'Fotocamper Deluxe' });
    await expect(row.getByRole('img', { name: 'Fotocamper Deluxe' })).toHaveAttribute('src', /^\/files\//);
    const saved = await app.db
      .selectFrom('campers')
      .select(['naam', 'hoofdfoto_url', 'pdf_url'])
      .where('id', '=', camperId)
      .executeTakeFirstOrThrow();
    expect(saved.naam).toBe('Fotocamper Deluxe');
    // Re-encoded on upload: stored as WebP with its smaller widths beside it (ADR 0030-image-pipeline.md).
    expect(saved.hoofdfoto_url).toMatch(/\.webp$/);
    expect(saved.pdf_url).toMatch(/\.pdf$/);
  });

  test('een admin bekijkt een eigenaar en haalt hem van de camper', async ({ page, app }) => {
    const camperId = await app.createCamper({ naam: 'Eigenaarscamper', aantal_sloten_eigenaars: 2 });
    const owner = await app.createOwner(camperId, { telefoonnummer: '06-11112222' });

    await page.goto('/admin/dashboard/campers');
    const row = page.getByRole('row').filter({ hasText: 'Eigenaarscamper' });
    await expect(row.getByRole('button', { name: 'Vrij slot: eigenaar toewijzen' })).toHaveCount(1);
    await row.getByRole('button', { name: `Eigenaar ${owner.naam}` }).click();
    const info = page.getByRole('dialog', { name: owner.naam });
    await expect(info).toContainText(owner.email);
    await expect(info).toContainText('06-11112222');
    await info.getByRole('button', { name: 'Eigenaar verwijderen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eigenaar verwijderen' }).click();
    await expect(toast(page, 'Eigenaar verwijderd')).toBeVisible();
    await expect(info).toBeHidden();
    await expect(row.getByRole('button', { name: 'Vrij slot: eigenaar toewijzen' })).toHaveCount(2);
    expect(await storedValue(app, 'profiles', 'status', { id: owner.id })).toBe('prospect');
  });

  test('een geweigerde foto laat de nieuwe camper bewaard en de dialoog open in bewerken', async ({
    page,
    app,
  }) => {
    await page.goto('/admin/dashboard/campers');
    await page.getByRole('button', { name: 'Nieuwe camper toevoegen' }).click();
    const form = page.getByRole('dialog', { name: 'Nieuwe camper toevoegen' });
    await form.getByLabel('Naam').fill('Nepfotocamper');
    await form.getByLabel('Merk').fill('Dethleffs');
    await form.getByLabel('Model').fill('Globebus');
    // Named and typed as a PNG, but not one: the server checks the content.
    await form
      .locator('[data-scope="file-upload"][data-part="root"]')
      .filter({ hasText: 'Hoofdfoto' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nep.png', mimeType: 'image/png', buffer: Buffer.from('geen echte foto') });
    await form.getByRole('button', { name: 'Camper toevoegen' }).click();
    await expect(page.getByText('nep.png: Dit bestandstype wordt niet ondersteund.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Camper bewerken' })).toBeVisible();
    const saved = await app.db
      .selectFrom('campers')
      .select('hoofdfoto_url')
      .where('naam', '=', 'Nepfotocamper')
      .executeTakeFirstOrThrow();
    expect(saved.hoofdfoto_url).toBeNull();
  });
});
