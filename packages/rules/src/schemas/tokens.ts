import { z } from 'zod';
import { entity, id, timestamp } from './answers.ts';
import { requiredText, strictObject } from './common.ts';

/** How long an API token lives unless its creator chooses (`camperdeel login --geldig <dagen>`). */
export const API_TOKEN_DEFAULT_DAYS = 90;
/** The longest a token may live: a forgotten laptop's token dies within a year. */
export const API_TOKEN_MAX_DAYS = 365;

export const API_TOKEN_DAYS_MESSAGE = `Geldig (dagen) moet een heel getal van 1 tot en met ${API_TOKEN_MAX_DAYS} zijn`;

/** True for a validity the server accepts (the CLI checks before it asks for the password). */
export function isApiTokenDays(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= API_TOKEN_MAX_DAYS;
}

/** `POST /api/admin/tokens`: an API token for the CLI, shown once; valid `geldig_dagen` days (default 90). */
export const apiTokenCreateSchema = strictObject({
  naam: requiredText('Naam', 100),
  geldig_dagen: z
    .number({ error: API_TOKEN_DAYS_MESSAGE })
    .int({ error: API_TOKEN_DAYS_MESSAGE })
    .min(1, { error: API_TOKEN_DAYS_MESSAGE })
    .max(API_TOKEN_MAX_DAYS, { error: API_TOKEN_DAYS_MESSAGE })
    .optional(),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateSchema>;
export const apiTokenSchema = entity('ApiToken', {
  id,
  naam: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  verloopt_op: timestamp.meta({
    description: 'Na dit moment weigert de server het token (401 token_expired)',
  }),
});
export const tokenCreatedSchema = z.strictObject({
  token: apiTokenSchema,
  waarde: z.string().meta({ description: 'Het token zelf: alleen nu zichtbaar' }),
});
