import { seriousViolations } from '../support/axe.ts';
import { registerPlateAndPolicy } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('hulp en toegankelijkheid', () => {
  test('Hulp & Contact toont de vier kaarten met de nummerplaat, het polisnummer en de openingstijden', async ({
    page,
    app,
    loginAs,
  }) => {
    const me = await loginAs('owner');
    await registerPlateAndPolicy(app, me.camperId);
    // The club's numbers come from the admin's settings (the worker's server is shared: write the row itself).
    const settings = {
      pechbijstand_telefoon: '020 555 01 01',
      verzekering_telefoon: '020 555 01 02',
      onderhoud_telefoon: '020 555 01 03',
      klantenservice_email: 'hulp@club.example',
      openingstijden: 'Maandag t/m vrijdag: 08:00 - 18:00\nZaterdag: 09:00 - 12:00',
    };
    await app.db
      .insertInto('club_instellingen')
      .values({ id: 1, ...settings, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet(settings))
      .execute();
    await page.goto('/mijn-camper/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Hulp & Contact' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pechbijstand' })).toContainText('V-123-ZZ');
    await expect(page.getByRole('region', { name: 'Verzekering' })).toContainText('POL-2024-88123');
    const service = page.getByRole('region', { name: 'Onderhoudsdienst' });
    await expect(service).toContainText('Maandag t/m vrijdag: 08:00 - 18:00');
    await expect(service).toContainText('Zaterdag: 09:00 - 12:00');
    await expect(page.getByRole('region', { name: 'Algemene Informatie' }).getByRole('link')).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  for (const { path, heading } of [
    { path: '/mijn-camper', heading: 'Mijn Camper' },
    { path: '/mijn-camper/kalender', heading: 'Kalender' },
    { path: '/mijn-camper/profiel', heading: 'Mijn Profiel' },
    { path: '/mijn-camper/help', heading: 'Hulp & Contact' },
    { path: '/mijn-camper/mede-eigenaars', heading: 'Mede-eigenaars' },
  ]) {
    test(`${path}: geen ernstige axe-schendingen`, async ({ page, loginAs }) => {
      await loginAs('owner');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait until the page's data has arrived (no loading indicator left).
      await expect(page.getByText('Laden...')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
