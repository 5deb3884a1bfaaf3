import { randomUUID } from 'node:crypto';
import { API_TOKEN_DEFAULT_DAYS } from '@camperdeel/rules/schemas/tokens';
import type { Db } from '../db/connection.ts';
import { generateSecret, hashSecret } from './secrets.ts';

/** Recognisable prefix so a leaked token is easy to spot in logs or secret scanners. */
const PREFIX = 'cdl_';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ApiTokenInfo = {
  id: string;
  naam: string;
  created_at: string;
  last_used_at: string | null;
  verloopt_op: string;
};

export async function createApiToken(
  db: Db,
  userId: string,
  naam: string,
  now: Date,
  geldigDagen: number = API_TOKEN_DEFAULT_DAYS,
): Promise<{ token: ApiTokenInfo; waarde: string }> {
  const waarde = `${PREFIX}${generateSecret()}`;
  const token = {
    id: randomUUID(),
    naam,
    created_at: now.toISOString(),
    last_used_at: null,
    verloopt_op: new Date(now.getTime() + geldigDagen * DAY_MS).toISOString(),
  };
  const { verloopt_op, ...row } = token;
  await db
    .insertInto('api_tokens')
    .values({ ...row, expires_at: verloopt_op, user_id: userId, token_hash: hashSecret(waarde) })
    .execute();
  return { token, waarde };
}

/** Active (not revoked) tokens, newest first, with their expiry; never the secret or its hash. */
export function listApiTokens(db: Db): Promise<ApiTokenInfo[]> {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'naam', 'created_at', 'last_used_at', 'expires_at as verloopt_op'])
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

/** True when an active token was revoked; false for an unknown or already revoked id. */
export async function revokeApiToken(db: Db, id: string, now: Date): Promise<boolean> {
  return (await revokeActive(db, 'id', id, now)) > 0;
}

/**
 * Revokes every active token of a user: whoever set a new password or lost the admin role starts again with
 * `camperdeel login`, so a token taken before cannot outlive it. Returns how many were revoked.
 */
export function revokeApiTokensOf(db: Db, userId: string, now: Date): Promise<number> {
  return revokeActive(db, 'user_id', userId, now);
}

async function revokeActive(db: Db, column: 'id' | 'user_id', value: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type TokenCheck =
  | { status: 'geldig'; tokenId: string; userId: string }
  | { status: 'verlopen' }
  | { status: 'onbekend' };

/** The token behind a bearer secret, recording its use when it is valid (not revoked, not expired). */
export async function validateApiToken(db: Db, waarde: string, now: Date): Promise<TokenCheck> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashSecret(waarde))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { status: 'onbekend' };
  // ISO instants compare as strings; '' (no expiry known) counts as expired, which is safer than forever.
  if (row.expires_at <= at) return { status: 'verlopen' };
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute();
  return { status: 'geldig', tokenId: row.id, userId: row.user_id };
}
