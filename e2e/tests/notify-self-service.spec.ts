import { createSession } from '@camperdeel/bff/auth/sessions';
import { applyFor } from '../support/applications.ts';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe('zelf regelen', () => {
  test('wachtwoord wijzigen, een andere sessie afmelden en mail per soort uitzetten', async ({
    page,
    app,
    loginAs,
  }) => {
    const me = await loginAs('prospect');
    // Two other devices of the same member.
    await createSession(
      app.db,
      me.id,
      new Date(),
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
    );
    await createSession(
      app.db,
      me.id,
      new Date(),
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );

    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Wachtwoord wijzigen' })).toBeVisible();

    await page.getByLabel('Huidig wachtwoord').fill('niet-het-goede');
    await page.getByLabel('Nieuw wachtwoord').fill('een-heel-nieuw-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(toast(page, 'Je huidige wachtwoord klopt niet.')).toBeVisible();

    const sessions = page.getByRole('list', { name: 'Actieve sessies' });
    await expect(sessions.getByText('Deze sessie')).toBeVisible();
    await expect(sessions.getByText('Safari op iPhone')).toBeVisible();
    await page.getByRole('button', { name: 'Safari op iPhone afmelden' }).click();
    await expect(toast(page, 'Sessie afgemeld')).toBeVisible();
    await expect(sessions.getByText('Safari op iPhone')).toHaveCount(0);

    await page.getByLabel('Huidig wachtwoord').fill(me.password);
    await page.getByLabel('Nieuw wachtwoord').fill('een-heel-nieuw-wachtwoord');
    await expect(sessions.getByText('Firefox op Linux')).toBeVisible();
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(toast(page, 'Wachtwoord gewijzigd')).toBeVisible();
    // The other devices are signed out, and the list says so without a reload.
    await expect(sessions.getByText('Firefox op Linux')).toHaveCount(0);
    await expect(sessions.getByText('Deze sessie')).toBeVisible();

    // The switch is a label around a visually hidden checkbox: click what a user sees.
    const factuur = page.getByRole('checkbox', { name: 'Nieuwe factuur voor jou' });
    await expect(factuur).toBeChecked();
    await page.locator('label[data-scope="switch"]').filter({ hasText: 'Nieuwe factuur voor jou' }).click();
    await expect(factuur).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Nieuwe factuur voor jou' })).not.toBeChecked();
    // Admin-only kinds are not offered to a member.
    await expect(page.getByRole('checkbox', { name: 'Nieuwe aanmelding ontvangen (beheer)' })).toHaveCount(0);
  });

  test('een open aanmelding intrekken en mijn gegevens downloaden', async ({ page, app, loginAs }) => {
    const me = await loginAs('prospect');
    const camperId = await app.createCamper({ naam: 'Intrekcamper' });
    await applyFor(app, me, camperId);

    await page.goto('/dashboard/aanmeldingen');
    await page.getByRole('button', { name: 'Aanmelding voor Intrekcamper intrekken' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Intrekken' }).click();
    await expect(toast(page, 'Aanmelding ingetrokken')).toBeVisible();
    await expect(page.getByText('Je hebt je nog niet aangemeld voor een camper.')).toBeVisible();

    await page.goto('/dashboard/profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('camperdeel-mijn-gegevens.json');
  });

  test('een eigenaar kan zijn account niet verwijderen en ziet waarom', async ({ page, loginAs }) => {
    const me = await loginAs('owner');
    await page.goto('/mijn-camper/profiel');
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Wachtwoord').fill(me.password);
    await dialog.getByRole('button', { name: 'Account verwijderen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Je bent nog eigenaar van een camper.' }).first(),
    ).toBeVisible();
  });

  test('een zoeker verwijdert zijn account met zijn wachtwoord', async ({ page, app, loginAs }) => {
    const me = await loginAs('prospect');
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Wachtwoord').fill('fout-wachtwoord');
    await dialog.getByRole('button', { name: 'Account verwijderen' }).click();
    // The refusal shows inside the open dialog, which says what to do.
    await expect(dialog.getByText(/Je huidige wachtwoord klopt niet\./)).toBeVisible();
    await dialog.getByLabel('Wachtwoord').fill(me.password);
    await dialog.getByRole('button', { name: 'Account verwijderen' }).click();
    await expect(page).toHaveURL(`${app.url}/`);
    const gone = await app.db.selectFrom('users').select('id').where('id', '=', me.id).execute();
    expect(gone).toEqual([]);
  });
});
