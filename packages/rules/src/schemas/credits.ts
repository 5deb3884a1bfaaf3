import { z } from 'zod';
import { count, entity, failure, seizoen, timestamp } from './answers.ts';
import { emailSchema, strictObject, wholeNumber } from './common.ts';

/** A year has at most 366 days, so more credits per season can never be spent. */
export const MAX_CREDITS_PER_SEASON = 366;

const amounts = {
  credits_hoogseizoen: wholeNumber('Credits hoogseizoen', 0, MAX_CREDITS_PER_SEASON),
  credits_laagseizoen: wholeNumber('Credits laagseizoen', 0, MAX_CREDITS_PER_SEASON),
};

export const creditAmountsSchema = strictObject(amounts, 'Standaard');

/**
 * `PUT /api/admin/users/:id/credits`: the start year (`jaar`) with the credits granted for it and the yearly
 * standard granted for every later year. Strict whole numbers ≥ 0; forms coerce with `creditFormValue` first.
 */
export const creditsUpdateSchema = strictObject({
  // Any year the calendar can represent is well-formed; whether it may be set (this or next year only) is a rule
  // the server checks with today's date: 422 outside_horizon, not 400.
  jaar: wholeNumber('Jaar', 1, 9999),
  ...amounts,
  standaard: creditAmountsSchema,
});
export type CreditsUpdateInput = z.infer<typeof creditsUpdateSchema>;

/** One row of `POST /api/admin/credits/batch`: the single-user credits body plus whose credits they are. */
export const creditsBatchRowSchema = creditsUpdateSchema.safeExtend({ email: emailSchema });
export type CreditsBatchRow = z.infer<typeof creditsBatchRowSchema>;

/**
 * `POST /api/admin/credits/batch`: rows are checked one by one (a bad row fails alone), so the envelope only
 * requires an array; `dry_run` runs everything and rolls back, so a dry run answers exactly what the real run would.
 */
export const creditsBatchSchema = strictObject({
  rijen: z.array(z.unknown(), { error: 'rijen moet een lijst zijn' }).min(1, { error: 'rijen is leeg' }),
  dry_run: z.boolean({ error: 'dry_run moet true of false zijn' }).optional(),
});

export const creditAmounts = { credits_hoogseizoen: count, credits_laagseizoen: count };
/** One year's credits: the balance left (`credits_*`) and what was granted (`toegekend_*`). */
export const creditSchema = entity('Credits', {
  jaar: count,
  ...creditAmounts,
  toegekend_hoogseizoen: count,
  toegekend_laagseizoen: count,
});
export const creditStandardSchema = entity('CreditStandaard', { start_jaar: count, ...creditAmounts });
export const ledgerEntrySchema = entity('CreditMutatie', {
  id: count,
  jaar: count,
  seizoen,
  delta: count,
  reden: z.string(),
  reservering_id: z.string().nullable(),
  created_at: timestamp,
});
export const userCreditsSchema = z.strictObject({
  credits: z.array(creditSchema),
  standaard: creditStandardSchema.nullable(),
});
export const creditsSetSchema = z.strictObject({ credits: z.array(creditSchema) });
/** One row of a credits batch, in the order sent. */
export const batchResultSchema = z
  .union([
    z.strictObject({ index: count, status: z.enum(['bijgewerkt', 'ongewijzigd']) }),
    z.strictObject({ index: count, status: z.literal('mislukt'), fout: failure }),
  ])
  .meta({ id: 'BatchResultaat' });
