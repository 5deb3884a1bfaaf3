import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from '../src/csv/parse.ts';
import { parseTable } from '../src/csv/table.ts';
import { CliError } from '../src/errors.ts';
import { parseBedrag, parseDate } from '../src/values.ts';

describe('parseCsv', () => {
  it('reads semicolons, a BOM, CRLF line ends and skips blank and all-empty rows', () => {
    const text = '\uFEFFemail;naam\r\njan@x.nl;Jan\r\n\r\n;\r\n  \r\npiet@x.nl;Piet\r\n';
    const doc = parseCsv(text);
    expect(doc.delimiter).toBe(';');
    expect(doc.records).toEqual([
      { line: 1, cells: ['email', 'naam'] },
      { line: 2, cells: ['jan@x.nl', 'Jan'] },
      { line: 6, cells: ['piet@x.nl', 'Piet'] },
    ]);
  });

  it('detects commas and reads quoted fields with separators, escaped quotes and line breaks', () => {
    const text = 'naam,omschrijving\n"Jansen, Jan","Zegt ""hoi""\nen gaat"\nPiet,"a;b"';
    const doc = parseCsv(text);
    expect(doc.delimiter).toBe(',');
    expect(doc.records).toEqual([
      { line: 1, cells: ['naam', 'omschrijving'] },
      { line: 2, cells: ['Jansen, Jan', 'Zegt "hoi"\nen gaat'] },
      { line: 4, cells: ['Piet', 'a;b'] },
    ]);
  });

  it('keeps empty trailing cells and trims unquoted cells but not quoted ones', () => {
    expect(parseCsv('a;b;c\n x ;" y ";\n').records[1]).toEqual({ line: 2, cells: ['x', ' y ', ''] });
  });

  it('reports an unclosed quote on the line the record starts, and text after a closing quote', () => {
    const doc = parseCsv('a;b\n"ok";"fout"x\n1;2\n3;"open\n4;5\n');
    expect(doc.records[1]).toMatchObject({ line: 2, error: 'Tekst na een afsluitend aanhalingsteken' });
    expect(doc.records[2]).toEqual({ line: 3, cells: ['1', '2'] });
    expect(doc.records[3]).toMatchObject({ line: 4, error: 'Aanhalingsteken niet gesloten' });
    expect(doc.records).toHaveLength(4);
  });

  it('counts lines inside quoted values when numbering later rows (CR-only files too)', () => {
    const doc = parseCsv('a;b\r"1\r2";x\r3;y');
    expect(doc.records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('prefers semicolon on a tie and ignores separators inside quotes when detecting', () => {
    expect(detectDelimiter('email')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('\n\na;b,c;d')).toBe(';');
  });
});

describe('parseTable', () => {
  const columns = { required: ['email', 'naam'], optional: ['status'] } as const;

  it('maps columns by header name in any order and case, filling absent optional ones', () => {
    const rows = parseTable('NAAM;Email\nJan;jan@x.nl\n', columns);
    expect(rows).toEqual([{ line: 2, values: { email: 'jan@x.nl', naam: 'Jan', status: '' } }]);
  });

  it('fails the file on a missing required, unknown or duplicate column, or without a header', () => {
    expect(() => parseTable('email\nx\n', columns)).toThrow(/Verplichte kolom ontbreekt.*naam/);
    expect(() => parseTable('email;naam;telefoonummer\n', columns)).toThrow(
      /Onbekende kolom 'telefoonummer'/,
    );
    expect(() => parseTable('email;naam;email\n', columns)).toThrow(/twee keer/);
    expect(() => parseTable('\n\n', columns)).toThrow(CliError);
  });

  it('marks a row with more cells than the header as broken, with its line number', () => {
    const rows = parseTable('email;naam\n\njan@x.nl;Jan;extra\n', columns);
    expect(rows[0]).toMatchObject({ line: 3, error: 'Deze regel heeft 3 kolommen, de kopregel 2' });
  });
});

describe('values', () => {
  it('reads dates as yyyy-MM-dd and dd-MM-yyyy and refuses impossible ones', () => {
    expect(parseDate('factuurdatum', '2027-01-31')).toBe('2027-01-31');
    expect(parseDate('factuurdatum', '31-01-2027')).toBe('2027-01-31');
    expect(parseDate('factuurdatum', '1-2-2027')).toBe('2027-02-01');
    expect(parseDate('factuurdatum', '')).toBeNull();
    expect(() => parseDate('factuurdatum', '31-02-2027')).toThrow(/geen geldige datum/);
  });

  it('reads amounts with a decimal comma or point, as formatted cells show them too', () => {
    expect(parseBedrag('160,5')).toBe('160.50');
    expect(parseBedrag('160.50')).toBe('160.50');
    expect(parseBedrag('€ 1.234,50')).toBe('1234.50');
    expect(parseBedrag('')).toBeNull();
    expect(() => parseBedrag('1.234')).toThrow(/geen geldig bedrag/);
    expect(() => parseBedrag('12,345')).toThrow(/geen geldig bedrag/);
    expect(() => parseBedrag('-5')).toThrow(/geen geldig bedrag/);
  });
});
