import { applyFor } from '../support/applications.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const TABS = [
  { path: '/admin/dashboard', heading: 'Gebruikers' },
  { path: '/admin/dashboard/aanmeldingen', heading: 'Aanmeldingen' },
  { path: '/admin/dashboard/campers', heading: 'Campers' },
  { path: '/admin/dashboard/reserveringen', heading: 'Reserveringen' },
  { path: '/admin/dashboard/documenten', heading: 'Documenten' },
  { path: '/admin/dashboard/facturen', heading: 'Facturen' },
  { path: '/admin/dashboard/logboek', heading: 'Logboek' },
  { path: '/admin/dashboard/instellingen', heading: 'Instellingen' },
  { path: '/admin/dashboard/onderhoud', heading: 'Onderhoud' },
] as const;

test.describe('admin toegankelijkheid', () => {
  test('de negen admin-tabs hebben geen ernstige axe-schendingen, ook met rijen', async ({
    page,
    app,
    loginAs,
  }) => {
    // Nine tabs, each loaded and checked by axe, on a shared 2-core machine.
    test.setTimeout(180_000);
    await loginAs('admin');
    // Rows to check: a camper with an owner (avatar and free slots) and an application.
    const camperId = await app.createCamper({ naam: 'Toegankelijke Camper' });
    await app.createOwner(camperId);
    const prospect = await app.createProspect();
    await applyFor(app, prospect, camperId);

    for (const { path, heading } of TABS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Laden...' })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
