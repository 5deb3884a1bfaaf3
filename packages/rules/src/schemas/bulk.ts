import { z } from 'zod';
import { count, failure } from './answers.ts';
import { emailSchema, idSchema, strictObject } from './common.ts';
import { creditsUpdateSchema } from './credits.ts';

/** Rows per batch request: large enough that 10,000 credit rows are 20 requests, small enough for one transaction. */
export const MAX_BATCH_ROWS = 500;

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

/** `POST /api/admin/users/invitations`: the given users, or every user who never set a password. */
export const invitationsSendSchema = z.union(
  [
    strictObject({ ontbrekend: z.literal(true, { error: 'ontbrekend moet true zijn' }) }),
    strictObject({
      user_ids: z
        .array(idSchema('Gebruiker'), { error: 'user_ids moet een lijst zijn' })
        .min(1, { error: 'user_ids is leeg' })
        .max(MAX_BATCH_ROWS, { error: `Maximaal ${MAX_BATCH_ROWS} gebruikers per verzoek` }),
    }),
  ],
  { error: 'Geef ontbrekend: true of een lijst user_ids' },
);
export type InvitationsSendInput = z.infer<typeof invitationsSendSchema>;
/** One row of a credits batch, in the order sent. */
export const batchResultSchema = z
  .union([
    z.strictObject({ index: count, status: z.enum(['bijgewerkt', 'ongewijzigd']) }),
    z.strictObject({ index: count, status: z.literal('mislukt'), fout: failure }),
  ])
  .meta({ id: 'BatchResultaat' });
