import { outboxNow } from '@camperdeel/bff/test/outbox';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';
import { PNG } from '../support/uploads.ts';

test.describe('admin users', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('een admin maakt een gebruiker aan en stelt zijn credits in', async ({ page, app }) => {
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

    // The list shows 50 at a time: find the member the way an admin of a big club does.
    await page.getByRole('searchbox', { name: 'Zoek gebruiker' }).fill(email);
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
    // A fraction is invalid input: 0 (docs/product/admin.md#validation-spec-5), never 125.
    await credits.getByLabel('Laagseizoen per jaar').fill('12,5');
    await credits.getByRole('button', { name: 'Credits opslaan' }).click();
    await expect(toast(page, 'Credits bijgewerkt')).toBeVisible();
    await expect(credits).toBeHidden();

    const rows = await app.db
      .selectFrom('user_credits')
      .select(['jaar', 'credits_hoogseizoen', 'credits_laagseizoen', 'toegekend_hoogseizoen'])
      .where('user_id', '=', user.id)
      .orderBy('jaar')
      .execute();
    expect(rows).toEqual([
      { jaar: startYear, credits_hoogseizoen: 10, credits_laagseizoen: 20, toegekend_hoogseizoen: 10 },
      { jaar: startYear + 1, credits_hoogseizoen: 6, credits_laagseizoen: 0, toegekend_hoogseizoen: 6 },
    ]);

    // Opening the dialog again shows what was saved.
    await row.getByRole('button', { name: `Credits van ${naam} beheren` }).click();
    await expect(credits.getByLabel('Hoogseizoen per jaar')).toHaveValue('6');
    await expect(credits.getByLabel('Hoogseizoen', { exact: true })).toHaveValue('10');
  });

  test('credits zijn een toekenning: opnieuw opslaan verandert niets, minder dan gebruikt wordt geweigerd', async ({
    page,
    app,
  }) => {
    const admin = await app.createAdmin();
    const camperId = await app.createCamper();
    const owner = await app.createOwner(camperId, { naam: 'Olga Opnieuw' });
    const thisYear = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(new Date()),
    );
    const next = thisYear + 1;
    const setting = {
      jaar: thisYear,
      credits_hoogseizoen: 2,
      credits_laagseizoen: 4,
      standaard: { credits_hoogseizoen: 2, credits_laagseizoen: 4 },
    };
    const put = await app.request(`/api/admin/users/${owner.id}/credits`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: setting,
    });
    expect(put.status).toBe(200);
    const reserved = await app.request('/api/owner/reservations', {
      json: { dagen: [`${next}-02-01`, `${next}-02-02`, `${next}-02-03`] },
      cookie: owner.cookie,
    });
    expect(reserved.status).toBe(201);
    const ledgerRows = async () =>
      (await app.db.selectFrom('credit_ledger').select('id').where('user_id', '=', owner.id).execute())
        .length;
    const ledgerBefore = await ledgerRows();

    await page.goto('/admin/dashboard');
    // The list shows 50 at a time: find the member the way an admin of a big club does.
    await page.getByRole('searchbox', { name: 'Zoek gebruiker' }).fill(owner.email);
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.getByRole('button', { name: 'Credits van Olga Opnieuw beheren' }).click();
    const credits = page.getByRole('dialog', { name: 'Credits beheren' });
    // The form holds what was granted, and the dialog shows what is left of it per year.
    await expect(credits.getByLabel('Laagseizoen', { exact: true })).toHaveValue('4');
    const granted = credits.getByRole('region', { name: 'Toegekend en over' });
    await expect(granted).toContainText(`${next}: hoogseizoen nog 2 van 2, laagseizoen nog 1 van 4`);
    await page.screenshot({ path: test.info().outputPath('credits-dialog.png') });

    // Saving it unchanged changes nothing.
    await credits.getByRole('button', { name: 'Credits opslaan' }).click();
    await expect(toast(page, 'Credits bijgewerkt')).toBeVisible();
    expect(await ledgerRows()).toBe(ledgerBefore);
    const after = await app.db
      .selectFrom('user_credits')
      .select(['credits_laagseizoen', 'toegekend_laagseizoen'])
      .where('user_id', '=', owner.id)
      .where('jaar', '=', next)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ credits_laagseizoen: 1, toegekend_laagseizoen: 4 });

    // A year outside the horizon is refused on the field; fewer than used is refused by the server.
    await row.getByRole('button', { name: 'Credits van Olga Opnieuw beheren' }).click();
    await credits.getByLabel('Startjaar').fill(String(thisYear + 2));
    await credits.getByRole('button', { name: 'Credits opslaan' }).click();
    await expect(credits).toContainText(
      `Credits kunnen alleen worden ingesteld voor dit en volgend kalenderjaar (${thisYear} en ${next}).`,
    );
    await credits.getByLabel('Startjaar').fill(String(thisYear));
    await credits.getByLabel('Laagseizoen per jaar').fill('2');
    await credits.getByRole('button', { name: 'Credits opslaan' }).click();
    await expect(
      page.getByText(`Voor ${next} zijn al 0 hoogseizoen- en 3 laagseizoencredits gebruikt`),
    ).toBeVisible();
    expect(await ledgerRows()).toBe(ledgerBefore);
  });

  test('een admin stuurt een wachtwoord-reset, bewerkt een gebruiker met foto en verwijdert hem', async ({
    page,
    app,
    createUser,
  }) => {
    const user = await createUser('prospect');

    await page.goto('/admin/dashboard');
    // The list shows 50 at a time: find the member the way an admin of a big club does.
    await page.getByRole('searchbox', { name: 'Zoek gebruiker' }).fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    // The rarer actions sit in the row's menu.
    await row.getByRole('button', { name: `Meer acties voor ${user.naam}` }).click();
    await page.getByRole('menuitem', { name: 'Wachtwoord reset versturen' }).click();
    const sent = toast(page, 'Wachtwoord reset verstuurd');
    await expect(sent).toBeVisible();
    // The toast sits bottom-right, over the last row's action buttons: close it as a user would.
    await sent.getByRole('button', { name: 'Sluiten' }).click();
    await expect(sent).toBeHidden();
    await expect.poll(() => outboxNow(app).some((mail) => mail.to === user.email)).toBe(true);

    await row.getByRole('button', { name: `${user.naam} bewerken` }).click();
    const edit = page.getByRole('dialog', { name: 'Gebruiker bewerken' });
    await expect(edit.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await edit
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: PNG });
    // The edit dialog is still open (a modal hides the toaster from the accessibility tree): look for the text.
    await expect(page.getByText('Foto geüpload')).toBeVisible();
    await edit.getByLabel('Naam').fill('Hernoemde Gebruiker');
    await edit.getByLabel('Status').selectOption({ label: 'Eigenaar' });
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toast(page, 'Gebruiker bijgewerkt')).toBeVisible();
    await expect(row).toContainText('Hernoemde Gebruiker');
    await expect(row).toContainText('Eigenaar');
    const profile = await app.db
      .selectFrom('profiles')
      .select(['naam', 'status', 'profielfoto_url'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ naam: 'Hernoemde Gebruiker', status: 'eigenaar' });
    // Re-encoded on upload: every image is stored as WebP.
    expect(profile.profielfoto_url).toMatch(/\.webp$/);

    await row.getByRole('button', { name: 'Meer acties voor Hernoemde Gebruiker' }).click();
    await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hernoemde Gebruiker verwijderen?' });
    await expect(confirm).toContainText(
      'Weet je zeker dat je deze gebruiker wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
    );
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toast(page, 'Gebruiker verwijderd')).toBeVisible();
    // The search for their e-mail now finds no one (the empty line names what was searched).
    await expect(row.getByRole('button', { name: 'Meer acties voor Hernoemde Gebruiker' })).toBeHidden();
    await expect(page.getByText(`Geen gebruikers gevonden voor "${user.email}"`)).toBeVisible();
  });
});
