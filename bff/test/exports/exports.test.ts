import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../shared-use/helpers.ts';
import { insertInvoice } from '../support/file-rows.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

const NOW = new Date('2026-11-29T10:00:00Z');
const t = serverForFile({ now: NOW });
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Beheer Bea' });
  const camperId = await t.createCamper({ naam: 'Zomerzon' });
  owner = await t.createOwner(camperId, {
    naam: '=HYPERLINK("http://kwaad")',
    telefoonnummer: '+31612345678',
  });
  await t.createProspect({ naam: 'Jan; de "Boer"' });
  await insertInvoice(t, {
    user_id: owner.id,
    factuur_nummer: '-2027-001',
    factuur_naam: '@SUM(A1)',
    bedrag_cent: -1250,
  });
});

const get = (path: string, cookie = admin.cookie) => t.request(path, { cookie });

describe('admin exports', () => {
  it('writes the users as CSV a Dutch Excel opens: BOM, semicolons, CRLF, injection shown as text', async () => {
    const res = await get('/api/admin/users/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gebruikers-2026-11-29.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Naam;E-mailadres;Telefoonnummer;Status;Beheerder;Gezinsleden;Aanmeldingen;Aangemaakt op',
    );
    expect(lines.at(-1)).toBe('');
    expect(text).toContain(`"'=HYPERLINK(""http://kwaad"")"`);
    expect(text).toContain(";'+31612345678;");
    expect(text).toContain('"Jan; de ""Boer"""');
    expect(lines.filter((l) => l !== '').length).toBe(4);
  });

  it('exports every row that matches the search, not just one page', async () => {
    const text = await (await get('/api/admin/users/export?zoek=boer&limit=1')).text();
    expect(text.split('\r\n').filter((l) => l !== '')).toHaveLength(2);
    expect(text).toContain('Jan; de');
  });

  it('writes a real workbook: text stays a string, amounts stay numbers', async () => {
    const res = await get('/api/admin/invoices/export?formaat=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="facturen-2026-11-29.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Factuurnummer');
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe('-2027-001');
    expect(row?.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row?.getCell(2).value).toBe('@SUM(A1)');
    expect(row?.getCell(4).value).toBe(-12.5);
    expect(row?.getCell(4).type).toBe(ExcelJS.ValueType.Number);
  });

  it('exports the reservations overview and the Logboek, and logs who exported what', async () => {
    const overview = await get('/api/admin/reservations/overview/export');
    expect(overview.status).toBe(200);
    expect((await overview.text()).split('\r\n')[0]).toBe(
      'Jaar;Camper;Merk;Model;Gebruiker;Reserveringen;Dagen',
    );
    const audit = await get('/api/admin/audit/export?soort=export&formaat=csv');
    expect(audit.headers.get('content-disposition')).toBe('attachment; filename="logboek-2026-11-29.csv"');
    const text = await audit.text();
    // Each event as the Logboek reads it: the sentence, who, the kind, the target's name and id.
    expect(text.split('\r\n')[0]).toBe('Tijdstip;Gebeurtenis;Door;Soort;Doel;Doel-id;Details');
    expect(text).toMatch(/;Beheer Bea;export;[^;]*;gebruikers;/);
  });

  it('refuses another format in Dutch, bad filters, and everyone but an admin', async () => {
    await expectError(await get('/api/admin/users/export?formaat=pdf'), 422, 'export_format_invalid');
    await expectError(await get('/api/admin/audit/export?formaat=XLSX'), 422, 'export_format_invalid');
    await expectError(await get('/api/admin/audit/export?van=2027-02-30'), 400, 'invalid_input');
    await expectError(await get('/api/admin/audit/export?onbekend=1'), 400, 'invalid_input');
    expect((await get('/api/admin/invoices/export', owner.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/reservations/overview/export')).status).toBe(401);
  });
});
