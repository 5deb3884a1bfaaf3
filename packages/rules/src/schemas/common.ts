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

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** A required text on one line: trimmed, not empty, at most `max` characters, no line break or control character. */
export function requiredText(label: string, max: number) {
  return (
    z
      .string({ error: typed(label, 'tekst') })
      .trim()
      .min(1, { error: `${label} is verplicht` })
      .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` })
      // One line: a name with a line break splits tables and mail greetings ("Hallo Piet\nPietersen,").
      .regex(SINGLE_LINE, { error: `${label} mag geen regeleinde of ander stuurteken bevatten` })
  );
}

/** An optional text: trimmed; empty or null becomes null; at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: typed(label, 'tekst') })
    .trim()
    .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` })
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
