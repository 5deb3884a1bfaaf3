import { z } from 'zod';
import { USER_STATUSES } from '../camper.ts';
import { entity, id, profileAnswerFields } from './answers.ts';
import { optionalText, requiredText, strictObject } from './common.ts';

export const FAMILY_MESSAGES = {
  notANumber: 'Aantal familieleden moet een getal zijn',
  notWhole: 'Aantal familieleden moet een geheel getal zijn',
  tooSmall: 'Aantal familieleden moet minimaal 1 zijn',
  tooLarge: 'Aantal familieleden mag maximaal 50 zijn',
} as const;

/**
 * aantal_familieleden (docs/product/public.md#validation-spec-5): a whole number ≥ 1, or null; an empty form field ('') is null.
 * A string of digits from a form is accepted as that number.
 */
export const aantalFamilieledenSchema = z
  .preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: FAMILY_MESSAGES.notANumber })
      .int({ error: FAMILY_MESSAGES.notWhole })
      .min(1, { error: FAMILY_MESSAGES.tooSmall })
      .max(50, { error: FAMILY_MESSAGES.tooLarge })
      .nullable(),
  )
  .optional();

export const profileFields = {
  naam: requiredText('Naam', 100),
  beschrijving: optionalText('Beschrijving', 2000, 'multiline'),
  telefoonnummer: optionalText('Telefoonnummer', 40),
  huisdieren: optionalText('Huisdieren', 500, 'multiline'),
  allergieen_intolleranties: optionalText('Allergieën of intoleranties', 1000, 'multiline'),
  aantal_familieleden: aantalFamilieledenSchema,
};

/**
 * `PATCH /api/me/profile`: every field optional, naam not empty when sent. E-mail is not a field:
 * 'E-mailadres kan niet worden gewijzigd'.
 */
export const profileUpdateSchema = strictObject({ ...profileFields, naam: profileFields.naam.optional() });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** Registration step 2 'Persoonlijke gegevens' (sent as a profile update). */
export const registerStep2Schema = strictObject({
  beschrijving: profileFields.beschrijving,
  telefoonnummer: profileFields.telefoonnummer,
  huisdieren: profileFields.huisdieren,
});
export type RegisterStep2Input = z.infer<typeof registerStep2Schema>;

/** Registration step 3 'Gezinsgegevens' (sent as a profile update). */
export const registerStep3Schema = strictObject({
  allergieen_intolleranties: profileFields.allergieen_intolleranties,
  aantal_familieleden: profileFields.aantal_familieleden,
});
export type RegisterStep3Input = z.infer<typeof registerStep3Schema>;

export const EMAIL_READ_ONLY_HINT = 'E-mailadres kan niet worden gewijzigd';

export const profileSchema = entity('Profiel', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileAnswerFields,
  status: z.enum(USER_STATUSES),
});
