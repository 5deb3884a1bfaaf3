import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { generateSecret, hashSecret } from './secrets.ts';

export const SESSION_COOKIE = 'camperdeel_session';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used in its second half is extended to a full lifetime again (sliding expiry). */
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export type NewSession = { token: string; expiresAt: Date };

export type ValidSession = { userId: string; expiresAt: Date; renewed: boolean };

/** Last use is written at most this often, so reading pages does not turn every request into a write. */
const LAST_USE_GRANULARITY_MS = 60 * 1000;
/** A stored User-Agent is only for naming the device; a hostile megabyte header is cut. */
const MAX_USER_AGENT_LENGTH = 300;

export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent?: string | null,
): Promise<NewSession> {
  const token = generateSecret();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Sessions that expired unseen (a lost device) are cleared whenever their user signs in again.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.getTime())
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: hashSecret(token),
      user_id: userId,
      expires_at: expiresAt.getTime(),
      public_id: randomBytes(16).toString('hex'),
      user_agent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
      last_used_at: now.getTime(),
      created_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** Every signed-in request reads its session. */
const findSession = (db: Db, id: string) =>
  db.selectFrom('sessions').select(['user_id', 'expires_at', 'last_used_at']).where('id', '=', id).execute();

/** What a session lookup reads; `applySessionUse` decides from it (shared with session-user.ts). */
export type SessionRow = { user_id: string; expires_at: number; last_used_at: number | null };

/** The session behind a cookie token, renewed when due; null (and the row removed) when unknown or expired. */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const id = hashSecret(token);
  const [row] = await findSession(db, id);
  return row ? applySessionUse(db, id, row, now) : null;
}

/**
 * The writes a use of session `id` causes: an expired one is removed (null), last use is written at most once a
 * minute, and a session in its second half is extended to a full lifetime again (`renewed`).
 */
export async function applySessionUse(
  db: Db,
  id: string,
  row: SessionRow,
  now: Date,
): Promise<ValidSession | null> {
  const nowMs = now.getTime();
  if (row.expires_at <= nowMs) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (row.last_used_at === null || nowMs - row.last_used_at >= LAST_USE_GRANULARITY_MS) {
    await db.updateTable('sessions').set({ last_used_at: nowMs }).where('id', '=', id).execute();
  }
  if (row.expires_at - nowMs < RENEW_WHEN_LEFT_MS) {
    const expiresAt = nowMs + SESSION_LIFETIME_MS;
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    return { userId: row.user_id, expiresAt: new Date(expiresAt), renewed: true };
  }
  return { userId: row.user_id, expiresAt: new Date(row.expires_at), renewed: false };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashSecret(token)).execute();
}

/** Signs a user out everywhere (password reset, account deletion, admin action). */
export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
