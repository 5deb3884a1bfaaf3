import type { Page } from '@playwright/test';
import { logInThroughForm } from '../support/auth-form.ts';
import { amsterdamYearMonth } from '../support/coowner.ts';
import { expect, test } from '../support/fixtures.ts';
import { addSessionCookie } from '../support/sessions.ts';
import { toast } from '../support/toasts.ts';

/**
 * A compact guard against text drift: each area, visited as the user who belongs there, shows the spec's Dutch texts
 * (docs/product/public.md#screens-spec-2, docs/product/public.md#states-spec-4, docs/product/messages.md#error-catalogue-spec-8) word for word, found the way an outside test finds them (exact text, role, visible). The texts are
 * typed out here on purpose, not imported: importing them would let a changed text pass.
 */

const exact = (page: Page, text: string) => page.getByText(text, { exact: true });

test('bezoeker: landing, auth-stappen, admin login en 404', async ({ page }) => {
  await page.goto('/');
  await expect(exact(page, 'slim beleven')).toBeVisible();
  await expect(exact(page, 'een camper vinden')).toBeVisible();
  await expect(exact(page, 'naar mijn camper')).toBeVisible();
  await exact(page, 'admin').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();

  await page.goto('/auth?redirect=dashboard');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByRole('heading', { name: 'Basisgegevens' })).toBeVisible();

  await page.goto('/bestaat-niet');
  await expect(exact(page, 'Oops! Page not found')).toBeVisible();
});

test('prospect: dashboard, aanmeldingen, uitleg, profiel en geweigerde gebieden', async ({
  page,
  context,
  startApp,
}) => {
  // Its own server, so the carousel holds exactly these campers: one with a single slot left, one full.
  const app = await startApp({});
  const lastSlot = await app.createCamper({ naam: 'Laatste Plek', aantal_sloten_eigenaars: 2 });
  await app.createOwner(lastSlot);
  const full = await app.createCamper({ naam: 'Volle Bak', aantal_sloten_eigenaars: 1 });
  await app.createOwner(full);
  await addSessionCookie(context, app, await app.createProspect());

  await page.goto(`${app.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Beschikbare campers' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card.getByText('Nog 1 plaats over', { exact: true })).toBeVisible();
  await expect(card.getByText('Nog maar 1 plaats beschikbaar!', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Volgende camper' }).click();
  await expect(card.getByText('Verkocht', { exact: true })).toBeVisible();

  await page.goto(`${app.url}/dashboard/aanmeldingen`);
  await expect(page.getByRole('heading', { name: 'Mijn aanmeldingen' })).toBeVisible();
  await expect(exact(page, 'Je hebt je nog niet aangemeld voor een camper.')).toBeVisible();

  await page.goto(`${app.url}/dashboard/how-it-works`);
  await expect(page.getByRole('heading', { name: 'Hoe werkt medeeigenaarschap?' })).toBeVisible();

  await page.goto(`${app.url}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'Mijn Profiel' })).toBeVisible();

  await page.goto(`${app.url}/mijn-camper`);
  await expect(toast(page, 'Geen camper toegewezen')).toContainText(
    'Je hebt nog geen camper toegewezen gekregen.',
  );
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${app.url}/admin/dashboard`);
  await expect(toast(page, 'Toegang geweigerd').first()).toContainText('Je hebt geen admin rechten.');
  await expect(page).toHaveURL(`${app.url}/`);
});

test('prospect zonder campers: lege carousel', async ({ page, context, startApp }) => {
  const app = await startApp({});
  await addSessionCookie(context, app, await app.createProspect());
  await page.goto(`${app.url}/dashboard`);
  await expect(exact(page, 'Geen campers beschikbaar')).toBeVisible();
});

test('eigenaar: mijn camper, kalender, profiel, help en mede-eigenaars', async ({ page, loginAs }) => {
  await loginAs('owner');
  const year = amsterdamYearMonth().year;

  await page.goto('/mijn-camper');
  const nav = page.getByRole('navigation').last();
  for (const label of ['Mijn camper', 'Kalender', 'Profiel', 'Help']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Mijn Camper' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eigenaars' })).toBeVisible();
  await expect(
    exact(page, 'We wachten nog even op de andere eigenaars. Als we voltallig zijn, lanceren we onze reis!'),
  ).toBeVisible();
  await expect(exact(page, 'Vrij slot').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documenten & Facturen' })).toBeVisible();
  await expect(exact(page, 'Geen documenten beschikbaar')).toBeVisible();
  await page.getByRole('tab', { name: 'Facturen' }).click();
  await expect(exact(page, 'Geen facturen beschikbaar')).toBeVisible();

  await page.goto('/mijn-camper/kalender');
  await expect(page.getByRole('heading', { name: 'Reserveringscredits' })).toBeVisible();
  await expect(exact(page, `Geen credits toegewezen voor ${year}`)).toBeVisible();
  await expect(exact(page, `Geen credits toegewezen voor ${year + 1}`)).toBeVisible();
  await expect(exact(page, 'Hoogseizoen').first()).toBeVisible();
  await expect(exact(page, 'Laagseizoen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserveer deze 0 dag(en)' })).toBeVisible();
  await expect(exact(page, 'Bufferdag')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mijn Reserveringen' })).toBeVisible();
  // A day next month, without credits: 'Geen credits' / 'Geen credits toegewezen voor {year}' (docs/product/calendar-and-credits.md#validation-spec-5).
  await page.getByRole('button', { name: 'Volgende maand' }).click();
  const { year: y, month: m } = amsterdamYearMonth();
  const next = m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
  const dayIso = `${next.year}-${String(next.month).padStart(2, '0')}-15`;
  await page.locator(`[data-date="${dayIso}"]`).click();
  await page.getByRole('button', { name: 'Reserveer deze 1 dag(en)' }).click();
  await expect(toast(page, 'Geen credits')).toContainText(`Geen credits toegewezen voor ${next.year}`);

  await page.goto('/mijn-camper/profiel');
  await expect(page.getByRole('heading', { name: 'Mijn Profiel' })).toBeVisible();
  await expect(exact(page, 'Beheer je persoonlijke gegevens')).toBeVisible();
  await expect(exact(page, 'Klik op het camera icoon om een nieuwe foto te uploaden')).toBeVisible();
  await expect(exact(page, 'E-mailadres kan niet worden gewijzigd')).toBeVisible();
  for (const label of [
    'Naam',
    'E-mail',
    'Beschrijving',
    'Telefoonnummer',
    'Huisdieren',
    'Allergieën of intoleranties',
  ]) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('spinbutton', { name: 'Aantal familieleden', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profiel opslaan' })).toBeVisible();
  await page.getByRole('link', { name: 'Mede-eigenaars' }).click();
  await expect(page).toHaveURL(/\/mijn-camper\/mede-eigenaars$/);
  await expect(page.getByRole('heading', { name: 'Mede-eigenaars' })).toBeVisible();

  await page.goto('/mijn-camper/help');
  await expect(page.getByRole('heading', { name: 'Hulp & Contact' })).toBeVisible();
  for (const title of ['Pechbijstand', 'Verzekering', 'Onderhoudsdienst', 'Algemene Informatie']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('admin: tabbladen, kolommen, statussen en lege lijsten', async ({ page, context, startApp }) => {
  // Its own server, so the documents, invoices and applications lists are empty.
  const app = await startApp({});
  await app.createCamper({ naam: 'Statuscamper' });
  await addSessionCookie(context, app, await app.createAdmin());

  await page.goto(`${app.url}/admin/dashboard`);
  for (const header of ['Naam', 'E-mail', 'Telefoonnummer', 'Status']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.goto(`${app.url}/admin/dashboard/aanmeldingen`);
  // docs/product/admin.md#screens-spec-2 lists these columns in English (User, Camper, Status, Open slots, Actions); every screen text is Dutch.
  for (const header of ['Gebruiker', 'Camper', 'Status', 'Open plaatsen', 'Acties']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(exact(page, 'Geen aanmeldingen gevonden')).toBeVisible();

  await page.goto(`${app.url}/admin/dashboard/campers`);
  await expect(page.getByRole('button', { name: 'Nieuwe camper toevoegen' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status van Statuscamper' }).click();
  for (const option of ['In verkoop', 'Volzet', 'Iedereen getekend', 'On the road']) {
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await page.goto(`${app.url}/admin/dashboard/reserveringen`);
  await expect(page.getByRole('heading', { name: 'Reserveringen', exact: true })).toBeVisible();

  await page.goto(`${app.url}/admin/dashboard/documenten`);
  await expect(exact(page, 'Geen documenten gevonden')).toBeVisible();

  await page.goto(`${app.url}/admin/dashboard/facturen`);
  await expect(exact(page, 'Geen facturen gevonden')).toBeVisible();
});

test('een niet-admin op een adminpagina krijgt de spec-melding', async ({ page, loginAs }) => {
  await loginAs('owner');
  await page.goto('/admin/dashboard/campers');
  // 'Toegang geweigerd - Je hebt geen admin rechten.' (docs/product/admin.md#screens-spec-2): one toast, title and message.
  await expect(toast(page, 'Toegang geweigerd')).toContainText('Je hebt geen admin rechten.');
  await expect(toast(page, 'Toegang geweigerd')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
});

test('eigenaar logt in en meteen weer uit: de melding bedekt de uitlogknop niet', async ({
  page,
  createUser,
}) => {
  const owner = await createUser('owner');
  await page.goto('/auth?redirect=mijn-camper');
  await logInThroughForm(page, owner.email, owner.password);
  await expect(toast(page, 'Welkom terug!')).toBeVisible();
  await expect(page).toHaveURL(/\/mijn-camper$/);

  // While 'Welkom terug!' is still on screen (docs/product/public.md#states-spec-4: logout shows a message, then goes to /).
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(toast(page, 'Uitgelogd')).toContainText('Je bent succesvol uitgelogd.');
  await expect(page).toHaveURL(/\/$/);
});
