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

/** The stored link for a mailed secret, spent or expired alike; undefined for a secret we never sent. */
export function findLinkToken(
  db: Db,
  table: LinkTokenTable,
  token: string,
): Promise<{ user_id: string; expires_at: number; used_at: number | null } | undefined> {
  return db
    .selectFrom(table)
    .select(['user_id', 'expires_at', 'used_at'])
    .where('id', '=', hashSecret(token))
    .executeTakeFirst();
}
