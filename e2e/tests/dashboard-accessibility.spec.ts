import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const PAGES = [
  { path: '/dashboard', heading: 'Beschikbare campers' },
  { path: '/dashboard/aanmeldingen', heading: 'Mijn aanmeldingen' },
  { path: '/dashboard/how-it-works', heading: 'Hoe werkt medeeigenaarschap?' },
  { path: '/dashboard/profile', heading: 'Mijn Profiel' },
] as const;

test('de dashboardpagina’s: geen ernstige axe-schendingen', async ({ page, app, loginAs }) => {
  const owner = await loginAs('owner');
  // Something on every page: a camper in the carousel and an application under Mijn aanmeldingen.
  const applied = await app.request('/api/me/applications', {
    json: { camper_id: await app.createCamper({ naam: 'Axe Avontuur' }) },
    cookie: owner.cookie,
    headers: { origin: app.url },
  });
  expect(applied.status).toBe(201);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Laden...')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
