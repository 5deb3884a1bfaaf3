import { z } from 'zod';
import { USER_STATUSES } from '../camper.ts';
import { count, entity, id, profileAnswerFields, timestamp } from './answers.ts';
import { newPasswordSchema } from './auth.ts';
import { choice, emailSchema, optionalText, requiredText, strictObject } from './common.ts';
import { EMAIL_READ_ONLY_HINT, profileFields } from './profile.ts';

export const userStatusSchema = choice('Status', USER_STATUSES);

/**
 * `POST /api/admin/users`: naam, e-mail and status required; telefoonnummer empty → null. `wachtwoord` is optional
 * (docs/decisions/0007-cli-bulk-imports.md): without it the user chooses one through the invitation mail.
 */
export const adminCreateUserSchema = strictObject({
  email: emailSchema,
  wachtwoord: newPasswordSchema.optional(),
  naam: requiredText('Naam', 100),
  telefoonnummer: optionalText('Telefoonnummer', 40),
  status: userStatusSchema,
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/**
 * `PATCH /api/admin/users/:id`: any subset (PATCH), naam never empty when sent; the e-mail cannot be changed and
 * says so in the spec's words.
 */
export const adminUpdateUserSchema = strictObject({
  naam: requiredText('Naam', 100).optional(),
  email: z.never({ error: EMAIL_READ_ONLY_HINT }).optional(),
  telefoonnummer: profileFields.telefoonnummer,
  beschrijving: profileFields.beschrijving,
  huisdieren: profileFields.huisdieren,
  allergieen_intolleranties: profileFields.allergieen_intolleranties,
  aantal_familieleden: profileFields.aantal_familieleden,
  status: userStatusSchema.optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const adminUserSchema = entity('Gebruiker', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileAnswerFields,
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  aanmeldingen_count: count,
  camper_id: z.string().nullable().meta({ description: 'De camper waarvan deze gebruiker mede-eigenaar is' }),
  created_at: timestamp,
});

export const userCreatedSchema = z.strictObject({
  user: adminUserSchema,
  uitnodiging_verstuurd: z.boolean(),
});
