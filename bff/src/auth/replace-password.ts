import type { Db } from '../db/connection.ts';
import { revokeApiTokensOf } from './api-tokens.ts';
import { invalidateUserSessions } from './sessions.ts';

/**
 * Sets a user's password (null: none, sign-in by SSO only) and ends every way in that rested on the old one: all
 * sessions and API tokens. Run inside the caller's transaction.
 */
export async function replacePassword(
  trx: Db,
  userId: string,
  passwordHash: string | null,
  at: Date,
): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await invalidateUserSessions(trx, userId);
  await revokeApiTokensOf(trx, userId, at);
}
