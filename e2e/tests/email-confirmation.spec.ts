import { hashSecret } from '@camperdeel/bff/auth/secrets';
import { mailsTo } from '@camperdeel/bff/test/outbox';
import { registerBasics } from '../support/auth-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { toast } from '../support/toasts.ts';

test.describe('e-mailadres bevestigen', () => {
  test('registreren → dashboard; de link uit de mail bevestigt het adres met een melding', async ({
    page,
    app,
  }) => {
    await page.goto('/auth?redirect=dashboard');
    await page.getByRole('button', { name: 'Registreren' }).click();
    const email = await registerBasics(page, 'Bram Bevestig', 'bevestig');

    const mail = (await mailsTo(app, email))[0];
    expect(mail?.subject).toBe('Bevestig je e-mailadres - Camperdeel');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(app.url);
    expect(link.pathname).toBe('/auth');

    await page.goto(`${link.pathname}${link.search}`);
    await expect(toast(page, 'E-mailadres bevestigd')).toBeVisible();
    // Signed in since the registration: on to the dashboard, the token gone from the address bar.
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { user: { email_bevestigd: boolean } }).user.email_bevestigd).toBe(true);
  });

  test('een verlopen link geeft een foutmelding en vraagt met één klik een nieuwe aan', async ({
    page,
    app,
    createUser,
  }) => {
    const user = await createUser('prospect');
    const token = `verlopen${Date.now()}`;
    await app.db
      .insertInto('email_confirmation_tokens')
      .values({ id: hashSecret(token), user_id: user.id, expires_at: Date.now() - 1000 })
      .execute();
    await page.goto(`/auth?bevestig=${token}`);
    await expect(toast(page, 'Bevestigen mislukt')).toContainText('verlopen');
    await page.getByRole('button', { name: 'Nieuwe bevestigingslink sturen' }).click();
    await expect(toast(page, 'Nieuwe link verstuurd')).toBeVisible();
    await expect(
      page.getByText('We hebben een nieuwe bevestigingslink naar je e-mailadres gestuurd.'),
    ).toBeVisible();
    const fresh = (await mailsTo(app, user.email)).at(-1);
    expect(fresh?.link).toMatch(/\/auth\?bevestig=/);
  });
});
