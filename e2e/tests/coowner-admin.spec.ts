import { expectAccessible, giveCredits, NEXT_YEAR, reserveAs, shoot } from '../support/coowner.ts';
import { openDialogOnceListed } from '../support/dialogs.ts';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe.configure({ timeout: 180_000 });

test.describe('mede-eigenaarschap: beheer', () => {
  test('blokkade toevoegen over een reservering (conflict getoond), weigeren buiten de horizon, verwijderen; logboek per camper', async ({
    page,
    app,
    adminWithCamper,
  }) => {
    const {
      owners: [owner],
    } = await adminWithCamper('Blokkadecamper', ['Olga Smit']);
    await reserveAs(app, owner, [`${NEXT_YEAR}-02-10`]);

    await page.goto('/admin/dashboard/campers');
    const dialog = await openDialogOnceListed(page, 'Blokkades van Blokkadecamper');
    await expect(dialog).toContainText('Geen blokkades.');
    await dialog.getByLabel('Van').fill(`${NEXT_YEAR + 1}-01-01`);
    await dialog.getByLabel('Tot en met').fill(`${NEXT_YEAR + 1}-01-02`);
    await dialog.getByRole('button', { name: 'Blokkade toevoegen' }).click();
    await expect(dialog.getByRole('alert')).toContainText('dit en volgend kalenderjaar');
    await expect(dialog).toContainText('Geen blokkades.');

    await dialog.getByLabel('Van').fill(`${NEXT_YEAR}-02-09`);
    await dialog.getByLabel('Tot en met').fill(`${NEXT_YEAR}-02-11`);
    await dialog.getByLabel('Reden').fill('Schade aan de luifel');
    await dialog.getByRole('button', { name: 'Blokkade toevoegen' }).click();
    // The modal hides the rest of the page from the accessibility tree, the toast included: find it by its text.
    await expect(page.getByText('Blokkade toegevoegd')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Blokkades' });
    await expect(list).toContainText('Schade aan de luifel');
    await expect(list).toContainText('Valt over reserveringen van Olga Smit');
    await expectAccessible(page);
    await shoot(page, 'coowner-admin-blokkades');

    await list.getByRole('button', { name: /Blokkade .* verwijderen/ }).click();
    await expect(page.getByText('Blokkade verwijderd')).toBeVisible();
    await expect(dialog).toContainText('Geen blokkades.');
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click();

    await page.getByRole('button', { name: 'Overdrachtlogboek van Blokkadecamper' }).click();
    await expect(page.getByRole('dialog', { name: 'Overdrachtlogboek van Blokkadecamper' })).toContainText(
      'Nog geen overdrachten geregistreerd.',
    );
  });

  test('reserveren en annuleren namens een eigenaar, met dezelfde regels en credits', async ({
    page,
    app,
    adminWithCamper,
  }) => {
    const {
      admin,
      owners: [owner],
    } = await adminWithCamper('Namenscamper', ['Piet Namens']);
    await giveCredits(app, admin, owner, 3);

    await page.goto('/admin/dashboard/reserveringen');
    const card = page.getByRole('region', { name: 'Reserveren namens een eigenaar' });
    await card.getByLabel('Camper').selectOption({ label: 'Namenscamper' });
    await card.getByLabel('Eigenaar').selectOption({ label: 'Piet Namens' });
    // Four low-season days with three credits: refused with the owner's own Dutch message.
    await card.getByLabel('Van').fill(`${NEXT_YEAR}-10-05`);
    await card.getByLabel('Tot en met').fill(`${NEXT_YEAR}-10-08`);
    await card.getByRole('button', { name: 'Reserveren' }).click();
    await expect(card.getByRole('alert')).toContainText('Niet genoeg credits');

    await card.getByLabel('Tot en met').fill(`${NEXT_YEAR}-10-06`);
    await card.getByRole('button', { name: 'Reserveren' }).click();
    await expect(toast(page, 'Reservering gemaakt')).toBeVisible();
    const reservations = card.getByRole('list', { name: 'Reserveringen van Namenscamper' });
    await expect(reservations).toContainText('Piet Namens');
    await expectAccessible(page);
    await shoot(page, 'coowner-admin-reserveringen');

    await reservations.getByRole('button', { name: /annuleren/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await expect(toast(page, 'Reservering verwijderd')).toBeVisible();
    await expect(card).toContainText('Deze camper heeft geen reserveringen.');
    const credits = await app.request('/api/owner/credits', { cookie: owner.cookie });
    const rows = ((await credits.json()) as { credits: { jaar: number; credits_laagseizoen: number }[] })
      .credits;
    expect(rows.find((r) => r.jaar === NEXT_YEAR)?.credits_laagseizoen).toBe(3);
  });
});
