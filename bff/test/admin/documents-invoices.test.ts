import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';
import {
  call,
  type FilePart,
  form,
  JPEG,
  type Json,
  PDF,
  PNG,
  snapshot,
  storedFiles,
  TEXT,
  upload,
} from './fixtures.ts';

let admin: TestUser;
let camperId: string;
let owner: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin();
  camperId = await t.createCamper({ naam: 'Documentencamper' });
  owner = await t.createOwner(camperId, { naam: 'Olga Eigenaar' });
});

type Doc = Json & { id: string; document_url: string };

/** Follows a download endpoint's redirect and returns the file's bytes. */
async function download(path: string, who: TestUser): Promise<Buffer> {
  const res = await t.request(path, { cookie: who.cookie });
  expect(res.status).toBe(302);
  const file = await t.request(res.headers.get('location') ?? '');
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** The admin uploads a new document or invoice: its text fields and its file in one multipart body. */
function adminUpload(path: '/api/admin/documents' | '/api/admin/invoices', body: FormData) {
  return upload(t, admin, 'POST', path, body);
}

/** The admin replaces a document's file (and may send other fields with it). */
function replaceDocument(id: string, body: FormData) {
  return upload(t, admin, 'PUT', `/api/admin/documents/${id}`, body);
}

describe('admin documents', () => {
  it('uploads, lists newest first with camper name, filters, replaces and deletes', async () => {
    const other = await t.createCamper({ naam: 'Andere Camper' });
    const first = await adminUpload(
      '/api/admin/documents',
      form({ camper_id: camperId, document_naam: 'Kentekenbewijs' }, { name: 'kenteken.pdf', bytes: PDF }),
    );
    expect(first.status).toBe(201);
    const doc = first.body.document as Doc;
    expect(doc).toMatchObject({
      camper_id: camperId,
      camper_naam: 'Documentencamper',
      document_naam: 'Kentekenbewijs',
      bestandsgrootte: PDF.byteLength,
      bestandstype: 'application/pdf',
      uploaded_by: admin.id,
      uploaded_at: '2026-03-10T10:00:00.000Z',
      document_url: `/api/documents/${doc.id}/download`,
    });
    t.clock.advance(60_000);
    const second = await adminUpload(
      '/api/admin/documents',
      form({ camper_id: other, document_naam: 'Foto schade' }, { name: 'schade.jpeg', bytes: JPEG }),
    );
    expect(second.status).toBe(201);
    const list = await call(t, admin, 'GET', '/api/admin/documents');
    expect((list.body.documenten as Doc[]).map((d) => d.id)).toEqual([
      (second.body.document as Doc).id,
      doc.id,
    ]);
    const byCamper = await call(t, admin, 'GET', '/api/admin/documents?q=documentencamper');
    expect((byCamper.body.documenten as Doc[]).map((d) => d.id)).toEqual([doc.id]);
    const byName = await call(t, admin, 'GET', '/api/admin/documents?q=SCHADE');
    expect((byName.body.documenten as Doc[]).map((d) => d.document_naam)).toEqual(['Foto schade']);

    expect(await download(doc.document_url, admin)).toEqual(PDF);
    expect(await download(doc.document_url, owner)).toEqual(PDF);

    t.clock.advance(60_000);
    const filesBefore = storedFiles(t);
    const replaced = await replaceDocument(doc.id, form({}, { name: 'nieuw.png', bytes: PNG }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.document).toMatchObject({
      id: doc.id,
      document_naam: 'Kentekenbewijs',
      bestandstype: 'image/png',
      bestandsgrootte: PNG.byteLength,
      uploaded_at: '2026-03-10T10:02:00.000Z',
    });
    const filesAfter = storedFiles(t);
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect(filesAfter).not.toEqual(filesBefore);
    expect(await download(doc.document_url, admin)).toEqual(PNG);

    expect((await call(t, admin, 'DELETE', `/api/admin/documents/${doc.id}`)).status).toBe(200);
    expect(storedFiles(t)).toHaveLength(filesBefore.length - 1);
    expect((await call(t, admin, 'DELETE', `/api/admin/documents/${doc.id}`)).status).toBe(404);
    expect((await t.request(doc.document_url, { cookie: admin.cookie })).status).toBe(404);
  });

  it('refuses incomplete forms with the spec message, wrong types, disguised files and path tricks', async () => {
    const before = await snapshot(t);
    const files = storedFiles(t);
    const incomplete = 'Selecteer een camper, geef een naam en kies een bestand';
    // A complete form around the file: only the file's type or name is wrong.
    const validForm = (file: FilePart) => form({ camper_id: camperId, document_naam: 'X' }, file);
    const cases: Array<[string, FormData, number, string]> = [
      ['no file', form({ camper_id: camperId, document_naam: 'X' }), 400, 'incomplete_document'],
      ['no camper', form({ document_naam: 'X' }, { name: 'a.pdf', bytes: PDF }), 400, 'incomplete_document'],
      [
        'no name',
        form({ camper_id: camperId, document_naam: '  ' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'incomplete_document',
      ],
      [
        'bad camper id',
        form({ camper_id: '../etc', document_naam: 'X' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      [
        'unknown camper',
        form({ camper_id: randomUUID(), document_naam: 'X' }, { name: 'a.pdf', bytes: PDF }),
        404,
        'camper_not_found',
      ],
      [
        'unknown field',
        form({ camper_id: camperId, document_naam: 'X', storage_key: 'x' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      ['text as pdf', validForm({ name: 'a.pdf', bytes: TEXT }), 415, 'unsupported_file_type'],
      ['gif', validForm({ name: 'a.txt', bytes: TEXT }), 415, 'unsupported_file_type'],
      ['pdf named png', validForm({ name: 'a.png', bytes: PDF }), 415, 'unsupported_file_type'],
      ['path trick', validForm({ name: '..\\..\\boot.ini', bytes: PDF }), 415, 'unsupported_file_type'],
    ];
    for (const [label, body, status, code] of cases) {
      const res = await adminUpload('/api/admin/documents', body);
      expect(res.status, label).toBe(status);
      expect((res.body.error as { code: string }).code, label).toBe(code);
      if (code === 'incomplete_document')
        expect((res.body.error as { message: string }).message).toBe(incomplete);
    }
    const json = await call(t, admin, 'POST', '/api/admin/documents', {
      camper_id: camperId,
      document_naam: 'X',
    });
    expect(json.status).toBe(400);
    const replaceUnknown = await replaceDocument(randomUUID(), form({}, { name: 'a.pdf', bytes: PDF }));
    expect(replaceUnknown.status).toBe(404);
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });

  it('keeps the old file when a replacement is refused', async () => {
    const created = await adminUpload(
      '/api/admin/documents',
      form({ camper_id: camperId, document_naam: 'Polis' }, { name: 'polis.pdf', bytes: PDF }),
    );
    const doc = created.body.document as Doc;
    const before = await snapshot(t);
    const files = storedFiles(t);
    expect((await replaceDocument(doc.id, form({}, { name: 'x.pdf', bytes: TEXT }))).status).toBe(415);
    expect(
      (await replaceDocument(doc.id, form({ document_naam: 'Y' }, { name: 'x.pdf', bytes: PDF }))).status,
    ).toBe(400);
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('admin invoices', () => {
  type Factuur = Json & { id: string; factuur_url: string };

  it('uploads, lists newest first with user name, filters, toggles paid and deletes', async () => {
    const user = await t.createProspect({ naam: 'Fenna Factuur' });
    const first = await adminUpload(
      '/api/admin/invoices',
      form(
        {
          user_id: owner.id,
          factuur_nummer: 'F-2026-001',
          factuur_naam: 'Aankoop aandeel',
          bedrag: '1234,50',
          factuurdatum: '2026-03-01',
          vervaldatum: '2026-03-31',
        },
        { name: 'factuur.pdf', bytes: PDF },
      ),
    );
    expect(first.status).toBe(201);
    const factuur = first.body.factuur as Factuur;
    expect(factuur).toMatchObject({
      user_id: owner.id,
      naam: 'Olga Eigenaar',
      factuur_nummer: 'F-2026-001',
      factuur_naam: 'Aankoop aandeel',
      bedrag: 1234.5,
      factuurdatum: '2026-03-01',
      vervaldatum: '2026-03-31',
      betaald: false,
      bestandstype: 'application/pdf',
      factuur_url: `/api/invoices/${factuur.id}/download`,
    });
    expect(await storedValue(t, 'facturen', 'bedrag_cent', { id: factuur.id })).toBe(123450);
    t.clock.advance(60_000);
    const second = await adminUpload(
      '/api/admin/invoices',
      form(
        { user_id: user.id, factuur_nummer: 'F-2026-002', factuur_naam: 'Servicekosten maart' },
        { name: 's.pdf', bytes: PDF },
      ),
    );
    expect(second.status).toBe(201);
    expect(second.body.factuur).toMatchObject({ bedrag: null, factuurdatum: null, vervaldatum: null });

    const list = await call(t, admin, 'GET', '/api/admin/invoices');
    expect((list.body.facturen as Factuur[]).map((f) => f.factuur_nummer)).toEqual([
      'F-2026-002',
      'F-2026-001',
    ]);
    for (const [q, expected] of [
      ['fenna', ['F-2026-002']],
      ['2026-001', ['F-2026-001']],
      ['SERVICEKOSTEN', ['F-2026-002']],
      ['niets', []],
    ] as const) {
      const res = await call(t, admin, 'GET', `/api/admin/invoices?q=${encodeURIComponent(q)}`);
      expect(
        (res.body.facturen as Factuur[]).map((f) => f.factuur_nummer),
        q,
      ).toEqual(expected);
    }
    expect(await download(factuur.factuur_url, owner)).toEqual(PDF);

    const paid = await call(t, admin, 'PATCH', `/api/admin/invoices/${factuur.id}`, { betaald: true });
    expect(paid.status).toBe(200);
    expect((paid.body.factuur as Factuur).betaald).toBe(true);
    const unpaid = await call(t, admin, 'PATCH', `/api/admin/invoices/${factuur.id}`, { betaald: false });
    expect((unpaid.body.factuur as Factuur).betaald).toBe(false);
    for (const body of [{ betaald: 'ja' }, {}, { betaald: true, bedrag: 5 }]) {
      expect((await call(t, admin, 'PATCH', `/api/admin/invoices/${factuur.id}`, body)).status).toBe(400);
    }
    expect(
      (await call(t, admin, 'PATCH', `/api/admin/invoices/${randomUUID()}`, { betaald: true })).status,
    ).toBe(404);

    const files = storedFiles(t);
    expect((await call(t, admin, 'DELETE', `/api/admin/invoices/${factuur.id}`)).status).toBe(200);
    expect(storedFiles(t)).toHaveLength(files.length - 1);
    expect((await call(t, admin, 'DELETE', `/api/admin/invoices/${factuur.id}`)).status).toBe(404);
  });

  it('refuses a taken number, incomplete forms, bad amounts and wrong files, changing nothing', async () => {
    await adminUpload(
      '/api/admin/invoices',
      form(
        { user_id: owner.id, factuur_nummer: 'F-BEZET', factuur_naam: 'Eerste' },
        { name: 'a.pdf', bytes: PDF },
      ),
    );
    const before = await snapshot(t);
    const files = storedFiles(t);
    const ok = { user_id: owner.id, factuur_nummer: 'F-NIEUW', factuur_naam: 'Nieuw' };
    const cases: Array<[string, FormData, number, string]> = [
      [
        'taken number',
        form({ ...ok, factuur_nummer: 'F-BEZET' }, { name: 'a.pdf', bytes: PDF }),
        409,
        'invoice_number_taken',
      ],
      ['no file', form(ok), 400, 'incomplete_invoice'],
      [
        'no user',
        form({ factuur_nummer: 'F-1', factuur_naam: 'N' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'incomplete_invoice',
      ],
      [
        'no number',
        form({ ...ok, factuur_nummer: '' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'incomplete_invoice',
      ],
      [
        'unknown user',
        form({ ...ok, user_id: randomUUID() }, { name: 'a.pdf', bytes: PDF }),
        404,
        'user_not_found',
      ],
      // A negative amount is a credit note (docs/decisions/0092-credit-notes.md); two minus signs are no amount.
      ['double minus', form({ ...ok, bedrag: '--5' }, { name: 'a.pdf', bytes: PDF }), 400, 'invalid_input'],
      [
        'three decimals',
        form({ ...ok, bedrag: '1,234' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      [
        'bad date',
        form({ ...ok, factuurdatum: '2026-02-30' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      [
        'due before date',
        form({ ...ok, factuurdatum: '2026-03-10', vervaldatum: '2026-03-01' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      [
        'unknown field',
        form({ ...ok, betaald: 'true' }, { name: 'a.pdf', bytes: PDF }),
        400,
        'invalid_input',
      ],
      ['image', form(ok, { name: 'a.png', bytes: PNG }), 415, 'unsupported_file_type'],
      ['text as pdf', form(ok, { name: 'a.pdf', bytes: TEXT }), 415, 'unsupported_file_type'],
      ['path trick', form(ok, { name: '../../factuur', bytes: PDF }), 415, 'unsupported_file_type'],
    ];
    for (const [label, body, status, code] of cases) {
      const res = await adminUpload('/api/admin/invoices', body);
      expect(res.status, label).toBe(status);
      expect((res.body.error as { code: string }).code, label).toBe(code);
    }
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });

  it('lets exactly one of two uploads with the same number win', async () => {
    const results = await Promise.all(
      [1, 2].map(() =>
        adminUpload(
          '/api/admin/invoices',
          form(
            { user_id: owner.id, factuur_nummer: 'F-RACE', factuur_naam: 'Race' },
            { name: 'a.pdf', bytes: PDF },
          ),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db.selectFrom('facturen').select('storage_key').execute();
    const files = storedFiles(t).filter((f) => f.startsWith('facturen/'));
    expect(files.sort()).toEqual(rows.map((r) => `facturen/${r.storage_key}`).sort());
  });
});

// Last: the server closes a connection whose oversized body it refused, which a pooled socket would feel.
describe('oversized uploads', () => {
  it('refuses an oversized upload with 413 and writes nothing', async () => {
    const before = await snapshot(t);
    const files = storedFiles(t);
    const big = Buffer.concat([PDF, Buffer.alloc(26 * 1024 * 1024)]);
    const res = await t.request('/api/admin/documents', {
      method: 'POST',
      body: form({ camper_id: camperId, document_naam: 'Groot' }, { name: 'groot.pdf', bytes: big }),
      cookie: admin.cookie,
    });
    expect(res.status).toBe(413);
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });
});
