import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDocument, insertInvoice } from '../support/file-rows.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';
import { call } from './fixtures.ts';

type Page = { volgende: string | null; totaal: number } & Record<string, { id: string }[] | unknown>;

const t = serverForFile();
let admin: TestUser;
const ROWS = 70;

/** An instant `i` minutes into 2026, so "newest first" is a known order. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();

beforeAll(async () => {
  admin = await t.createAdmin();
  const zoe = await t.createCamper({ naam: 'Zoë Ångström', merk: 'Hymer', model: 'B-Klasse' });
  const plain = await t.createCamper({ naam: 'Bergwind', merk: 'Knaus', model: 'Sky' });
  const francois = await t.createProspect({ naam: 'François Müller' });
  const others = await t.createProspect({ naam: 'Piet Prospect' });
  for (let i = 0; i < ROWS; i++) {
    const camper = i % 7 === 0 ? zoe : plain;
    const user = i % 10 === 0 ? francois : others;
    // One application per member and camper: the rest go to fresh members.
    const applicant = i < 2 ? user.id : (await t.createProspect({ naam: `Aanvrager ${i}` })).id;
    await t.db
      .insertInto('aanmeldingen')
      .values({ id: randomUUID(), user_id: applicant, camper_id: camper, created_at: at(i) })
      .execute();
    const uploaded = { bestandsgrootte: 10, uploaded_by: admin.id, uploaded_at: at(i) };
    await insertDocument(t, { camper_id: camper, document_naam: `Document ${i}`, ...uploaded });
    await insertInvoice(t, {
      user_id: user.id,
      factuur_nummer: `CD-${1000 + i}`,
      factuur_naam: `Servicekosten ${i}`,
      ...uploaded,
    });
  }
});

async function page(path: string): Promise<Page> {
  const res = await call(t, admin, 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
}

describe.each([
  ['/api/admin/applications', 'aanmeldingen'],
  ['/api/admin/documents', 'documenten'],
  ['/api/admin/invoices', 'facturen'],
] as const)('GET %s pages', (path, key) => {
  it('50 without a limit, newest first, every row once when following volgende', async () => {
    const first = await page(path);
    expect((first[key] as unknown[]).length).toBe(50);
    expect(first.totaal).toBe(ROWS);
    const seen = [...(first[key] as { id: string }[])];
    let cursor = first.volgende;
    while (cursor) {
      const next = await page(`${path}?limit=13&cursor=${cursor}`);
      seen.push(...(next[key] as { id: string }[]));
      cursor = next.volgende;
    }
    expect(new Set(seen.map((row) => row.id)).size).toBe(ROWS);
  });

  it('a made-up cursor is a Dutch 400', async () => {
    const res = await call(t, admin, 'GET', `${path}?cursor=bestaat-niet`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('cursor is ongeldig');
  });
});

it('applications and documents are found by the camper name whatever its accents', async () => {
  expect((await page('/api/admin/applications?zoek=zoe')).totaal).toBe(10);
  expect((await page('/api/admin/documents?zoek=ANGSTROM')).totaal).toBe(10);
  expect((await page('/api/admin/documents?zoek=Document 6')).totaal).toBe(11);
});

it('applications and invoices are found by the member name whatever its accents', async () => {
  expect((await page('/api/admin/applications?zoek=muller')).totaal).toBe(1);
  expect((await page('/api/admin/invoices?zoek=francois')).totaal).toBe(7);
  expect((await page('/api/admin/invoices?zoek=CD-1042')).totaal).toBe(1);
});
