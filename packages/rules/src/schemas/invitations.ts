import { z } from 'zod';
import { entity, failure, id } from './answers.ts';
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
