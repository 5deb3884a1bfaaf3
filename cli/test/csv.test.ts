import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet } from '../src/csv/decode.ts';
import { detectDelimiter, parseCsv } from '../src/csv/parse.ts';
import { parseTable } from '../src/csv/table.ts';
import { CliError } from '../src/errors.ts';
import { parseBedrag, parseDate } from '../src/values.ts';
import { excelLines, utf8WithBom, utf16leWithBom, windows1252 } from './support/fixtures.ts';

describe('decodeSpreadsheet', () => {
  const name = 'Marloës Çelik';

  it('reads Excel’s Windows-1252 CSV as the operator typed it, never as mojibake', () => {
    const decoded = decodeSpreadsheet(windows1252(`naam;email\r\n${name};m@x.nl\r\n€ 12,50;x\r\n`));
    expect(decoded.encoding).toBe('windows-1252');
    expect(decoded.text).toContain(name);
    expect(decoded.text).toContain('€ 12,50');
    expect(decoded.text).not.toContain('\uFFFD');
  });

  it('reads UTF-8 with and without BOM, and UTF-16 (Excel’s Unicode text) with its BOM', () => {
    expect(decodeSpreadsheet(utf8WithBom(name))).toEqual({ text: name, encoding: 'utf-8' });
    expect(decodeSpreadsheet(Buffer.from(name, 'utf8'))).toEqual({ text: name, encoding: 'utf-8' });
    expect(decodeSpreadsheet(utf16leWithBom(name))).toEqual({ text: name, encoding: 'utf-16le' });
  });

  it('refuses the whole file in Dutch when no encoding fits: bytes Windows-1252 leaves undefined, NUL bytes, broken UTF-8 after a BOM', () => {
    expect(() => decodeSpreadsheet(Buffer.from([0x61, 0x81, 0x62]))).toThrow(
      /geen UTF-8 en ook geen Windows-1252/,
    );
    expect(() => decodeSpreadsheet(Buffer.from([0x25, 0x50, 0x00, 0x01]))).toThrow(/geen tekstbestand/);
    expect(() => decodeSpreadsheet(Buffer.from([0xef, 0xbb, 0xbf, 0xe9, 0x41]))).toThrow(CliError);
  });

  it('refuses text that was already turned into mojibake once (UTF-8 read as Windows-1252 and saved), with its line', () => {
    for (const broken of ['Ã©ric MÃ¼ller', 'prijs â‚¬ 12,50', 'Ã«lla']) {
      expect(() =>
        decodeSpreadsheet(utf8WithBom(`naam;email\r\nJan;j@x.nl\r\n${broken};m@x.nl\r\n`)),
      ).toThrow(/^Regel 3 bevat '.+': tekst die al eens verkeerd is omgezet/);
    }
    // A file that is UTF-8 but for one stray byte is read as Windows-1252: its UTF-8 names would turn into the same.
    const mixed = Buffer.concat([Buffer.from('naam\r\nJosé\r\n', 'utf8'), Buffer.from([0xe9, 0x0d, 0x0a])]);
    expect(() => decodeSpreadsheet(mixed)).toThrow(/Regel 2 bevat 'Ã©'/);
    for (const fine of ['João', 'ÀÁÂÃ', 'Zoë Ångström'])
      expect(decodeSpreadsheet(utf8WithBom(fine)).text).toBe(fine);
  });
});

describe('parseCsv', () => {
  it('reads semicolons, CRLF line ends and skips blank and all-empty rows (Excel’s trailing ;;;)', () => {
    const doc = parseCsv(excelLines(['email;naam', 'jan@x.nl;Jan', '', ';', 'piet@x.nl;Piet']));
    expect(doc.delimiter).toBe(';');
    expect(doc.records).toEqual([
      { line: 1, cells: ['email', 'naam'] },
      { line: 2, cells: ['jan@x.nl', 'Jan'] },
      { line: 5, cells: ['piet@x.nl', 'Piet'] },
    ]);
  });

  it('detects commas and tabs, reads quoted fields with separators, escaped quotes and line breaks', () => {
    const doc = parseCsv('naam,omschrijving\r\n"Jansen, Jan","Zegt ""hoi""\r\nen gaat"\r\nPiet,"a;b"');
    expect(doc.delimiter).toBe(',');
    expect(doc.records).toEqual([
      { line: 1, cells: ['naam', 'omschrijving'] },
      { line: 2, cells: ['Jansen, Jan', 'Zegt "hoi"\nen gaat'] },
      { line: 4, cells: ['Piet', 'a;b'] },
    ]);
    expect(parseCsv('email\tnaam\r\na@x.nl\tA, B; C\r\n').records[1]?.cells).toEqual(['a@x.nl', 'A, B; C']);
  });

  it('follows a sep= first line and counts it in the line numbers', () => {
    const doc = parseCsv('sep=,\r\nemail,naam\r\na@x.nl,"A; B"\r\n');
    expect(doc).toMatchObject({ delimiter: ',', sepLine: true });
    expect(doc.records).toEqual([
      { line: 2, cells: ['email', 'naam'] },
      { line: 3, cells: ['a@x.nl', 'A; B'] },
    ]);
  });

  it('refuses the whole file on a quote that never closes, naming the line', () => {
    expect(() => parseCsv('a;b\n1;2\n3;"open\n4;5\n')).toThrow(
      /niet te lezen rond regel \d+: een aanhalingsteken wordt niet gesloten/,
    );
  });

  it('counts lines inside quoted values when numbering later rows (CR-only files too)', () => {
    expect(parseCsv('a;b\r"1\r2";x\r3;y').records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('prefers semicolon on a tie and ignores separators inside quotes when detecting', () => {
    expect(detectDelimiter('email')).toBe(';');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('\n\na;b,c;d')).toBe(';');
    expect(detectDelimiter('a\tb\tc;d')).toBe('\t');
  });
});

describe('parseTable', () => {
  const columns = { required: ['email', 'naam'], optional: ['status'] } as const;
  const table = (text: string) => parseTable({ text, encoding: 'utf-8' }, columns);

  it('maps columns by header name in any order and the spellings offices use', () => {
    expect(table('NAAM;Email\nJan;jan@x.nl\n').rows).toEqual([
      { line: 2, values: { email: 'jan@x.nl', naam: 'Jan', status: '' }, cells: ['Jan', 'jan@x.nl'] },
    ]);
    for (const header of ['E-mailadres', 'e-mail', ' E-Mail ', 'Mailadres']) {
      expect(table(`Naam;${header}\nJan;jan@x.nl\n`).rows[0]?.values.email).toBe('jan@x.nl');
    }
  });

  it('fails the file on a missing required, unknown or duplicate column, or without a header', () => {
    expect(() => table('email\nx\n')).toThrow(/Verplichte kolom ontbreekt.*naam/);
    expect(() => table('email;naam;telefoonummer\n')).toThrow(/Onbekende kolom 'telefoonummer'/);
    expect(() => table('email;naam;E-mail\n')).toThrow(/twee keer/);
    expect(() => table('\n\n')).toThrow(CliError);
  });

  it('ignores the empty columns and rows Excel leaves where cells were once used', () => {
    const excel = table('email;naam;status;;\r\njan@x.nl;Jan;;;\r\n;;;;\r\n  ; ;\r\n');
    expect(excel.rows).toEqual([
      {
        line: 2,
        values: { email: 'jan@x.nl', naam: 'Jan', status: '' },
        cells: ['jan@x.nl', 'Jan', '', '', ''],
      },
    ]);
    // An empty header cell between named ones is still a mistake in the file.
    expect(() => table('email;;naam\n')).toThrow(/Onbekende kolom ''/);
  });

  it('marks a row with more filled cells than the header as broken, with its line number', () => {
    expect(table('email;naam\n\njan@x.nl;Jan;extra\n').rows[0]).toMatchObject({
      line: 3,
      error: 'Deze regel heeft 3 kolommen, de kopregel 2',
    });
  });
});

describe('values', () => {
  it('reads dates as yyyy-MM-dd and dd-MM-yyyy and refuses impossible ones', () => {
    expect(parseDate('factuurdatum', '2027-01-31')).toBe('2027-01-31');
    expect(parseDate('factuurdatum', '31-01-2027')).toBe('2027-01-31');
    expect(parseDate('factuurdatum', '1-2-2027')).toBe('2027-02-01');
    expect(parseDate('factuurdatum', '')).toBeNull();
    expect(() => parseDate('factuurdatum', '31-02-2027')).toThrow(/geen geldige datum/);
    expect(() => parseDate('factuurdatum', '30-02-2026')).toThrow(/geen geldige datum/);
  });

  it('reads amounts with a decimal comma or point, as formatted cells show them too', () => {
    expect(parseBedrag('160,5')).toBe('160.50');
    expect(parseBedrag('160.50')).toBe('160.50');
    expect(parseBedrag('€ 1.234,50')).toBe('1234.50');
    expect(parseBedrag('')).toBeNull();
    // Dutch spreadsheets: a point before three digits groups whole euros, a minus is a credit note (docs/product/exports.md).
    expect(parseBedrag('1.234')).toBe('1234.00');
    expect(() => parseBedrag('12,345')).toThrow(/geen geldig bedrag/);
    expect(parseBedrag('-5')).toBe('-5.00');
  });
});
