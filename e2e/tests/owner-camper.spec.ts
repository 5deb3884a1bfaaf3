import { expect, test } from '../support/fixtures.ts';
import { BROWSER_ONLY_TAG } from '../support/once.ts';
import { PDF, uploadDocument } from '../support/uploads.ts';

test.describe('mijn camper', () => {
  test('een eigenaar ziet zijn camper, de mede-eigenaars met details, een vrij slot en downloadt een document (302 → bestand)', async ({
    page,
    app,
    loginAs,
  }) => {
    const me = await loginAs('owner');
    const camperId = me.camperId ?? '';
    await app.db
      .updateTable('campers')
      .set({ naam: 'Zeeuwse Zon', merk: 'Hymer', model: 'B-Klasse MasterLine' })
      .where('id', '=', camperId)
      .execute();
    await app.db.updateTable('profiles').set({ naam: 'Jan de Boer' }).where('id', '=', me.id).execute();
    const anna = await app.createOwner(camperId, { naam: 'Anna Jansen', telefoonnummer: '06-11112222' });
    await app.createOwner(camperId, { naam: 'Pieter Bakker' });
    const described = await app.request('/api/me/profile', {
      method: 'PATCH',
      json: { beschrijving: 'Houdt van de Waddeneilanden.' },
      cookie: anna.cookie,
    });
    expect(described.status).toBe(200);

    const admin = await app.createAdmin();
    await uploadDocument(app, admin, camperId, 'Handleiding');
    const invoice = new FormData();
    invoice.append('user_id', me.id);
    invoice.append('factuur_nummer', 'F-2027-001');
    invoice.append('factuur_naam', 'Servicekosten januari');
    invoice.append('factuurdatum', '2027-01-03');
    invoice.append('vervaldatum', '2027-01-31');
    invoice.append('bedrag', '160,55');
    invoice.append('file', new Blob([PDF], { type: 'application/pdf' }), 'factuur.pdf');
    expect((await app.request('/api/admin/invoices', { body: invoice, cookie: admin.cookie })).status).toBe(
      201,
    );

    await page.goto('/mijn-camper');
    const camper = page.getByRole('region', { name: 'Mijn Camper' });
    await expect(camper.getByRole('heading', { level: 1, name: 'Mijn Camper' })).toBeVisible();
    await expect(camper.getByText('Zeeuwse Zon')).toBeVisible();
    await expect(camper.getByText('Hymer B-Klasse MasterLine')).toBeVisible();

    const owners = page.getByRole('region', { name: 'Eigenaars' });
    await expect(owners.getByText('3/4')).toBeVisible();
    await expect(
      owners.getByText(
        'We wachten nog even op de andere eigenaars. Als we voltallig zijn, lanceren we onze reis!',
      ),
    ).toBeVisible();
    // Owners are listed in user-id order (the order of their colours), so only the set is fixed here.
    await expect(owners.getByRole('button')).toHaveCount(3);
    for (const naam of ['Anna Jansen', 'Jan de Boer', 'Pieter Bakker']) {
      await expect(owners.getByRole('button', { name: naam })).toBeVisible();
    }
    await expect(owners.getByText('Vrij slot')).toHaveCount(1);

    await owners.getByRole('button', { name: 'Anna Jansen' }).click();
    const details = page.getByRole('dialog', { name: 'Eigenaar details' });
    await expect(details.getByText('Houdt van de Waddeneilanden.')).toBeVisible();
    await expect(details.getByRole('link', { name: anna.email })).toHaveAttribute(
      'href',
      `mailto:${anna.email}`,
    );
    await expect(details.getByRole('link', { name: '06-11112222' })).toBeVisible();
    await details.getByRole('button', { name: 'Sluiten' }).click();
    await expect(details).toBeHidden();

    const files = page.getByRole('region', { name: 'Documenten & Facturen' });
    const downloadButton = files.getByRole('button', { name: 'Handleiding downloaden' });
    await expect(downloadButton).toBeVisible();
    const documentId = (
      await app.db
        .selectFrom('camper_documenten')
        .select('id')
        .where('camper_id', '=', camperId)
        .executeTakeFirstOrThrow()
    ).id;
    const answer = await page.request.get(`/api/documents/${documentId}/download`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('Handleiding.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);

    await files.getByRole('tab', { name: 'Facturen' }).click();
    await expect(files.getByText('Servicekosten januari')).toBeVisible();
    // Amount, invoice date, due date and whether it is paid.
    await expect(files.getByText('€ 160,55 · 3 jan. 2027 · te betalen vóór 31 jan. 2027')).toBeVisible();
    await expect(files.getByText('Onbetaald')).toBeVisible();
  });

  test('zonder documenten of facturen staan de lege meldingen er', { tag: BROWSER_ONLY_TAG }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('owner');
    await page.goto('/mijn-camper');
    const files = page.getByRole('region', { name: 'Documenten & Facturen' });
    await expect(files.getByText('Geen documenten beschikbaar')).toBeVisible();
    await files.getByRole('tab', { name: 'Facturen' }).click();
    await expect(files.getByText('Geen facturen beschikbaar')).toBeVisible();
  });
});
