import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe('admin', () => {
  test('een niet-admin wordt bij /admin geweigerd en krijgt geen sessie', async ({
    page,
    context,
    createUser,
    app,
  }) => {
    const prospect = await createUser('prospect');
    const sessionsOf = () =>
      app.db.selectFrom('sessions').select('id').where('user_id', '=', prospect.id).execute();
    const sessionsBefore = await sessionsOf();
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(prospect.email);
    await page.getByLabel('Wachtwoord').fill(prospect.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    await expect(toast(page, 'Je hebt geen admin rechten.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('camperdeel_session');
    // The refused login created no session (the server answered 403 not_admin before making one).
    expect(await sessionsOf()).toEqual(sessionsBefore);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('een admin logt in op /admin en komt op /admin/dashboard', async ({ page, createUser }) => {
    const admin = await createUser('admin');
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Wachtwoord').fill(admin.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Admin navigatie' })).toBeVisible();
  });

  test('de admin-bewaking: anoniem → /admin', async ({ page }) => {
    await page.goto('/admin/dashboard/campers');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  });

  test('de admin-bewaking: geen admin → / met "Toegang geweigerd - Je hebt geen admin rechten."', async ({
    page,
    loginAs,
  }) => {
    await loginAs('prospect');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Toegang geweigerd')).toContainText('Je hebt geen admin rechten.');
    await expect(page.getByRole('link', { name: 'een camper vinden' })).toBeVisible();
  });
});

test.describe('mijn camper', () => {
  test('de eigenaar-bewaking: anoniem → /auth', async ({ page }) => {
    await page.goto('/mijn-camper/kalender');
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Welkom bij Camperdeel' })).toBeVisible();
  });

  test('de eigenaar-bewaking: geen camper → "Geen camper toegewezen" en /dashboard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('prospect');
    await page.goto('/mijn-camper');
    await expect(toast(page, 'Geen camper toegewezen')).toContainText(
      'Je hebt nog geen camper toegewezen gekregen.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
  });
});
