import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

// A 1×1 PNG: the upload checks the content, not only the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('mijn profiel', () => {
  test('een eigenaar slaat zijn profiel op, uploadt een foto en opent de mede-eigenaars', async ({
    page,
    app,
    loginAs,
  }) => {
    const me = await loginAs('owner');
    await app.createOwner(me.camperId ?? '', { naam: 'Anna Jansen', telefoonnummer: '06-11112222' });
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/api/me/profile'))
        patches.push(request.url());
    });

    await page.goto('/mijn-camper/profiel');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toBeVisible();
    await expect(page.getByText('Beheer je persoonlijke gegevens')).toBeVisible();
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveValue(me.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('E-mailadres kan niet worden gewijzigd')).toBeVisible();

    // Naam is required: the form says so and sends nothing.
    await page.getByLabel('Naam').fill(' ');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page.getByText('Naam is verplicht')).toBeVisible();
    expect(patches).toHaveLength(0);

    await page.getByLabel('Naam').fill('Jan de Boer');
    await page.getByLabel('Beschrijving').fill('Rijdt graag naar Zeeland.');
    await page.getByLabel('Telefoonnummer').fill('06-98765432');
    await page.getByLabel('Huisdieren').fill('Een hond');
    await page.getByLabel('Allergieën of intoleranties').fill('Noten');
    await page.getByLabel('Aantal familieleden').fill('3');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(toast(page, 'Profiel opgeslagen')).toContainText('Je gegevens zijn succesvol bijgewerkt.');
    const saved = await (await page.request.get('/api/me/profile')).json();
    expect(saved.profile).toMatchObject({
      naam: 'Jan de Boer',
      beschrijving: 'Rijdt graag naar Zeeland.',
      telefoonnummer: '06-98765432',
      huisdieren: 'Een hond',
      allergieen_intolleranties: 'Noten',
      aantal_familieleden: 3,
      email: me.email,
    });

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Foto geüpload')).toContainText('Je profielfoto is succesvol bijgewerkt.');
    await expect(page.getByRole('img', { name: 'Jan de Boer' }).locator('xpath=self::img')).toHaveAttribute(
      'src',
      /profile-photos/,
    );

    await page.reload();
    await expect(page.getByLabel('Naam')).toHaveValue('Jan de Boer');
    await expect(page.getByLabel('Aantal familieleden')).toHaveValue('3');

    await page.getByRole('link', { name: 'Mede-eigenaars' }).click();
    await expect(page).toHaveURL(/\/mijn-camper\/mede-eigenaars$/);
    await expect(page).toHaveTitle('Mede-eigenaars | Camperdeel');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Anna Jansen']);
    await expect(page.getByRole('link', { name: '06-11112222' })).toHaveAttribute('href', 'tel:06-11112222');
  });
});
