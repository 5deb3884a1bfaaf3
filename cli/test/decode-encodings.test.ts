import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet } from '../src/csv/decode.ts';
import { CliError } from '../src/errors.ts';

/** Bytes as a spreadsheet on a Mac (Mac Roman) or an old Linux box (ISO-8859-15) writes them. */
function bytes(...parts: (string | number[])[]): Buffer {
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
}

const HEADER = 'naam;email\r\n';

describe('decodeSpreadsheet refuses files in an encoding it cannot read', () => {
  it("refuses Mac Roman ('René Noël' is 'Ren\\x8e No\\x91l') whole, naming the first bad line", () => {
    // é is 0x8E and ë 0x91 in Mac Roman: read as Windows-1252 they become 'Ž' and '‘' inside the words.
    const file = bytes(HEADER, 'Jan;jan@x.nl\r\nRen', [0x8e], ' No', [0x91], 'l;rene@x.nl\r\n');
    expect(() => decodeSpreadsheet(file)).toThrow(CliError);
    expect(() => decodeSpreadsheet(file)).toThrow(/Regel 3 bevat 'Ž'/);
    expect(() => decodeSpreadsheet(file)).toThrow(/Er is niets ingelezen/);
    // Each mark alone is enough.
    expect(() => decodeSpreadsheet(bytes(HEADER, 'No', [0x91], 'l;n@x.nl\r\n'))).toThrow(/Regel 2 bevat '‘'/);
    // ü (0x9F → 'Ÿ') and é inside a word (Noémi → 'NoŽmi') from a Mac.
    expect(() => decodeSpreadsheet(bytes(HEADER, 'M', [0x9f], 'ller;m@x.nl\r\n'))).toThrow(/Regel 2/);
    expect(() => decodeSpreadsheet(bytes(HEADER, 'No', [0x8e], 'mi;n@x.nl\r\n'))).toThrow(/Regel 2/);
  });

  it("refuses ISO-8859-15 ('Bea €' is 'Bea \\xa4', read as '¤')", () => {
    const file = bytes(HEADER, 'Bea ', [0xa4], ';bea@x.nl\r\n');
    expect(() => decodeSpreadsheet(file)).toThrow(/Regel 2 bevat '¤'/);
    expect(() => decodeSpreadsheet(bytes('bedrag\r\n', [0xa4], ' 12,50\r\n'))).toThrow(/Regel 2 bevat '¤'/);
  });

  it('refuses C1 control characters, also in a UTF-8 file', () => {
    expect(() => decodeSpreadsheet(Buffer.from(`${HEADER}Ren\u008e;r@x.nl\r\n`, 'utf8'))).toThrow(
      /Regel 2 bevat een stuurteken \(U\+008E\)/,
    );
  });

  it('keeps reading real Windows-1252 files with quotes, apostrophes, dashes and euros', () => {
    // l’Hôtel (0x92, 0xF4), “Zon” (0x93, 0x94), € 12,50 (0x80), Jansen – De Vries (0x96), ‘s-Hertogenbosch (0x91).
    const file = bytes(
      'naam;plaats;bedrag\r\n',
      'l',
      [0x92],
      'H',
      [0xf4],
      'tel;',
      [0x91],
      's-Hertogenbosch;',
      [0x80],
      ' 12,50\r\n',
      [0x93],
      'Zon',
      [0x94],
      ' B.V.;Jansen ',
      [0x96],
      ' De Vries;',
      [0x80],
      '12,50\r\n',
      'O',
      [0x92],
      'Brien;Caf',
      [0xe9],
      ' ',
      [0x84],
      'De Hoek',
      [0x93],
      ';1',
      [0xbd],
      '\r\n',
      // Windows-1252 has š, ž, Š, Ž and œ for real names and words: Dražen Škoro, cœur.
      'Dra',
      [0x9e],
      'en ',
      [0x8a],
      'koro;c',
      [0x9c],
      'ur;1\r\n',
    );
    const decoded = decodeSpreadsheet(file);
    expect(decoded.encoding).toBe('windows-1252');
    expect(decoded.text).toContain('l’Hôtel');
    expect(decoded.text).toContain('‘s-Hertogenbosch');
    expect(decoded.text).toContain('€ 12,50');
    expect(decoded.text).toContain('“Zon” B.V.');
    expect(decoded.text).toContain('Jansen – De Vries');
    expect(decoded.text).toContain('O’Brien');
    expect(decoded.text).toContain('Café „De Hoek“');
    expect(decoded.text).toContain('Dražen Škoro;cœur');
  });

  it('keeps reading UTF-8 files with the same characters', () => {
    const text = `${HEADER}l’Hôtel “Zon”;€ 12,50\r\nNoël;n@x.nl\r\n`;
    expect(decodeSpreadsheet(Buffer.from(text, 'utf8')).text).toBe(text);
  });
});
