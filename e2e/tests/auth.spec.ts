import { logInThroughForm, registerBasics } from '../support/auth-form.ts';
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
    // Step 1 created the account (docs/product/public.md#screens-spec-2); steps 2 and 3 fill in the profile.
    const email = await registerBasics(page, 'Sanne de Vries', 'nieuw');
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

  for (const { title, path, landsOn, heading } of [
    {
      title: 'een eigenaar met redirect=mijn-camper gaat naar /mijn-camper',
      path: '/auth?redirect=mijn-camper',
      landsOn: /\/mijn-camper$/,
      heading: 'Mijn Camper',
    },
    {
      title: 'een eigenaar zonder redirect gaat naar /dashboard',
      path: '/auth',
      landsOn: /\/dashboard$/,
      heading: 'Beschikbare campers',
    },
  ]) {
    test(title, { tag: BROWSER_ONLY_TAG }, async ({ page, createUser }) => {
      const owner = await createUser('owner');
      await page.goto(path);
      await logInThroughForm(page, owner.email, owner.password);
      await expect(page).toHaveURL(landsOn);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }
});
