import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';

const SIZES = [
  ['telefoon', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

test.describe('logboek', () => {
  test('een admin leest het logboek als zinnen met namen, filtert op soort en volgt de link naar de gebruiker', async ({
    page,
    app,
    loginAs,
  }) => {
    const admin = await loginAs('admin');
    const user = await app.createProspect();
    // The server is shared by the worker's journeys: a name of its own finds this journey's events.
    const naam = `Jan de Boer ${randomUUID().slice(0, 6)}`;
    const res = await app.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { naam },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const failed = await app.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'fout-fout' },
    });
    expect(failed.status).toBe(401);

    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin navigatie' })
      .getByRole('link', { name: 'Logboek' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/logboek$/);
    const table = page.getByRole('table', { name: 'Logboek' });
    const edit = table.getByRole('row').filter({ hasText: `Gegevens van ${naam} gewijzigd` });
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText(admin.naam);
    // A readable log: no routes, no raw JSON.
    await expect(table.getByText('/api/admin')).toHaveCount(0);
    await expect(page.getByText(/^[\d.]+( van (minstens )?[\d.]+)? gebeurtenis(sen)?$/)).toBeVisible();

    // Filter by kind, chosen by its sentence.
    await page.getByRole('combobox', { name: 'Soort' }).click();
    await page.getByRole('option', { name: 'Mislukte inlogpoging', exact: true }).click();
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(table.getByRole('row').filter({ hasText: `Mislukte inlogpoging voor ${naam}` })).toHaveCount(
      1,
    );
    await expect(edit).toHaveCount(0);
    await page.getByRole('button', { name: 'Wissen' }).click();

    // The text search finds this admin's events on the server.
    await page.getByRole('searchbox', { name: 'Zoek in logboek' }).fill(admin.naam);
    await expect(edit).toHaveCount(1);

    // The link opens the users tab searched for the member's name.
    await edit.getByRole('link', { name: `Naar gebruiker ${naam}` }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?zoek=/);
    await expect(page.getByRole('searchbox', { name: 'Zoek gebruiker' })).toHaveValue(naam);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toHaveCount(1);
  });

  test('het logboek en de gebruikerstabel passen op 390 en 1440 px; verwijderen noemt de gebruiker', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, app, loginAs }) => {
    const admin = await loginAs('admin');
    const naam = `Pien Passend ${randomUUID().slice(0, 6)}`;
    const user = await app.createProspect({ naam });
    const res = await app.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { telefoonnummer: '0612345678' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);

    await page.goto(`/admin/dashboard/logboek?zoek=${encodeURIComponent(admin.naam)}`);
    await expect(page.getByRole('table', { name: 'Logboek' })).toContainText(
      `Gegevens van ${naam} gewijzigd`,
    );
    await expect(page.getByRole('heading', { name: 'Mailwachtrij' })).toBeVisible();
    await shoot(page, 'logboek');

    // Within the app, as an admin goes: the tab, then the search.
    await page
      .getByRole('navigation', { name: 'Admin navigatie' })
      .getByRole('link', { name: 'Gebruikers' })
      .click();
    await page.getByRole('searchbox', { name: 'Zoek gebruiker' }).fill(naam);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row).toHaveCount(1);
    await shoot(page, 'gebruikers', row.getByRole('button', { name: `Meer acties voor ${naam}` }));

    // The rarer actions sit in the row's menu; the confirmation names whom it deletes, above the spec's text.
    await row.getByRole('button', { name: `Meer acties voor ${naam}` }).click();
    await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
    const confirm = page.getByRole('alertdialog', { name: `${naam} verwijderen?` });
    await expect(confirm).toContainText('Weet je zeker dat je deze gebruiker wilt verwijderen?');
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(confirm).toBeHidden();
  });
});

/** The page at both sizes: nothing pans sideways, `inSight` (a row's actions) stays in view, axe passes, a PNG each. */
async function shoot(page: Page, name: string, inSight?: Locator): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    if (inSight) await expect(inSight).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} op ${size} schuift opzij`).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
}
