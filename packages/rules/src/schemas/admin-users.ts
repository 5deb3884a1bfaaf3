import type { z } from 'zod';
import { USER_STATUSES } from '../camper.ts';
import { newPasswordSchema } from './auth.ts';
import { choice, emailSchema, optionalText, requiredText, strictObject } from './common.ts';
import { profileFields } from './profile.ts';

export const userStatusSchema = choice('Status', USER_STATUSES);

/** `POST /api/admin/users`: naam, e-mail, wachtwoord and status required; telefoonnummer empty → null. */
export const adminCreateUserSchema = strictObject({
  email: emailSchema,
  wachtwoord: newPasswordSchema,
  naam: requiredText('Naam', 100),
  telefoonnummer: optionalText('Telefoonnummer', 40),
  status: userStatusSchema,
});
export type AdminCreateUserInput = z.infer<typeof adminCreateUserSchema>;

/** `PATCH /api/admin/users/:id`: naam required; the e-mail cannot be changed (an unknown field). */
export const adminUpdateUserSchema = strictObject({
  naam: requiredText('Naam', 100),
  telefoonnummer: profileFields.telefoonnummer,
  beschrijving: profileFields.beschrijving,
  huisdieren: profileFields.huisdieren,
  allergieen_intolleranties: profileFields.allergieen_intolleranties,
  aantal_familieleden: profileFields.aantal_familieleden,
  status: userStatusSchema.optional(),
});
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;
