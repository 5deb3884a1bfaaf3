import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { toast } from '../support/toasts.ts';
import { PNG } from '../support/uploads.ts';

test('Mijn Profiel: foto uploaden, gegevens opslaan, dan naar /dashboard; de toegewezen camper met details', async ({
  page,
  app,
  loginAs,
}) => {
  const owner = await loginAs('owner');
  const camperNaam = (
    await app.db
      .selectFrom('campers')
      .select('naam')
      .where('id', '=', owner.camperId ?? '')
      .executeTakeFirstOrThrow()
  ).naam;

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Mijn Profiel', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(owner.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();
  await expect(page.getByText('E-mailadres kan niet worden gewijzigd')).toBeVisible();

  // The assigned camper: a details dialog and the way into the owner area.
  const assigned = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Mijn campers' }) });
  await expect(assigned).toContainText(camperNaam);
  await expect(assigned.getByRole('link', { name: 'Ga naar mijn camper' })).toHaveAttribute(
    'href',
    '/auth?redirect=mijn-camper',
  );
  await assigned.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: camperNaam });
  await expect(details).toContainText('Full service fee');
  await details.getByRole('button', { name: 'Sluiten' }).click();
  await expect(details).toBeHidden();

  // Photo: images only; a real one is stored and shown.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Nieuwe profielfoto kiezen' }).click();
  await (await chooser).setFiles({ name: 'ik.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Foto geüpload')).toContainText('Je profielfoto is succesvol bijgewerkt.');
  await expect(page.locator('img[src^="/files/profile-photos/"]')).toBeVisible();

  // Validation in the spec's words, then a save that lands on /dashboard.
  await page.getByLabel('Naam').fill('');
  await page.getByLabel('Aantal familieleden').fill('0');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(page.getByText('Naam is verplicht')).toBeVisible();
  await expect(page.getByText('Aantal familieleden moet minimaal 1 zijn')).toBeVisible();

  await page.getByLabel('Naam').fill('Eva Eigenaar');
  await page.getByLabel('Huisdieren').fill('Twee katten');
  await page.getByLabel('Aantal familieleden').fill('3');
  await page.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(toast(page, 'Profiel opgeslagen')).toContainText('Je gegevens zijn succesvol bijgewerkt.');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();

  const profile = await app.db
    .selectFrom('profiles')
    .select(['naam', 'huisdieren', 'aantal_familieleden', 'profielfoto_url'])
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  expect(profile).toMatchObject({ naam: 'Eva Eigenaar', huisdieren: 'Twee katten', aantal_familieleden: 3 });
  expect(profile.profielfoto_url).toMatch(/^\/files\/profile-photos\//);
});

test('Hoe werkt het: de vier stappen, de fee en de vragen', { tag: BROWSER_ONLY_TAG }, async ({
  page,
  loginAs,
}) => {
  await loginAs('prospect');
  await page.goto('/dashboard/how-it-works');
  await expect(page.getByRole('heading', { name: 'Hoe werkt medeeigenaarschap?' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(4);
  await expect(page.getByText(/€\s160,00 per maand per eigenaar/)).toBeVisible();
  await expect(
    page.getByText('Die fee dekt onderhoud, verzekering, administratie en stalling.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veelgestelde vragen' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Navigatie dashboard' })
      .getByRole('link', { name: 'Hoe werkt het' }),
  ).toHaveAttribute('aria-current', 'page');
});
