import { readFileSync } from 'node:fs';
import { pdfTextLines } from '@camperdeel/bff/test/pdf-text';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('het clubkantoor', () => {
  test('een admin maakt de servicefacturen van een maand na een proefdraai en opent de pdf', async ({
    page,
    app,
    loginAs,
  }) => {
    await loginAs('admin');
    const camperId = await app.createCamper({ naam: 'Factuurcamper' });
    const owner = await app.createOwner(camperId, { naam: 'Fenna Factuur' });
    // The worker's server is shared: a month nobody else makes, so the run is this journey's own.
    const maand = `20${40 + Math.floor(Math.random() * 50)}-0${1 + Math.floor(Math.random() * 9)}`;

    await page.goto('/admin/dashboard/facturen');
    await page.getByRole('button', { name: 'Facturen maken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Facturen maken' });
    await dialog.getByLabel('Maand').fill(maand);
    await expect(dialog.getByRole('button', { name: 'Maken' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Proefdraai' }).click();
    const planned = dialog.getByRole('list', { name: 'Te maken facturen' });
    await expect(planned.getByText('Fenna Factuur · Factuurcamper')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Maken' }).click();
    const made = dialog.getByRole('list', { name: 'Gemaakte facturen' });
    await expect(made.getByRole('listitem').filter({ hasText: 'Fenna Factuur' })).toContainText(
      /CD-\d{4}-\d{4}/,
    );
    await dialog.getByRole('button', { name: 'Klaar' }).click();

    await page.getByRole('searchbox', { name: 'Zoek factuur' }).fill('Fenna Factuur');
    const row = page.getByRole('row').filter({ hasText: 'Fenna Factuur' });
    await expect(row).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /downloaden$/ }).click();
    const bytes = readFileSync(await (await downloading).path());
    const { pages, lines } = await pdfTextLines(bytes);
    expect(pages).toBe(1);
    expect(lines).toContain('Camperdeel');
    expect(lines).toContain('Aan: Fenna Factuur');
    expect(lines).toContain('Camper: Factuurcamper');
    expect(lines.join('\n')).toMatch(/Te betalen: €\s160,00/);
    const factuur = await app.db
      .selectFrom('facturen')
      .select('factuur_nummer')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(lines).toContain(`Factuur ${factuur.factuur_nummer}`);
  });

  test('een eigenaar ziet de hulpnummers nadat de admin ze heeft ingevuld', async ({
    page,
    signInAs,
    app,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/admin/dashboard/instellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await page.getByLabel('Telefoonnummer pechbijstand').fill('geen nummer');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'geen geldig telefoonnummer' })).toBeVisible();
    await page.getByLabel('Telefoonnummer pechbijstand').fill('020 555 01 23');
    await page.getByLabel('Telefoonnummer verzekering').fill('+31 (0)10 555 0199');
    await page.getByLabel('Telefoonnummer onderhoudsdienst').fill('030 555 0147');
    await page.getByLabel('E-mail klantenservice').fill('hulp@club.example');
    await page.getByLabel('Openingstijden').fill('Maandag t/m vrijdag: 08:00 - 18:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The same browser signs in as an owner: the session cookie is replaced.
    const owner = await app.createOwner(await app.createCamper());
    await signInAs(owner);
    await page.goto('/mijn-camper/help');
    await expect(page.getByRole('link', { name: '020 555 01 23' })).toHaveAttribute('href', 'tel:0205550123');
    await expect(page.getByRole('link', { name: '+31 (0)10 555 0199' })).toHaveAttribute(
      'href',
      'tel:+31105550199',
    );
    await expect(page.getByRole('link', { name: 'hulp@club.example' })).toHaveAttribute(
      'href',
      'mailto:hulp@club.example',
    );
    await expect(page.getByRole('region', { name: 'Onderhoudsdienst' })).toContainText('08:00 - 18:00');
  });
});
