import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import type { AppEnv } from './env.ts';

/** Why U+0000 is refused: PostgreSQL text cannot hold it (a query with one fails), and no name or id needs it. */
export const NUL_MESSAGE = 'Ongeldig verzoek: het teken U+0000 is niet toegestaan.';

export function nulFailure() {
  return apiFailure('invalid_input', { message: NUL_MESSAGE });
}

/**
 * Refuses a NUL (%00) in the path or query string with 400 before any handler can hand it to the database, on
 * both engines alike (SQLite would store it, PostgreSQL answers the query with an error: a 500). JSON bodies and
 * form fields are checked where they are parsed (validate.ts).
 */
export const refuseNulInUrl = createMiddleware<AppEnv>(async (c, next) => {
  if (/%00/i.test(c.req.url)) throw nulFailure();
  await next();
});

/** True when any text field of a form holds U+0000. */
export function hasNul(values: Iterable<unknown>): boolean {
  for (const v of values) if (typeof v === 'string' && v.includes('\u0000')) return true;
  return false;
}
