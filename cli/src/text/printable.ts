/**
 * What the CLI prints is read on the operator's terminal, and data in it (names from the server, cells from a CSV)
 * may hold anything a member typed or an old row kept. ESC starts sequences that retitle, recolour or rewrite the
 * terminal, C1 CSI (U+009B) is ESC's one-byte twin, a bare CR overwrites a line, bidi overrides turn text around.
 * These are shown as visible escapes (`\x1b`, `\u202e`), never raw.
 */

/**
 * Control characters (C0, DEL, C1), lone surrogates, line and paragraph separators, and the bidi marks, embeddings,
 * overrides and isolates. ZWJ stays (it joins emoji), and so does every printable character of any script.
 */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

function escaped(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Data made safe to print on one line: every non-printable character as a visible escape. */
export function printable(text: string): string {
  return text.replace(NOT_PRINTABLE, escaped);
}

/** A message of several lines (the CLI's own line breaks stay), with anything else non-printable escaped. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/**
 * JSON for stdout. JSON.stringify escapes C0 controls but writes DEL, C1 controls, separators and bidi characters
 * raw; here they become `\u009b`-style escapes too, which every JSON reader turns back into the same string.
 */
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
