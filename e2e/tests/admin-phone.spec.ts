import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const TABS = [
  ['Gebruikers', '/admin/dashboard'],
  ['Aanmeldingen', '/admin/dashboard/aanmeldingen'],
  ['Campers', '/admin/dashboard/campers'],
  ['Reserveringen', '/admin/dashboard/reserveringen'],
  ['Documenten', '/admin/dashboard/documenten'],
  ['Facturen', '/admin/dashboard/facturen'],
  ['Logboek', '/admin/dashboard/logboek'],
  ['Instellingen', '/admin/dashboard/instellingen'],
  ['Onderhoud', '/admin/dashboard/onderhoud'],
] as const;

test.describe('admin op een telefoon (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('elke tab is in beeld, geen pagina schuift opzij en rijen houden hun acties', async ({
    page,
    app,
    loginAs,
  }) => {
    // Nine tabs and an axe scan in one journey: 48 s at load 19 on two cores, past the 60 s default on PostgreSQL.
    test.slow();
    await loginAs('admin');
    await app.createCamper({ naam: 'Telefooncamper' });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin navigatie' });
    for (const [label] of TABS) await expect(nav.getByRole('link', { name: label })).toBeInViewport();

    for (const [label, path] of TABS) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} pant sideways`).toBeLessThanOrEqual(390);
    }

    // A camper row is a card with its actions in sight, not cut off to the right.
    await nav.getByRole('link', { name: 'Campers' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Telefooncamper' });
    await expect(row.getByRole('button', { name: 'Telefooncamper bewerken' })).toBeInViewport();
    await expect(row.getByRole('button', { name: 'Telefooncamper verwijderen' })).toBeVisible();
    // The cards keep the table's semantics for screen readers.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('de eigenaar-dialoog past op het scherm: elke knop in beeld, een eigenaar elders niet te kiezen met reden', async ({
    page,
    app,
    loginAs,
  }) => {
    await loginAs('admin');
    const elsewhere = await app.createCamper({ naam: 'Verre Camper' });
    const owner = await app.createOwner(elsewhere, { naam: 'Noah van der Bergh-Langenaam' });
    await app.createCamper({ naam: 'Smalle Camper' });
    await page.goto('/admin/dashboard/campers');
    const row = page.getByRole('row').filter({ hasText: 'Smalle Camper' });
    await row.getByRole('button', { name: 'Vrij slot: eigenaar toewijzen' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Eigenaar toewijzen' });
    await dialog.getByRole('searchbox').fill(owner.email);
    const assign = dialog.getByRole('button', { name: `${owner.naam} toewijzen` });
    await expect(assign).toBeDisabled();
    await expect(dialog.getByText('Eigenaar van Verre Camper')).toBeVisible();
    // Nothing is pushed past the dialog's edge, and the name keeps whole words on a line.
    const box = await assign.boundingBox();
    expect(box && box.x + box.width, 'Toewijzen sticks out to the right').toBeLessThanOrEqual(390);
    const name = await dialog.getByText(owner.naam, { exact: true }).boundingBox();
    expect(name?.width ?? 0, 'the name is squeezed').toBeGreaterThan(120);
  });
});
