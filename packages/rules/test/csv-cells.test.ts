import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText, exportFileName, neutraliseText, xlsxValue } from '../src/csv-cells.ts';

describe('export cells', () => {
  it.each(['=1+1', '+31612345678', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x")'])(
    'shows %j as text, never as a formula',
    (text) => {
      expect(neutraliseText(text)).toBe(`'${text}`);
      expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('keeps ordinary text and real numbers as they are', () => {
    expect(csvField('Jan de Boer')).toBe('Jan de Boer');
    expect(csvField(-12.5)).toBe('-12,5');
    expect(csvField(1234)).toBe('1234');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('ja');
    expect(xlsxValue(-12.5)).toBe(-12.5);
    expect(xlsxValue('=1+1')).toBe('=1+1');
  });

  it('quotes the separator, quotes, line breaks and edge spaces', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('zeg "hoi"')).toBe('"zeg ""hoi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(' a')).toBe('" a"');
  });

  it('writes UTF-8 text with a BOM, semicolons and CRLF', () => {
    expect(csvText(['Naam', 'Bedrag'], [['Zoë', 12.5]])).toBe('\uFEFFNaam;Bedrag\r\nZoë;12,5\r\n');
  });

  it('never lets a text cell start a formula, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvLine([text]).replace(/\r\n$/, '').replace(/^"/, '');
        expect(/^[=+\-@\t\r]/.test(field)).toBe(false);
      }),
    );
  });

  it('names the download safely', () => {
    expect(exportFileName('Gebruikers', '2026-11-29', 'csv')).toBe('gebruikers-2026-11-29.csv');
    expect(exportFileName('../"x"\r\n', 'nope', 'xlsx')).toBe('x-onbekend.xlsx');
  });
});
