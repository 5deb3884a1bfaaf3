import { applyFor } from '../support/applications.ts';
import { test as base, type E2eUser, expect } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

/**
 * `adminWithApplication(naam, plaatsen)`: an admin signed in, and a new prospect who applied for a new camper by this
 * name with this many owner places.
 */
const test = base.extend<{
  adminWithApplication: (naam: string, plaatsen: number) => Promise<{ camperId: string; prospect: E2eUser }>;
}>({
  adminWithApplication: async ({ app, loginAs, createUser }, use) => {
    await use(async (naam, plaatsen) => {
      await loginAs('admin');
      const camperId = await app.createCamper({ naam, aantal_sloten_eigenaars: plaatsen });
      const prospect = await createUser('prospect');
      await applyFor(app, prospect, camperId);
      return { camperId, prospect };
    });
  },
});

test.describe('admin applications and reservations', () => {
  test('een admin bekijkt en verwijdert een aanmelding', async ({ page, app, adminWithApplication }) => {
    const { prospect } = await adminWithApplication('Aanmeldcamper', 3);

    await page.goto('/admin/dashboard/aanmeldingen');
    const row = page.getByRole('row').filter({ hasText: prospect.naam });
    await expect(row).toContainText('Aanmeldcamper');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');

    await row.getByRole('button', { name: /^Aanmeldcamper/ }).click();
    await expect(page.getByRole('dialog', { name: 'Aanmeldcamper' })).toContainText('0 / 3 ingevuld');
    await page.keyboard.press('Escape');

    // The filter works on the camper name.
    await page.getByLabel('Zoek op campernaam').fill('andere camper');
    await expect(page.getByText('Geen aanmeldingen gevonden voor "andere camper"')).toBeVisible();
    await page.getByLabel('Zoek op campernaam').fill('aanmeld');
    await row.getByRole('button', { name: `Aanmelding van ${prospect.naam} verwijderen` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Aanmelding verwijderd')).toBeVisible();
    await expect(row).toBeHidden();
    const left = await app.db
      .selectFrom('aanmeldingen')
      .select('id')
      .where('user_id', '=', prospect.id)
      .execute();
    expect(left).toEqual([]);
  });

  test('Toegewezen kiezen maakt de aanvrager eigenaar, na een vraag', async ({
    page,
    app,
    adminWithApplication,
  }) => {
    const { camperId, prospect } = await adminWithApplication('Toewijscamper', 2);

    await page.goto('/admin/dashboard/aanmeldingen');
    const row = page.getByRole('row').filter({ hasText: prospect.naam });
    const status = row.getByRole('combobox', { name: `Status van de aanmelding van ${prospect.naam}` });
    await status.click();
    await page.getByRole('option', { name: 'Toegewezen' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`${prospect.naam} wordt eigenaar van Toewijscamper.`);
    // Terug changes nothing.
    await ask.getByRole('button', { name: 'Terug' }).click();
    await expect(ask).toBeHidden();
    const owners = () =>
      app.db.selectFrom('camper_eigenaars').select('user_id').where('camper_id', '=', camperId).execute();
    expect(await owners()).toEqual([]);

    await status.click();
    await page.getByRole('option', { name: 'Toegewezen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Toewijzen' }).click();
    await expect(toast(page, 'Status aangepast')).toBeVisible();
    expect(await owners()).toEqual([{ user_id: prospect.id }]);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  });

  test('het reserveringsoverzicht toont een volle camper, niet een met open plaatsen', async ({
    page,
    app,
    loginAs,
  }) => {
    const admin = await loginAs('admin');
    const full = await app.createCamper({ naam: 'Volle Camper', merk: 'Knaus', aantal_sloten_eigenaars: 1 });
    const open = await app.createCamper({ naam: 'Halve Camper', aantal_sloten_eigenaars: 2 });
    const jaar = new Date().getFullYear() + 1;
    for (const camperId of [full, open]) {
      const owner = await app.createOwner(camperId, {
        naam: camperId === full ? 'Zoë Vollenhove' : 'Piet Half',
      });
      const credits = await app.request(`/api/admin/users/${owner.id}/credits`, {
        method: 'PUT',
        json: {
          jaar,
          credits_hoogseizoen: 10,
          credits_laagseizoen: 10,
          standaard: { credits_hoogseizoen: 10, credits_laagseizoen: 10 },
        },
        cookie: admin.cookie,
      });
      expect(credits.status).toBe(200);
      // Two low-season days in March, reserved through the owner's own endpoint.
      const reserved = await app.request('/api/owner/reservations', {
        json: { dagen: [`${jaar}-03-10`, `${jaar}-03-11`] },
        cookie: owner.cookie,
      });
      expect(reserved.status).toBe(201);
    }

    await page.goto('/admin/dashboard/reserveringen');
    const row = page.getByRole('row').filter({ hasText: 'Volle Camper' });
    await expect(row).toContainText('Knaus - B-Klasse');
    await expect(row).toContainText(String(jaar));
    await expect(row).toContainText('2 dagen');
    await expect(page.getByRole('row').filter({ hasText: 'Halve Camper' })).toHaveCount(0);

    await page.getByLabel('Zoek camper').fill('knaus');
    await expect(row).toBeVisible();
    await page.getByLabel('Zoek camper').fill('hymer');
    await expect(page.getByText('Geen reserveringen gevonden voor "hymer"')).toBeVisible();
    // The server searches the member's name too, whatever the accents, and counts what it found.
    await page.getByLabel('Zoek camper').fill('zoe vollenhove');
    await expect(row).toContainText('Zoë Vollenhove');
    await expect(page.getByText('1 regel', { exact: true })).toBeVisible();
    await page.getByLabel('Zoek camper').fill('piet half');
    await expect(page.getByText('Geen reserveringen gevonden voor "piet half"')).toBeVisible();
  });
});
