import { z } from 'zod';
import { entity, failure, id } from './answers.ts';
import { idSchema, MAX_BATCH_ROWS, strictObject } from './common.ts';

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

/** Who never set a password (`GET /api/admin/users/invitations`). */
export const inviteeSchema = entity('ZonderWachtwoord', { user_id: id, email: z.string(), naam: z.string() });
/** The outcome of one invitation mail. */
export const invitationSchema = z
  .union([
    z.strictObject({ user_id: id, email: z.string(), verstuurd: z.literal(true) }),
    z.strictObject({ user_id: id, email: z.string().nullable(), verstuurd: z.literal(false), fout: failure }),
  ])
  .meta({ id: 'Uitnodiging' });
export const invitationSentSchema = z.strictObject({
  verstuurd: z.literal(true),
  user_id: z.string(),
  email: z.string(),
});
