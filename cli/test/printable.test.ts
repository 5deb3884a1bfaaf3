import { describe, expect, it } from 'vitest';
import { printable, printableLines, toJson } from '../src/text/printable.ts';

/** Any byte a terminal acts on instead of showing: C0 (but newline in messages), DEL, C1, bidi and separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('printable', () => {
  it('shows terminal escapes, C1 controls and bidi overrides as visible escapes', () => {
    expect(printable('Anna\u001b]0;pwned\u0007')).toBe('Anna\\x1b]0;pwned\\x07');
    expect(printable('a\u009b31mb')).toBe('a\\x9b31mb');
    expect(printable('factuur\u202efdp.exe')).toBe('factuur\\u202efdp.exe');
    expect(printable('Piet\r\nPietersen\t')).toBe('Piet\\r\\nPietersen\\t');
    expect(printable('a\u2066b\u2069\u2028')).toBe('a\\u2066b\\u2069\\u2028');
    expect(printable('x\ud800y')).toBe('x\\ud800y');
  });

  it('leaves every printable character of any script alone', () => {
    for (const fine of ['Zoë Ångström', 'l’Hôtel € 12,50', 'עברית', 'Дражен', '👨‍👩‍👧‍👦 🚐'])
      expect(printable(fine)).toBe(fine);
  });

  it('keeps the line breaks of a message of several lines', () => {
    expect(printableLines('Regel 1\nnaam: a\u001b[2Jb')).toBe('Regel 1\nnaam: a\\x1b[2Jb');
  });

  it('JSON output escapes what JSON.stringify writes raw, and still reads back as the same data', () => {
    const data = { naam: 'Anna\u001b]0;pwned\u0007 \u202e \u009b \u007f \u2028' };
    expect(JSON.stringify(data)).toMatch(RAW);
    const json = toJson(data);
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)).toEqual(data);
  });
});
