import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { imageFiles } from '@camperdeel/rules/images';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from '../../src/storage/files.ts';
import { insertDocument, insertInvoice } from '../support/file-rows.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

let camperA: string;
let camperB: string;
let ownerA1: TestUser;
let ownerA2: TestUser;
let ownerB: TestUser;
let prospect: TestUser;
let admin: TestUser;
let docA: string;
let invoiceA1: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addDocument(camperId: string, naam: string, uploadedAt: string): Promise<string> {
  return insertDocument(t, {
    camper_id: camperId,
    document_naam: naam,
    storage_key: await saveFile(t.config, 'camper-documents', PDF, 'pdf'),
    bestandsgrootte: PDF.byteLength,
    uploaded_by: admin.id,
    uploaded_at: uploadedAt,
  });
}

async function addInvoice(userId: string, nummer: string, uploadedAt: string, bedragCent: number | null) {
  return insertInvoice(t, {
    user_id: userId,
    factuur_nummer: nummer,
    factuur_naam: `Factuur ${nummer}`,
    storage_key: await saveFile(t.config, 'facturen', PDF, 'pdf'),
    bedrag_cent: bedragCent,
    factuurdatum: '2026-01-15',
    bestandsgrootte: PDF.byteLength,
    uploaded_by: admin.id,
    uploaded_at: uploadedAt,
  });
}

const t = serverForFile();
beforeAll(async () => {
  camperA = await t.createCamper({
    naam: 'Albatros',
    nummerplaat: 'AB-12-CD',
    polisnummer: 'P-1',
    aantal_sloten_eigenaars: 3,
  });
  camperB = await t.createCamper({ naam: 'Buizerd' });
  // Owners are listed by user id; create them and sort expectations the same way.
  ownerA1 = await t.createOwner(camperA, { naam: 'Anna', telefoonnummer: '0611111111' });
  ownerA2 = await t.createOwner(camperA, { naam: 'Arie' });
  ownerB = await t.createOwner(camperB, { naam: 'Bert' });
  prospect = await t.createProspect();
  admin = await t.createAdmin();
  docA = await addDocument(camperA, 'Kentekenbewijs', '2026-02-01T10:00:00.000Z');
  await addDocument(camperA, 'Verzekering.pdf', '2026-03-01T10:00:00.000Z');
  await addDocument(camperB, 'Alleen voor B', '2026-03-01T10:00:00.000Z');
  invoiceA1 = await addInvoice(ownerA1.id, 'F-001', '2026-01-20T10:00:00.000Z', 16000);
  await addInvoice(ownerA1.id, 'F-002', '2026-02-20T10:00:00.000Z', null);
  await addInvoice(ownerA2.id, 'F-003', '2026-02-21T10:00:00.000Z', 12345);
});

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('GET /api/owner/camper', () => {
  it('answers the own camper with plate and policy, the co-owners by user id and the slots', async () => {
    const res = await t.request('/api/owner/camper', { cookie: ownerA2.cookie });
    expect(res.status).toBe(200);
    const body = await json<{
      camper: Record<string, unknown>;
      eigenaars: Array<Record<string, unknown>>;
      sloten: unknown;
    }>(res);
    expect(body.camper).toMatchObject({
      id: camperA,
      naam: 'Albatros',
      nummerplaat: 'AB-12-CD',
      polisnummer: 'P-1',
    });
    expect(body.sloten).toEqual({ totaal: 3, ingevuld: 2, open: 1 });
    const expected = [ownerA1, ownerA2]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((o) => ({
        user_id: o.id,
        naam: o.naam,
        profielfoto_url: null,
        beschrijving: null,
        telefoonnummer: o === ownerA1 ? '0611111111' : null,
        email: o.email,
      }));
    expect(body.eigenaars).toEqual(expected);
  });

  it('guards every owner route: 401 anonymous, 403 no_camper_assigned for a prospect', async () => {
    for (const path of ['camper', 'documents', 'invoices', 'credits', 'reservations']) {
      expect((await t.request(`/api/owner/${path}`)).status).toBe(401);
      const res = await t.request(`/api/owner/${path}`, { cookie: prospect.cookie });
      expect(res.status).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('no_camper_assigned');
    }
  });
});

describe('documents and invoices', () => {
  it('lists the own camper’s documents newest first with download links', async () => {
    const res = await t.request('/api/owner/documents', { cookie: ownerA1.cookie });
    const { documenten } = await json<{ documenten: Array<Record<string, unknown>> }>(res);
    expect(documenten.map((d) => d.document_naam)).toEqual(['Verzekering.pdf', 'Kentekenbewijs']);
    expect(documenten[1]).toEqual({
      id: docA,
      camper_id: camperA,
      document_naam: 'Kentekenbewijs',
      document_url: `/api/documents/${docA}/download`,
      bestandsgrootte: PDF.byteLength,
      bestandstype: 'application/pdf',
      uploaded_at: '2026-02-01T10:00:00.000Z',
    });
    const other = await json<{ documenten: Array<{ document_naam: string }> }>(
      await t.request('/api/owner/documents', { cookie: ownerB.cookie }),
    );
    expect(other.documenten.map((d) => d.document_naam)).toEqual(['Alleen voor B']);
  });

  it('lists only the user’s own invoices, newest first, bedrag in euro or null', async () => {
    const res = await t.request('/api/owner/invoices', { cookie: ownerA1.cookie });
    const { facturen } = await json<{ facturen: Array<Record<string, unknown>> }>(res);
    expect(facturen.map((f) => [f.factuur_nummer, f.bedrag, f.betaald])).toEqual([
      ['F-002', null, false],
      ['F-001', 160, false],
    ]);
    expect(facturen[1]).toMatchObject({ id: invoiceA1, factuur_url: `/api/invoices/${invoiceA1}/download` });
    expect(facturen[1]).not.toHaveProperty('storage_key');
    const b = await json<{ facturen: unknown[] }>(
      await t.request('/api/owner/invoices', { cookie: ownerB.cookie }),
    );
    expect(b.facturen).toEqual([]);
  });

  it('downloads through a 302 to a signed link for the camper’s owners and admins', async () => {
    for (const user of [ownerA1, ownerA2, admin]) {
      const res = await t.request(`/api/documents/${docA}/download`, { cookie: user.cookie });
      expect(res.status).toBe(302);
      const location = res.headers.get('location') ?? '';
      expect(location).toMatch(/^\/files\/private\/camper-documents\/.+\?.*sig=/);
      const file = await t.request(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('Kentekenbewijs.pdf');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    }
    const invoice = await t.request(`/api/invoices/${invoiceA1}/download`, { cookie: ownerA1.cookie });
    expect(invoice.status).toBe(302);
    expect(invoice.headers.get('location')).toMatch(/^\/files\/private\/facturen\//);
  });

  it('answers 404 to owner B for camper A’s document, to a co-owner for another user’s invoice, and 401 anonymous', async () => {
    const cases: Array<[string, TestUser | undefined, number, string]> = [
      [`/api/documents/${docA}/download`, ownerB, 404, 'document_not_found'],
      [`/api/documents/${docA}/download`, prospect, 404, 'document_not_found'],
      [`/api/documents/${randomUUID()}/download`, admin, 404, 'document_not_found'],
      [`/api/invoices/${invoiceA1}/download`, ownerA2, 404, 'invoice_not_found'],
      [`/api/invoices/${invoiceA1}/download`, ownerB, 404, 'invoice_not_found'],
      [`/api/documents/${docA}/download`, undefined, 401, 'not_authenticated'],
      [`/api/invoices/${invoiceA1}/download`, undefined, 401, 'not_authenticated'],
    ];
    for (const [path, user, status, code] of cases) {
      const res = await t.request(path, { cookie: user?.cookie });
      expect(res.status, `${path} ${user?.naam}`).toBe(status);
      expect(res.headers.get('location')).toBeNull();
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe(code);
    }
  });
});

describe('POST /api/me/profile/photo', () => {
  function photoFiles(): string[] {
    const dir = join(t.dataDir, 'storage', 'profile-photos');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }

  function form(bytes: Buffer, name: string, type: string): FormData {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  }

  it('stores an image, serves it publicly and removes the previous photo', async () => {
    const user = await t.createProspect();
    const first = await t.request('/api/me/profile/photo', {
      cookie: user.cookie,
      body: form(PNG, 'ik.png', 'image/png'),
    });
    expect(first.status).toBe(200);
    const url1 = (await json<{ profile: { profielfoto_url: string } }>(first)).profile.profielfoto_url;
    // Re-encoded: stored as WebP, with its smaller widths beside it.
    expect(url1).toMatch(/^\/files\/profile-photos\/[0-9a-f-]{36}\.webp$/);
    const served = await t.request(url1);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    await served.arrayBuffer();

    const second = await t.request('/api/me/profile/photo', {
      cookie: user.cookie,
      body: form(PNG, 'nieuw.png', 'image/png'),
    });
    const url2 = (await json<{ profile: { profielfoto_url: string } }>(second)).profile.profielfoto_url;
    expect(url2).not.toBe(url1);
    for (const file of imageFiles(url1)) {
      expect(existsSync(join(t.dataDir, 'storage', file.replace('/files/', '')))).toBe(false);
    }
    expect((await t.request(url1)).status).toBe(404);
  });

  it('refuses a non-image (415), a disguised file (415) and a missing file (400), changing nothing', async () => {
    const user = await t.createProspect();
    const before = photoFiles();
    const cases: Array<[FormData | string, number]> = [
      [form(PDF, 'ik.pdf', 'application/pdf'), 415],
      [form(Buffer.from('geen plaatje'), 'ik.png', 'image/png'), 415],
      [form(PDF, 'ik.png', 'image/png'), 415],
      [new FormData(), 400],
      ['{"file": "x"}', 400],
    ];
    for (const [body, status] of cases) {
      const res = await t.request('/api/me/profile/photo', {
        cookie: user.cookie,
        body,
        ...(typeof body === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.status).toBe(status);
    }
    const profile = await t.db
      .selectFrom('profiles')
      .select('profielfoto_url')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(profile?.profielfoto_url).toBeNull();
    expect(photoFiles()).toEqual(before);
  });
});
