import type { z } from 'zod';
import { currentPasswordSchema, newPasswordSchema } from './auth.ts';
import { strictObject } from './common.ts';

// The account settings' two forms, apart from the answers in account.ts: the profile page's chunk then carries
// these checks without the whole data export's schema.

/** `POST /api/me/password`. */
export const changePasswordSchema = strictObject({
  huidig_wachtwoord: currentPasswordSchema,
  nieuw_wachtwoord: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** `DELETE /api/me`: the password confirms the erasure. */
export const deleteAccountSchema = strictObject({ wachtwoord: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
