import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('logboek', () => {
  test('een admin leest en filtert het logboek en ziet de mailwachtrij', async ({ page, app, loginAs }) => {
    const admin = await loginAs('admin');
    const user = await app.createProspect();
    const res = await app.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { naam: 'Gewijzigd Door Admin' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    const failed = await app.request('/api/auth/login', {
      json: { email: user.email, wachtwoord: 'fout-fout' },
    });
    expect(failed.status).toBe(401);

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Logboek' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/logboek$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Logboek' });
    // The server is shared by the worker's journeys, so the log holds their entries too: find this admin's own.
    const ownEdit = table
      .getByRole('row')
      .filter({ hasText: admin.naam })
      .filter({ hasText: 'PATCH /api/admin/users/:id' });
    await expect(ownEdit).toHaveCount(1);
    await expect(table.getByText('login_mislukt').first()).toBeVisible();

    // The log pages on the server: the count of every matching event is under the rows.
    await expect(page.getByText(/^[\d.]+( van [\d.]+)? gebeurtenis(sen)?$/)).toBeVisible();

    await page.getByLabel('Soort').fill('login');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await expect(table.getByText('PATCH /api/admin/users/:id')).toHaveCount(0);
    await expect(table.getByText('login_mislukt').first()).toBeVisible();

    // The search box searches actor, kind and target on the server, on top of the filters, whatever the case.
    await page.getByLabel('Soort').fill('');
    await page.getByRole('button', { name: 'Filteren' }).click();
    await page.getByRole('searchbox', { name: 'Zoek in logboek' }).fill(admin.naam.toUpperCase());
    await expect(ownEdit).toHaveCount(1);
    await expect(table.getByText('login_mislukt')).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Mailwachtrij' })).toBeVisible();
    await expect(page.getByText(/Verzonden: \d+/)).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    for (const [name, size] of [
      ['telefoon', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: test.info().outputPath(`logboek-${name}.png`), fullPage: true });
    }
  });
});
