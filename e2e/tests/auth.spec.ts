import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';

test.describe('registreren en inloggen', () => {
  test('landing → een camper vinden → drie registratiestappen → dashboard → uitloggen', async ({
    page,
    app,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'een camper vinden' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welkom bij Camperdeel' })).toBeVisible();

    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.getByRole('heading', { name: 'Basisgegevens' })).toBeVisible();
    const email = `nieuw-${Date.now()}@test.camperdeel.nl`;
    await page.getByLabel('Naam').fill('Sanne de Vries');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Wachtwoord').fill('zomer-aan-zee-2026');
    await page.getByRole('button', { name: 'Volgende' }).click();

    // Step 1 created the account (docs/product/public.md#screens-spec-2); steps 2 and 3 fill in the profile.
    await expect(page.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeVisible();
    await page.getByLabel('Beschrijving').fill('Wij reizen graag met z’n vieren door Frankrijk.');
    await page.getByLabel('Telefoonnummer').fill('0612345678');
    await page.getByLabel('Huisdieren').fill('Een hond');
    await page.getByRole('button', { name: 'Volgende' }).click();

    await expect(page.getByRole('heading', { name: 'Gezinsgegevens' })).toBeVisible();
    await page.getByLabel('Allergieën of intoleranties').fill('Noten');
    await page.getByLabel('Aantal familieleden').fill('4');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();

    const profile = await app.db
      .selectFrom('profiles')
      .select([
        'naam',
        'status',
        'beschrijving',
        'telefoonnummer',
        'huisdieren',
        'allergieen_intolleranties',
        'aantal_familieleden',
      ])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      naam: 'Sanne de Vries',
      status: 'prospect',
      beschrijving: 'Wij reizen graag met z’n vieren door Frankrijk.',
      telefoonnummer: '0612345678',
      huisdieren: 'Een hond',
      allergieen_intolleranties: 'Noten',
      aantal_familieleden: 4,
    });

    // docs/product/public.md#screens-spec-2: after logout the user goes to /.
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'een camper vinden' })).toBeVisible();
  });

  test('een prospect gaat na het inloggen naar /dashboard, ook als hij via "naar mijn camper" kwam', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, createUser }) => {
    const prospect = await createUser('prospect');
    await page.goto('/');
    await page.getByRole('link', { name: 'naar mijn camper' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=mijn-camper$/);
    await logInThroughForm(page, prospect.email, prospect.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
  });

  test('een eigenaar met redirect=mijn-camper gaat naar /mijn-camper', { tag: BROWSER_ONLY_TAG }, async ({
    page,
    createUser,
  }) => {
    const owner = await createUser('owner');
    await page.goto('/auth?redirect=mijn-camper');
    await logInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/mijn-camper$/);
    await expect(page.getByRole('heading', { name: 'Mijn Camper' })).toBeVisible();
  });

  test('een eigenaar zonder redirect gaat naar /dashboard', { tag: BROWSER_ONLY_TAG }, async ({
    page,
    createUser,
  }) => {
    const owner = await createUser('owner');
    await page.goto('/auth');
    await logInThroughForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
  });
});

async function logInThroughForm(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}
