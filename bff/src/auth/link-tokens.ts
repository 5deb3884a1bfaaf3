import type { Db } from '../db/connection.ts';
import { immediateTransaction } from '../db/transaction.ts';
import { generateSecret, hashSecret } from './secrets.ts';

/** The tables of single-use mailed links; each keeps the secret's hash as `id`, with `user_id`, `expires_at`, `used_at`. */
export type LinkTokenTable = 'password_reset_tokens' | 'user_invitations' | 'email_confirmation_tokens';

/**
 * A fresh secret for a mailed link, valid until `expiresAt` (ms). The user's older unused links of the same kind are
 * dropped in the same transaction, so only the newest mail's link works; spent ones stay, so a second click on an
 * old mail says "used", not "unknown".
 */
export async function issueLinkToken(
  db: Db,
  table: LinkTokenTable,
  userId: string,
  expiresAt: number,
): Promise<string> {
  const token = generateSecret();
  await immediateTransaction(db, async (trx) => {
    await trx.deleteFrom(table).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto(table)
      .values({ id: hashSecret(token), user_id: userId, expires_at: expiresAt })
      .execute();
  });
  return token;
}
