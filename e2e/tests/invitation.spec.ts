import { mailsTo } from '@camperdeel/bff/test/outbox';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe('uitnodiging', () => {
  test('een door de beheerder aangemaakte gebruiker kiest via de welkomstmail zelf een wachtwoord', async ({
    page,
    app,
  }, testInfo) => {
    const admin = await app.createAdmin();
    const email = `uitgenodigd-${Date.now()}@test.camperdeel.nl`;
    const created = await fetch(`${app.url}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: app.url },
      body: JSON.stringify({ email, naam: 'Ula Uitgenodigd', status: 'prospect' }),
    });
    expect(created.status).toBe(201);
    // Mail goes out after the server's answer: this waits for the queue.
    const [mail] = await mailsTo(app, email);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Welkom! Kies je wachtwoord' })).toBeVisible();
    await expect(page.getByText('Er is een account voor je aangemaakt.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('uitnodiging-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('uitnodiging-1440.png'), fullPage: true });

    const field = page.getByLabel('Kies een wachtwoord');
    await field.fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByText('Wachtwoord moet minimaal 6 tekens bevatten')).toBeVisible();
    await field.fill('mijn-camper-2027');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(toast(page, 'Wachtwoord ingesteld')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email, wachtwoord: 'mijn-camper-2027' }),
    });
    expect(login.status).toBe(200);

    // The link works once: opened again it says so in Dutch.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Kies een wachtwoord').fill('nog-een-wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByText('Deze link is ongeldig of verlopen. Vraag een nieuwe aan.')).toBeVisible();
  });
});
