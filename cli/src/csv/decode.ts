import { CliError } from '../errors.ts';

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DecodedText = { text: string; encoding: Encoding };

/** Bytes Windows-1252 leaves undefined: a file holding them is neither UTF-8 nor Windows-1252. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const REFUSED =
  "Kan de tekens in dit bestand niet betrouwbaar lezen: het is geen UTF-8 en ook geen Windows-1252. Sla het in Excel op als 'CSV UTF-8 (door komma's gescheiden)' en probeer het opnieuw. Er is niets ingelezen.";

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * Decodes a spreadsheet export the way the operator meant it, or refuses the whole file: UTF-8 (with or without BOM,
 * 'CSV UTF-8' in Excel), UTF-16 with a BOM (Excel's 'Unicode-tekst'), and otherwise Windows-1252 (Excel's plain
 * 'CSV' on Windows), the only 8-bit encoding Dutch offices produce. A file that is valid UTF-8 is read as UTF-8; a
 * file with bytes that no candidate defines, or with NUL bytes (not a text file), is refused: never mojibake.
 */
export function decodeSpreadsheet(bytes: Uint8Array): DecodedText {
  const decoded = decodeBytes(bytes);
  refuseMojibake(decoded.text);
  return decoded;
}

/**
 * UTF-8 read as Windows-1252 once and saved again ('Ã©' for 'é', 'Ã¼' for 'ü', 'â‚¬' for '€'): decodes cleanly, so
 * only its pattern shows it. Such a file is refused with the line, rather than storing "Ã©ric MÃ¼ller".
 */
const DOUBLE_ENCODED =
  /[ÂÃ][\u0080-\u00bf\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc]|â‚¬/;

/**
 * A file in another 8-bit encoding read as Windows-1252 also decodes cleanly. Mac Roman puts the accented letters
 * where Windows-1252 has quotes and capitals ('René Noël' reads 'RenŽ No‘l'), ISO-8859-15 its euro where Windows-1252
 * has '¤' ('Bea ¤'). These marks are refused where real text never has them: a quote or symbol between two letters
 * (’ stays allowed: it is the apostrophe of l’Hôtel and O’Brien), a capital Ž Š Œ Ÿ right after a small letter or Ÿ
 * before one, and '¤' anywhere. Real Windows-1252 quotes, dashes, š/ž/œ inside words (Dražen, cœur) and € pass.
 */
const FOREIGN_ENCODING = [/(?<=\p{L})[‘“”„†‡ˆ‰‹›•˜™ƒ¦¨¸](?=\p{L})/u, /(?<=\p{Ll})[ŽŠŒŸ]|Ÿ(?=\p{Ll})/u, /¤/u];

/** C1 control characters: no spreadsheet writes them; they are what a wrong decoding leaves behind. */
const C1_CONTROL = /[\u0080-\u009f]/u;

const SAVE_AS_UTF8 =
  "Sla het in Excel op als 'CSV UTF-8 (door komma's gescheiden)' en probeer het opnieuw. Er is niets ingelezen.";

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** The first match of any pattern in the text (the earliest line is the one the operator must see). */
function firstMatch(text: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  let first: RegExpExecArray | null = null;
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found && (first === null || found.index < first.index)) first = found;
  }
  return first;
}

/** The word around a position, so the message shows 'RenŽ' rather than a lone mark. */
function wordAt(text: string, index: number): string {
  const before = /[^\s;,\t"]*$/u.exec(text.slice(0, index))?.[0] ?? '';
  const after = /^[^\s;,\t"]*/u.exec(text.slice(index))?.[0] ?? '';
  return `${before}${after}`.slice(0, 60);
}

function refuseMojibake(text: string): void {
  const found = DOUBLE_ENCODED.exec(text);
  if (found) {
    throw new CliError(
      `Regel ${lineOf(text, found.index)} bevat '${found[0]}': tekst die al eens verkeerd is omgezet (zoals 'Ã©' voor 'é'). Herstel de namen in het bestand en sla het op als 'CSV UTF-8'. Er is niets ingelezen.`,
    );
  }
  const control = C1_CONTROL.exec(text);
  const mark = firstMatch(text, FOREIGN_ENCODING);
  if (control && (!mark || control.index <= mark.index)) {
    const code = (control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    throw new CliError(
      `Regel ${lineOf(text, control.index)} bevat een stuurteken (U+${code}): het bestand is in een andere tekenset opgeslagen dan UTF-8 of Windows-1252. ${SAVE_AS_UTF8}`,
    );
  }
  if (mark) {
    throw new CliError(
      `Regel ${lineOf(text, mark.index)} bevat '${mark[0]}' in '${wordAt(text, mark.index)}': zo ziet een bestand in een andere tekenset eruit (Mac Roman of ISO-8859-15, zoals 'RenŽ' voor 'René' of '¤' voor '€'). ${SAVE_AS_UTF8}`,
    );
  }
}

function decodeBytes(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: strict('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: strict('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) {
    throw new CliError('Dit is geen tekstbestand (CSV): het bevat binaire gegevens. Er is niets ingelezen.');
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    if (body !== bytes) throw new CliError(REFUSED);
  }
  if (body.some((b) => UNDEFINED_IN_1252.has(b))) throw new CliError(REFUSED);
  return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
}

function strict(encoding: 'utf-16le' | 'utf-16be', bytes: Uint8Array): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new CliError(REFUSED);
  }
}
