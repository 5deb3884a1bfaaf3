import { mailsTo } from '@camperdeel/bff/test/outbox';
import { applyFor } from '../support/applications.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { uploadDocument } from '../support/uploads.ts';

test.describe('meldingen', () => {
  test('een eigenaar ziet een nieuw document bij het belletje, krijgt de mail en markeert gelezen', async ({
    page,
    app,
    loginAs,
  }) => {
    const owner = await loginAs('owner');
    const admin = await app.createAdmin();
    await uploadDocument(app, admin, owner.camperId ?? '', 'Groene kaart');
    await uploadDocument(app, admin, owner.camperId ?? '', 'Onderhoudsboekje');

    await page.goto('/mijn-camper');
    const bell = page.getByRole('button', { name: 'Meldingen, 2 ongelezen' });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('list', { name: 'Meldingen' });
    await expect(list.getByText(/Er is een nieuw document voor .*: Groene kaart\./)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Nieuw document: markeer als gelezen' }).first().click();
    await expect(page.getByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeVisible();
    await page.getByRole('button', { name: 'Alles gelezen' }).click();
    await expect(page.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();

    // The mail went to the outbox, with the link to the owner's page.
    const mails = await mailsTo(app, owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.link).toMatch(/\/mijn-camper$/);
  });

  test('een aanmelding verschijnt bij het belletje van de admin en volgt de link', async ({
    page,
    app,
    loginAs,
  }) => {
    await loginAs('admin');
    const camperId = await app.createCamper({ naam: 'Belcamper' });
    const prospect = await app.createProspect({ naam: 'Bert Bel' });
    await applyFor(app, prospect, camperId);

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Meldingen, 1 ongelezen' }).click();
    await page
      .getByRole('button', { name: /Nieuwe aanmelding.*Bert Bel heeft zich aangemeld voor Belcamper/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/aanmeldingen$/);
    await expect(page.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();
  });

  test('een zoeker ziet het belletje op het dashboard, op telefoon en desktop', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, app, loginAs }) => {
    const prospect = await loginAs('prospect');
    const admin = await app.createAdmin();
    const camperId = await app.createCamper({ naam: 'Afwijscamper' });
    const aanmelding = await applyFor(app, prospect, camperId);
    await app.request(`/api/admin/applications/${aanmelding}`, {
      method: 'PATCH',
      json: { status: 'afgewezen' },
      cookie: admin.cookie,
    });
    for (const [name, size] of [
      ['telefoon', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Meldingen, 1 ongelezen' }).click();
      await expect(page.getByText('Je aanmelding voor Afwijscamper is afgewezen.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`belletje-${name}.png`) });
      await page.keyboard.press('Escape');
    }
  });

  test('met het toetsenbord: Enter opent de lijst ook als de code ervan nog laadt, Escape geeft de focus terug', {
    tag: BROWSER_ONLY_TAG,
  }, async ({ page, app, loginAs }) => {
    const owner = await loginAs('owner');
    const admin = await app.createAdmin();
    await uploadDocument(app, admin, owner.camperId ?? '', 'Kentekenbewijs');

    // The popover's code loads on first use (docs/decisions/0051-web-speed.md): hold every script chunk the page asks
    // for after it is ready, so the first Enter lands while the popover's chunk is still on its way.
    await page.goto('/mijn-camper');
    const bell = page.getByRole('button', { name: 'Meldingen, 1 ongelezen' });
    await expect(bell).toBeVisible();
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Meldingen' });
    await expect(list.getByText(/Kentekenbewijs/)).toBeVisible();
    // A keyboard user lands inside the open popover. Ark moves focus there in the same animation frame in which it
    // starts listening for Escape, one frame after the list shows: an Escape before that frame would be lost.
    await expect(page.getByRole('button', { name: 'Alles gelezen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.getByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeFocused();
  });
});
