import { z } from 'zod';
import { isIsoDate } from '../dates.ts';

/**
 * Building blocks with Dutch messages for every schema. zod's own messages are English, so every
 * type, format and size check here names its own text.
 */

type ObjectIssue = { code: string; keys?: readonly string[]; input?: unknown };

function objectError(issue: ObjectIssue, label: string | undefined): string {
  if (issue.code === 'unrecognized_keys') return `Onbekend veld: ${(issue.keys ?? []).join(', ')}`;
  if (label !== undefined)
    return issue.input === undefined ? `${label} is verplicht` : `${label} is ongeldig`;
  return 'Ongeldige invoer: verwacht een object.';
}

/** An object that rejects unknown fields, with Dutch messages; `label` names it when it is a nested field. */
export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape, label?: string) {
  return z.strictObject(shape, { error: (issue) => objectError(issue as ObjectIssue, label) });
}

function typed(label: string, kind: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${label} is verplicht` : `${label} moet ${kind} zijn`;
}

/**
 * Text is text: what no text a client sends may hold, whatever the field. C0 controls (ESC starts the escape
 * sequences that retitle or repaint a terminal), DEL, C1 controls (U+009B is ESC's one-byte twin), the Unicode line
 * and paragraph separators, and the bidi embeddings, overrides and isolates that make 'factuur\u202Efdp.exe' read as
 * 'factuurexe.pdf'. A multi-line field keeps tab, newline and CR LF (not a lone CR: it overwrites a terminal line).
 * The bidi marks U+200E/U+200F stay allowed: they turn nothing around, they only give a neutral character a
 * direction, and right-to-left names need them (docs/decisions/0061-text-is-text.md).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_MULTILINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]|\r(?!\n)/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether a field is one line (names, numbers, titles) or free text that may hold line breaks and tabs. */
export type TextLines = 'one-line' | 'multiline';
export type TextProblem = 'control' | 'bidi';

/** What is wrong with a text, or null when it is plain text. */
export function textProblem(text: string, lines: TextLines): TextProblem | null {
  if ((lines === 'one-line' ? CONTROL_ONE_LINE : CONTROL_MULTILINE).test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  return null;
}

/** The text with every character the one-line check refuses taken out: for names we keep but never refuse (file names). */
export function withoutControls(text: string): string {
  return text
    .replace(new RegExp(CONTROL_ONE_LINE.source, 'g'), '')
    .replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
}

/** The Dutch message for a text problem, naming the field. */
export function textProblemMessage(label: string, problem: TextProblem, lines: TextLines): string {
  if (problem === 'bidi') return `${label} mag geen teken bevatten dat de leesrichting van de tekst omdraait`;
  return lines === 'one-line'
    ? `${label} mag geen regeleinde of ander stuurteken bevatten`
    : `${label} mag geen stuurteken bevatten (alleen regeleinden en tabs)`;
}

/**
 * Adds the text check to a string schema, as its last step (after trim, so a trailing newline is cut, not refused).
 * Every text field of every input goes through this: `plainText`, `requiredText` and `optionalText` carry it.
 */
export function textChecked<S extends z.ZodString>(
  schema: S,
  label: string,
  lines: TextLines = 'one-line',
): S {
  return schema.superRefine((value, ctx) => {
    const problem = textProblem(value, lines);
    if (problem)
      ctx.addIssue({ code: 'custom', message: textProblemMessage(label, problem, lines), input: value });
  }) as S;
}

/** Any text a client sends, as it is (no trim, no length): a string that is text. */
export function plainText(label: string, lines: TextLines = 'one-line') {
  return textChecked(z.string({ error: typed(label, 'tekst') }), label, lines);
}

/** A required text on one line: trimmed, not empty, at most `max` characters, no line break or control character. */
export function requiredText(label: string, max: number) {
  return textChecked(
    z
      .string({ error: typed(label, 'tekst') })
      .trim()
      .min(1, { error: `${label} is verplicht` })
      .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` }),
    // One line: a name with a line break splits tables and mail greetings ("Hallo Piet\nPietersen,").
    label,
  );
}

/** An optional text: trimmed; empty or null becomes null; at most `max` characters; one line unless `lines` says. */
export function optionalText(label: string, max: number, lines: TextLines = 'one-line') {
  return textChecked(
    z
      .string({ error: typed(label, 'tekst') })
      .trim()
      .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` }),
    label,
    lines,
  )
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
}

/** A whole number within bounds (JSON numbers only; forms convert before sending). */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: typed(label, 'een getal') })
    .int({ error: `${label} moet een geheel getal zijn` })
    .min(min, { error: `${label} moet minimaal ${min} zijn` })
    .max(max, { error: `${label} mag maximaal ${max} zijn` });
}

export const emailSchema = z
  .string({ error: typed('E-mail', 'tekst') })
  .trim()
  .min(1, { error: 'E-mail is verplicht' })
  .max(254, { error: 'E-mail mag maximaal 254 tekens bevatten' })
  .toLowerCase()
  .pipe(z.email({ error: 'Vul een geldig e-mailadres in' }));

/** An id as the BFF issues them (UUID). */
export function idSchema(label: string) {
  return z.string({ error: typed(label, 'tekst') }).pipe(z.uuid({ error: `${label} is ongeldig` }));
}

/** A strict `yyyy-MM-dd` calendar date. */
export function isoDateSchema(label: string) {
  return z
    .string({ error: typed(label, 'een datum') })
    .refine(isIsoDate, { error: `${label} moet een geldige datum zijn (jjjj-mm-dd)` });
}

/** A date from a form: a strict date, or empty/null/absent for none (null). */
export function optionalIsoDateSchema(label: string) {
  return z
    .union([z.literal(''), z.null(), isoDateSchema(label)], {
      error: `${label} moet een geldige datum zijn (jjjj-mm-dd)`,
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
}

/**
 * The query of a list by year, `?jaar=YYYY`: four digits from 2000 up to `latest`, as a number; absent means this
 * year. Any other parameter is refused.
 */
export function yearQuerySchema(latest: number) {
  return z.strictObject(
    {
      jaar: z
        .string({ error: 'Jaar moet een jaartal zijn' })
        .regex(/^\d{4}$/, { error: 'Jaar moet een jaartal van vier cijfers zijn' })
        .transform(Number)
        .refine((n) => n >= 2000 && n <= latest, { error: `Jaar moet tussen 2000 en ${latest} liggen` })
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Onbekende parameter' : 'Ongeldige invoer') },
  );
}

/** A required choice from a fixed list. */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? `${label} is verplicht` : `Kies een geldige ${label.toLowerCase()}`,
  });
}

/** A boolean field. */
export function flag(label: string) {
  return z.boolean({ error: typed(label, 'waar of onwaar') });
}

/** The first issue's message: what the BFF sends as `message` for `invalid_input`. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Controleer de ingevulde gegevens.';
}

/** Rows per batch request: large enough that 10,000 credit rows are 20 requests, small enough for one transaction. */
export const MAX_BATCH_ROWS = 500;
