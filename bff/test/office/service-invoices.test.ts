import { describe, expect, it } from 'vitest';
import { remindOverdueInvoices } from '../../src/modules/invoices/reminders.ts';
import { expectError, type Json, json } from '../shared-use/helpers.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import { pdfBytes, uploadForm } from '../support/files.ts';
import type { TestUser } from '../support/server.ts';
import { pdfTextLines } from './pdf-text.ts';

/** 5 January 2027, Amsterdam: the invoices are dated then and due on 19 January. */
const NOW = new Date('2027-01-05T10:00:00Z');

const t = serverForFile({ now: NOW });

const w = setUpForFile(async () => {
  const admin = await t.createAdmin();
  const zon = await t.createCamper({ naam: 'Zomerzon' });
  const maan = await t.createCamper({ naam: 'Maanlicht' });
  const anna = await t.createOwner(zon, { naam: 'Anna de Boer' });
  const bert = await t.createOwner(zon, { naam: 'Bert Bakker' });
  const carla = await t.createOwner(maan, { naam: 'Carla Çelik' });
  return { admin, anna, bert, carla };
});

function generate(body: Json, cookie = w.admin.cookie) {
  return t.request('/api/admin/invoices/generate', { cookie, json: body });
}

type Made = { id: string; factuur_nummer: string; user_id: string; camper_naam: string };

async function download(path: string, who: TestUser): Promise<Uint8Array> {
  const res = await t.request(path, { cookie: who.cookie });
  expect(res.status).toBe(302);
  const file = await t.request(res.headers.get('location') ?? '');
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('service-fee invoices', () => {
  it('a dry run lists every owner with the fee and dates and writes nothing', async () => {
    const res = await generate({ maand: '2027-01', dry_run: true });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.overgeslagen).toEqual([]);
    expect(body.facturen).toHaveLength(3);
    expect((body.facturen as Json[])[0]).toMatchObject({
      id: null,
      factuur_nummer: null,
      maand: '2027-01',
      bedrag_centen: 16000,
      factuurdatum: '2027-01-05',
      vervaldatum: '2027-01-19',
      factuur_naam: 'Servicekosten januari 2027',
    });
    const rows = await t.db.selectFrom('facturen').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('makes one numbered PDF per owner, the owner sees, downloads and is told; a second run makes nothing', async () => {
    const body = await json(await generate({ maand: '2027-01' }));
    const made = body.facturen as Made[];
    expect(made.map((f) => f.factuur_nummer)).toEqual(['CD-2027-0001', 'CD-2027-0002', 'CD-2027-0003']);
    const own = await json(await t.request('/api/owner/invoices', { cookie: w.anna.cookie }));
    const mine = (own.facturen as Json[])[0] as Json & { factuur_url: string };
    expect(own.facturen).toHaveLength(1);
    expect(mine).toMatchObject({ bedrag: 160, vervaldatum: '2027-01-19', bestandstype: 'application/pdf' });
    const { pages, lines } = await pdfTextLines(await download(mine.factuur_url, w.anna));
    expect(pages).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('Camperdeel');
    expect(text).toContain(`Factuur ${mine.factuur_nummer as string}`);
    expect(text).toContain('Aan: Anna de Boer');
    expect(text).toContain('Camper: Zomerzon');
    expect(text).toContain('Periode: 1 januari 2027 t/m 31 januari 2027');
    expect(text).toMatch(/Te betalen: €\s160,00/);
    expect(text).toContain('Vervaldatum: 19 januari 2027');
    const notes = await t.db
      .selectFrom('meldingen')
      .select('soort')
      .where('user_id', '=', w.carla.id)
      .execute();
    expect(notes).toEqual([{ soort: 'nieuwe_factuur' }]);

    const again = await json(await generate({ maand: '2027-01' }));
    expect(again.facturen).toEqual([]);
    expect(again.overgeslagen).toHaveLength(3);
    expect((again.overgeslagen as Json[])[0]?.reden).toContain('al een servicefactuur');
    expect(await t.db.selectFrom('facturen').select('id').execute()).toHaveLength(3);
  });

  it('two runs at once for a new month stay gapless and make each invoice once', async () => {
    const [a, b] = await Promise.all([generate({ maand: '2027-02' }), generate({ maand: '2027-02' })]);
    const made = [...((await json(a)).facturen as Made[]), ...((await json(b)).facturen as Made[])];
    expect(made.map((f) => f.factuur_nummer).sort()).toEqual([
      'CD-2027-0004',
      'CD-2027-0005',
      'CD-2027-0006',
    ]);
    const numbers = await t.db.selectFrom('facturen').select('factuur_nummer').execute();
    expect(numbers).toHaveLength(6);
  });

  it('refuses a bad month or a non-admin, and answers an unknown field with 400', async () => {
    for (const maand of ['2027-13', '2027-1', '27-01', '2027-00', 202701, '']) {
      await expectError(await generate({ maand }), 400, 'invalid_input');
    }
    await expectError(await generate({ maand: '2027-03', dry_run: 'ja' }), 400, 'invalid_input');
    expect((await generate({ maand: '2027-03' }, w.bert.cookie)).status).toBe(403);
  });

  it('reminds an unpaid invoice past its due date once; a paid one is not reminded', async () => {
    const paid = await t.db
      .selectFrom('facturen')
      .select('id')
      .where('user_id', '=', w.bert.id)
      .where('servicemaand', '=', '2027-01')
      .executeTakeFirstOrThrow();
    await t.request(`/api/admin/invoices/${paid.id}`, {
      method: 'PATCH',
      cookie: w.admin.cookie,
      json: { betaald: true },
    });
    const deps = { db: t.db, config: t.config, appOrigin: () => t.url };
    expect(await remindOverdueInvoices({ ...deps, now: () => new Date('2027-01-19T12:00:00Z') })).toBe(0);
    const later = () => new Date('2027-01-20T12:00:00Z');
    // Six invoices, all due on 19 January (February's were made on 5 January too); Bert paid January's.
    expect(await remindOverdueInvoices({ ...deps, now: later })).toBe(5);
    expect(await remindOverdueInvoices({ ...deps, now: later })).toBe(0);
    const reminders = await t.db
      .selectFrom('meldingen')
      .select(['user_id', 'tekst'])
      .where('soort', '=', 'factuur_herinnering')
      .execute();
    expect(reminders.filter((r) => r.user_id === w.bert.id)).toHaveLength(1);
    expect(reminders.filter((r) => r.user_id === w.anna.id)).toHaveLength(2);
    expect(reminders[0]?.tekst).toContain('19 januari 2027');
  });

  it('takes a credit note as a negative amount and never reminds it, nor a zero invoice', async () => {
    const upload = (factuur_nummer: string, bedrag: string) =>
      t.request('/api/admin/invoices', {
        cookie: w.admin.cookie,
        body: uploadForm(pdfBytes('Creditnota'), 'c.pdf', {
          user_id: w.carla.id,
          factuur_nummer,
          factuur_naam: 'Creditnota servicekosten',
          bedrag,
          factuurdatum: '2027-01-02',
          vervaldatum: '2027-01-03',
        }),
      });
    const credit = await upload('CN-2027-0001', '-€ 160,00');
    expect(credit.status).toBe(201);
    expect(((await json(credit)).factuur as Json).bedrag).toBe(-160);
    expect((await upload('CN-2027-0002', '0')).status).toBe(201);
    await expectError(await upload('CN-2027-0003', '--160'), 400, 'invalid_input');
    const owned = await json(await t.request('/api/owner/invoices', { cookie: w.carla.cookie }));
    expect((owned.facturen as Json[]).map((f) => f.bedrag)).toEqual(expect.arrayContaining([-160, 0]));
    const deps = { db: t.db, config: t.config, appOrigin: () => t.url };
    expect(await remindOverdueInvoices({ ...deps, now: () => new Date('2027-01-25T12:00:00Z') })).toBe(0);
  });
});
