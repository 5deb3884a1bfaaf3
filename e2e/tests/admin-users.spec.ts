import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe('admin users', () => {
  test('een admin maakt een gebruiker aan en stelt zijn credits in', async ({ page, app, loginAs }) => {
    await loginAs('admin');
    const email = `nieuw-${Date.now()}@test.camperdeel.nl`;
    const naam = 'Nina Nieuw';

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
    const create = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
    // Required fields are checked with the shared schema before anything is sent.
    await create.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
    await expect(create.getByText('Naam is verplicht')).toBeVisible();
    await create.getByLabel('Naam').fill(naam);
    await create.getByLabel('E-mail').fill(email);
    await create.getByLabel('Wachtwoord').fill('kampeer-2027');
    await create.getByRole('button', { name: 'Gebruiker aanmaken' }).click();
    await expect(toast(page, 'Gebruiker aangemaakt')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(naam);
    await expect(row).toContainText('Prospect');
    const user = await app.db
      .selectFrom('profiles')
      .select(['id', 'status', 'telefoonnummer'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'prospect', telefoonnummer: null });

    // Credits: start year with its own credits, the yearly standard after it; invalid input becomes 0.
    const startYear = new Date().getFullYear();
    await row.getByRole('button', { name: `Credits van ${naam} beheren` }).click();
    const credits = page.getByRole('dialog', { name: 'Credits beheren' });
    await credits.getByLabel('Startjaar').fill(String(startYear));
    await credits.getByLabel('Hoogseizoen', { exact: true }).fill('10');
    await credits.getByLabel('Laagseizoen', { exact: true }).fill('20');
    await credits.getByLabel('Hoogseizoen per jaar').fill('6');
    await credits.getByLabel('Laagseizoen per jaar').fill('');
    await credits.getByRole('button', { name: 'Credits opslaan' }).click();
    await expect(toast(page, 'Credits bijgewerkt')).toBeVisible();
    await expect(credits).toBeHidden();

    const rows = await app.db
      .selectFrom('user_credits')
      .select(['jaar', 'credits_hoogseizoen', 'credits_laagseizoen'])
      .where('user_id', '=', user.id)
      .orderBy('jaar')
      .execute();
    expect(rows).toEqual([
      { jaar: startYear, credits_hoogseizoen: 10, credits_laagseizoen: 20 },
      { jaar: startYear + 1, credits_hoogseizoen: 6, credits_laagseizoen: 0 },
    ]);

    // Opening the dialog again shows what was saved.
    await row.getByRole('button', { name: `Credits van ${naam} beheren` }).click();
    await expect(credits.getByLabel('Hoogseizoen per jaar')).toHaveValue('6');
    await expect(credits.getByLabel('Hoogseizoen', { exact: true })).toHaveValue('10');
  });
});
