import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTableFile } from '../src/csv/table.ts';
import { parseBedrag, parseDate, phoneWarning } from '../src/values.ts';

const columns = {
  required: ['email', 'naam'],
  optional: ['telefoonnummer', 'bedrag', 'factuurdatum'],
} as const;
const dir = mkdtempSync(join(tmpdir(), 'camperdeel-workbook-'));

async function workbookFile(name: string, rows: ExcelJS.CellValue[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leden');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Tweede blad').addRow(['niet lezen']);
  const path = join(dir, name);
  await workbook.xlsx.writeFile(path);
  return path;
}

describe('the CLI reads spreadsheets', () => {
  it('reads the first sheet of an .xlsx into the same rows as a CSV', async () => {
    const path = await workbookFile('leden.xlsx', [
      ['E-mailadres', 'Naam', 'Telefoon', 'Bedrag', 'Factuurdatum'],
      ['jan@voorbeeld.nl', 'Jan', 612345678, -12.5, new Date(Date.UTC(2027, 1, 1))],
      [],
      ['bea@voorbeeld.nl', { richText: [{ text: 'Be' }, { text: 'a' }] }, '0612345678', '€ 1.500', '1-2-27'],
    ]);
    const table = await readTableFile(path, columns);
    expect(table.rows.map((r) => [r.line, r.values])).toEqual([
      [
        2,
        {
          email: 'jan@voorbeeld.nl',
          naam: 'Jan',
          telefoonnummer: '612345678',
          bedrag: '-12.5',
          factuurdatum: '2027-02-01',
        },
      ],
      [
        4,
        {
          email: 'bea@voorbeeld.nl',
          naam: 'Bea',
          telefoonnummer: '0612345678',
          bedrag: '€ 1.500',
          factuurdatum: '1-2-27',
        },
      ],
    ]);
    expect(table.rows.map((r) => parseBedrag(r.values.bedrag))).toEqual(['-12.50', '1500.00']);
    expect(table.rows.map((r) => parseDate('factuurdatum', r.values.factuurdatum))).toEqual([
      '2027-02-01',
      '2027-02-01',
    ]);
  });

  it('knows a workbook by its bytes even under another name', async () => {
    const path = await workbookFile('leden-als.csv', [
      ['email', 'naam'],
      ['a@voorbeeld.nl', 'A'],
    ]);
    expect((await readTableFile(path, columns)).rows).toHaveLength(1);
  });

  it('refuses a broken workbook as a whole', async () => {
    const path = join(dir, 'kapot.xlsx');
    writeFileSync(path, 'PK\u0003\u0004 geen werkmap');
    await expect(readTableFile(path, columns)).rejects.toThrow(/niet te lezen/);
  });

  it('reads a CSV as Excel writes it: BOM, semicolons, CRLF', async () => {
    const path = join(dir, 'excel.csv');
    writeFileSync(path, '\uFEFFE-mailadres;Naam;Bedrag\r\njan@voorbeeld.nl;"Jan; jr";1.234,50\r\n');
    const table = await readTableFile(path, columns);
    expect(table.rows[0]?.values).toMatchObject({
      email: 'jan@voorbeeld.nl',
      naam: 'Jan; jr',
      bedrag: '1.234,50',
    });
    expect(parseBedrag(table.rows[0]?.values.bedrag ?? '')).toBe('1234.50');
  });

  it('accepts Dutch spreadsheet amounts and dates and warns about a lost leading zero', () => {
    expect(parseBedrag('1.234')).toBe('1234.00');
    expect(parseBedrag('12.50')).toBe('12.50');
    expect(() => parseBedrag('12,505')).toThrow(/geen geldig bedrag/);
    expect(parseDate('factuurdatum', '01-02-2027')).toBe('2027-02-01');
    expect(() => parseDate('factuurdatum', '30-2-27')).toThrow(/geen geldige datum/);
    expect(phoneWarning(3, '612345678')).toContain("'0612345678'");
    expect(phoneWarning(3, '0612345678')).toBeNull();
  });
});
