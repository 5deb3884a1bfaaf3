import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, newPasswordSchema, PASSWORD_MESSAGES } from './auth.ts';
import { strictObject } from './common.ts';

/** A password being checked (the current one): required, bounded so a huge one cannot burn Argon2 time. */
const currentPassword = z
  .string({
    error: (i) => (i.input === undefined ? PASSWORD_MESSAGES.required : 'Wachtwoord moet tekst zijn'),
  })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/** `POST /api/me/password`. */
export const changePasswordSchema = strictObject({
  huidig_wachtwoord: currentPassword,
  nieuw_wachtwoord: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `DELETE /api/me`: the password confirms the erasure. */
export const deleteAccountSchema = strictObject({ wachtwoord: currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
