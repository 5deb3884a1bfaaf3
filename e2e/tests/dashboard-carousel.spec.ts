import type { TestServer } from '@camperdeel/bff/test/server';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { addSessionCookie } from '../support/sessions.ts';
import { toast } from '../support/toasts.ts';

/**
 * A prospect finds a camper (docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4): the carousel on its own server, so the campers in it are exactly these:
 * one full, one with a single slot left, one open, and one hidden from camper-finding.
 */
async function seedCampers(app: TestServer) {
  const full = await app.createCamper({ naam: 'Ardennen Avontuur', aantal_sloten_eigenaars: 1 });
  await app.createOwner(full);
  const lastSlot = await app.createCamper({
    naam: 'Brabantse Bries',
    aantal_sloten_eigenaars: 2,
    prijs_cent: 1_250_000,
  });
  await app.createOwner(lastSlot);
  await app.createCamper({ naam: 'Citroen Cruiser', aantal_sloten_eigenaars: 4 });
  await app.createCamper({ naam: 'Drentse Duin', toont_in_camper_vinden: 0 });
  return { lastSlot };
}

async function signInProspect(app: TestServer, context: BrowserContext) {
  const prospect = await app.createProspect({ naam: 'Pien Prospect' });
  await addSessionCookie(context, app, prospect);
  return prospect;
}

test('zonder sessie stuurt /dashboard naar /auth?redirect=dashboard', { tag: BROWSER_ONLY_TAG }, async ({
  page,
}) => {
  await page.goto('/dashboard/aanmeldingen');
  await expect(page).toHaveURL(/\/auth\?redirect=dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welkom bij Camperdeel' })).toBeVisible();
});

test('een prospect bladert, bekijkt details, meldt zich aan, ziet de aanmelding en kan niet dubbel aanmelden', async ({
  page,
  context,
  startApp,
}) => {
  const app = await startApp({});
  const { lastSlot } = await seedCampers(app);
  const prospect = await signInProspect(app, context);

  await page.goto(`${app.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Beschikbare campers' });
  const card = carousel.getByRole('article');

  // Only the three visible campers, one at a time, each card 580 px high.
  await expect(carousel.getByRole('button', { name: / van 3$/ })).toHaveCount(3);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('Ardennen Avontuur');
  expect((await card.boundingBox())?.height).toBe(580);
  await expect(card).toContainText('Verkocht');
  await expect(card).toContainText('1/1 eigenaars');
  await expect(card.getByRole('button', { name: 'Aanmelden' })).toHaveCount(0);

  // Wraps around at both ends.
  await carousel.getByRole('button', { name: 'Vorige camper' }).click();
  await expect(card.getByRole('heading')).toHaveText('Citroen Cruiser');
  await expect(card).not.toContainText('Verkocht');
  await expect(card).not.toContainText('Nog 1 plaats over');
  await carousel.getByRole('button', { name: 'Volgende camper' }).click();
  await expect(card.getByRole('heading')).toHaveText('Ardennen Avontuur');
  await carousel.getByRole('button', { name: 'Volgende camper' }).click();
  await expect(card.getByRole('heading')).toHaveText('Brabantse Bries');
  await expect(card).toContainText('Nog 1 plaats over');
  await expect(card).toContainText('Nog maar 1 plaats beschikbaar!');
  await expect(card).toContainText(/€\s12\.500,00/);
  await expect(card).toContainText(/€\s160,00 per maand/);
  await expect(page.getByText('Drentse Duin')).toHaveCount(0);

  // Details → confirm → 'Bedankt!', which closes itself and lands on /dashboard.
  await card.getByRole('button', { name: 'Meer details' }).click();
  const details = page.getByRole('dialog', { name: 'Brabantse Bries' });
  await expect(details).toContainText('Prijs per eigenaar');
  await expect(details).toContainText('Motor');
  await details.getByRole('button', { name: 'Aanmelden' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Bevestig je aanmelding' });
  await confirm.getByRole('button', { name: 'Aanmelden' }).click();
  const thanks = page.getByRole('dialog', { name: 'Bedankt!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);

  const stored = await app.db
    .selectFrom('aanmeldingen')
    .select(['camper_id', 'status'])
    .where('user_id', '=', prospect.id)
    .execute();
  expect(stored).toEqual([{ camper_id: lastSlot, status: 'in_afwachting' }]);

  await page
    .getByRole('navigation', { name: 'Navigatie dashboard' })
    .getByRole('link', { name: 'Mijn aanmeldingen' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/aanmeldingen$/);
  const application = page.getByRole('article', { name: 'Brabantse Bries' });
  await expect(application).toContainText('In afwachting');
  await expect(application).toContainText('Hymer B-Klasse');

  // A second application for the same camper is refused with the spec's words.
  await page
    .getByRole('navigation', { name: 'Navigatie dashboard' })
    .getByRole('link', { name: 'Beschikbare campers' })
    .click();
  await carousel.getByRole('button', { name: 'Brabantse Bries, 2 van 3' }).click();
  await card.getByRole('button', { name: 'Aanmelden' }).click();
  await confirm.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(toast(page, 'Al aangemeld')).toContainText('Je hebt je al aangemeld voor deze camper.');

  // Logout: 'Uitgelogd', then home.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(toast(page, 'Uitgelogd')).toContainText('Je bent succesvol uitgelogd.');
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByRole('link', { name: 'een camper vinden' })).toBeVisible();
});

test('zonder zichtbare campers: "Geen campers beschikbaar", en nog geen aanmeldingen', async ({
  page,
  context,
  startApp,
}) => {
  const app = await startApp({});
  await app.createCamper({ naam: 'Verborgen Vakantie', toont_in_camper_vinden: 0 });
  await signInProspect(app, context);
  await page.goto(`${app.url}/dashboard`);
  await expect(page.getByText('Geen campers beschikbaar')).toBeVisible();
  await expect(page.getByText('Verborgen Vakantie')).toHaveCount(0);
  await page.getByRole('link', { name: 'Mijn aanmeldingen' }).click();
  await expect(page.getByText('Je hebt je nog niet aangemeld voor een camper.')).toBeVisible();
});
