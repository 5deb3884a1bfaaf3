import type { z } from 'zod';
import { currentPasswordSchema, newPasswordSchema } from './auth.ts';
import { strictObject } from './common.ts';

/** `POST /api/me/password`. */
export const changePasswordSchema = strictObject({
  huidig_wachtwoord: currentPasswordSchema,
  nieuw_wachtwoord: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `DELETE /api/me`: the password confirms the erasure. */
export const deleteAccountSchema = strictObject({ wachtwoord: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
