import { ERRORS, isErrorCode } from '@camperdeel/rules/errors';

/**
 * What every refused request must answer: `{ error: { code, message } }` with a catalogue code and a Dutch message.
 * "Dutch" is checked by words: zod's and Hono's own texts are English ("Invalid input: expected string"), ours
 * always carry Dutch words (moet, verplicht, ongeldig, …). The catalogue itself is the calibration: every catalogue
 * message passes (a test checks), so a failure here means a text that did not come from us.
 */

const ENGLISH =
  /\b(invalid|expected|received|required|unexpected|must|should|error|undefined|cannot|failed|not found|too (big|small|large)|malformed|unrecognized|bad request|internal|forbidden|unauthorized)\b/i;

const DUTCH_WORDS = new Set(
  `aan al alle alleen bestaat bestand bestandstype bevat bevatten controleer dag dagen datum de deze dit doorgaan een
   eigen en geen geldig geldige getal geheel gegevens gekozen het hebt heeft ingevuld je kan kies kon leeg lijst log
   maximaal mag meer melding minimaal minstens moet naam niet nog of om onbekend onbekende ongeldig ongeldige onwaar
   opnieuw probeer rol selecteer soort
   te tekens tekst toegang van veld verder verlopen verplicht verzoek verzoeken voor vul waar wacht wordt zijn`
    .split(/\s+/)
    .filter(Boolean),
);

export function looksDutch(message: string): boolean {
  if (message.trim() === '' || ENGLISH.test(message)) return false;
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((w) => DUTCH_WORDS.has(w));
}

export type EnvelopeProblem = string | null;

/** Null when `body` is a proper error answer for `status`, else what is wrong with it. */
export function envelopeProblem(status: number, contentType: string | null, text: string): EnvelopeProblem {
  if (!(contentType ?? '').includes('application/json')) return `content-type ${contentType} (want JSON)`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 120)}`;
  }
  const error = (body as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown }
    | undefined;
  if (typeof error !== 'object' || error === null) return `no error object: ${text.slice(0, 120)}`;
  if (typeof error.code !== 'string' || !isErrorCode(error.code))
    return `code not in the catalogue: ${error.code}`;
  if (ERRORS[error.code].status !== status)
    return `code ${error.code} belongs to ${ERRORS[error.code].status}, answered ${status}`;
  if (typeof error.message !== 'string' || !looksDutch(error.message))
    return `message not Dutch: ${JSON.stringify(error.message)}`;
  return null;
}
