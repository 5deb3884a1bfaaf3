import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { generateSecret, hashSecret } from './secrets.ts';

/** Recognisable prefix so a leaked token is easy to spot in logs or secret scanners. */
const PREFIX = 'cdl_';

export type ApiTokenInfo = { id: string; naam: string; created_at: string; last_used_at: string | null };

export async function createApiToken(
  db: Db,
  userId: string,
  naam: string,
  now: Date,
): Promise<{ token: ApiTokenInfo; waarde: string }> {
  const waarde = `${PREFIX}${generateSecret()}`;
  const token = { id: randomUUID(), naam, created_at: now.toISOString(), last_used_at: null };
  await db
    .insertInto('api_tokens')
    .values({ ...token, user_id: userId, token_hash: hashSecret(waarde) })
    .execute();
  return { token, waarde };
}

/** Active (not revoked) tokens, newest first; never the secret or its hash. */
export function listApiTokens(db: Db): Promise<ApiTokenInfo[]> {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'naam', 'created_at', 'last_used_at'])
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** True when an active token was revoked; false for an unknown or already revoked id. */
export async function revokeApiToken(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The owner of an active token, recording its use; null for unknown or revoked tokens. */
export async function validateApiToken(db: Db, waarde: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('api_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', hashSecret(waarde))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
