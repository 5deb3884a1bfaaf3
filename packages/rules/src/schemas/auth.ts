import { z } from 'zod';
import { USER_STATUSES } from '../camper.ts';
import { entity, id } from './answers.ts';
import { emailSchema, requiredText, strictObject, textChecked } from './common.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** Argon2 hashes any length; the cap keeps one request from burning seconds of CPU. */
export const MAX_PASSWORD_LENGTH = 256;

/** Very common passwords that pass the length rule but fall to the first guesses of any attacker. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '654321',
  '111111',
  '000000',
  '123123',
  '112233',
  '666666',
  '121212',
  'abc123',
  'password',
  'password1',
  'passw0rd',
  'wachtwoord',
  'wachtwoord1',
  'welkom',
  'welkom01',
  'welkom123',
  'qwerty',
  'qwerty123',
  'azerty',
  'azerty123',
  'iloveyou',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'voetbal',
  'admin',
  'admin123',
  'camper',
  'camperdeel',
]);

export const PASSWORD_MESSAGES = {
  required: 'Wachtwoord is verplicht',
  tooShort: `Wachtwoord moet minimaal ${MIN_PASSWORD_LENGTH} tekens bevatten`,
  tooLong: `Wachtwoord mag maximaal ${MAX_PASSWORD_LENGTH} tekens bevatten`,
  tooCommon: 'Dit wachtwoord is te makkelijk te raden. Kies een ander wachtwoord.',
} as const;

/**
 * A password being chosen (registration, admin create, reset, change): ≥ 6 characters, not a common one, and text
 * (anything printable; no control character, which no keyboard types and a pasted one would lock its owner out).
 * A password being checked is never held to this: an account set before the rule keeps signing in.
 */
export const newPasswordSchema = textChecked(
  z
    .string({
      error: (i) => (i.input === undefined ? PASSWORD_MESSAGES.required : 'Wachtwoord moet tekst zijn'),
    })
    .min(1, { error: PASSWORD_MESSAGES.required })
    .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
    .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooLong }),
  'Wachtwoord',
).refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), { error: PASSWORD_MESSAGES.tooCommon });

/**
 * A password being checked (login, the current one on a change): only required, so old accounts can always sign in,
 * and bounded so a huge one cannot burn Argon2 time.
 */
export const currentPasswordSchema = z
  .string({
    error: (i) => (i.input === undefined ? PASSWORD_MESSAGES.required : 'Wachtwoord moet tekst zijn'),
  })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/** `POST /api/auth/login`; `rol: 'admin'` is the admin login (a non-admin gets 403 not_admin). */
export const loginSchema = strictObject({
  email: emailSchema,
  wachtwoord: currentPasswordSchema,
  rol: z.literal('admin', { error: 'Ongeldige rol' }).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /api/auth/register`: registration step 1 'Basisgegevens' (creates the account). */
export const registerSchema = strictObject({
  naam: requiredText('Naam', 100),
  email: emailSchema,
  wachtwoord: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** `POST /api/auth/password-reset`: always answered with 202, whether the e-mail exists or not. */
export const passwordResetRequestSchema = strictObject({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-reset/confirm`. */
export const passwordResetConfirmSchema = strictObject({
  token: requiredText('Token', 200),
  wachtwoord: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** `POST /api/auth/confirm-email`: the token from the registration mail's link (`/auth?bevestig=<token>`). */
export const confirmEmailSchema = strictObject({ token: requiredText('Token', 200) });
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/**
 * `POST /api/auth/confirm-email/resend`: a new link for the signed-in user, or, without a session, for the account an
 * earlier (e.g. expired) link belongs to. The mail always goes to the account's own address.
 */
export const resendConfirmationSchema = strictObject({ token: requiredText('Token', 200).optional() });
export type ResendConfirmationInput = z.infer<typeof resendConfirmationSchema>;

export const meSchema = entity('Ik', {
  id,
  email: z.string(),
  naam: z.string(),
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  rol: z.literal('admin').nullable(),
  profielfoto_url: z.string().nullable(),
  camper_id: z.string().nullable(),
  email_bevestigd: z.boolean(),
});
export const userAnswer = z.strictObject({ user: meSchema });
