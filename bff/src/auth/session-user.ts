import type { Context } from 'hono';
import { perVersion } from '../cache/per-version.ts';
import type { Db } from '../db/connection.ts';
import type { AppEnv, AuthUser } from '../http/env.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../http/session-cookie.ts';
import { AUTH_USER_COLUMNS, toAuthUser } from './current-user.ts';
import { hashSecret } from './secrets.ts';
import { applySessionUse, type ValidSession } from './sessions.ts';

/**
 * Every signed-in browser request reads its session and its user: one statement for both (left joins, so a
 * session whose user is gone is still found and handled exactly as validateSessionToken + loadAuthUser did). The
 * user's columns and joins are current-user.ts's.
 */
const findSessionUser = (db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'users.id')
    .select(['sessions.user_id', 'sessions.expires_at', 'sessions.last_used_at', 'profiles.id as profile_id'])
    .select(AUTH_USER_COLUMNS)
    .where('sessions.id', '=', id)
    .execute();

type SessionUserRow = Awaited<ReturnType<typeof findSessionUser>>[number];

/**
 * The session row with its user, remembered per database version (cache/per-version.ts): the probe costs a tenth of
 * this joined statement, and any write by anyone moves it, so a logout, a password change, a new role or camper and
 * an expiry's removal are seen on the very next request, exactly as with the lookup itself. Whether this use must
 * write (last use, renewal, expiry) is still decided from the row and the clock every time.
 */
const readSessionUser = perVersion(
  async (db: Db, id: string): Promise<SessionUserRow | null> => (await findSessionUser(db, id))[0] ?? null,
);

/** The row's user, or null when the session's account no longer exists (left joins found nothing). */
function userOf(row: SessionUserRow): AuthUser | null {
  const { id, email, naam, status, profile_id } = row;
  return id !== null && email !== null && naam !== null && status !== null && profile_id !== null
    ? toAuthUser({ id, email, naam, status, role: row.role, camper_id: row.camper_id }, 'session')
    : null;
}

export type SessionUser = { session: ValidSession; user: AuthUser | null };

/**
 * The session behind a cookie token with its user: null when the session is unknown or expired (then removed);
 * `user` null when the session's account no longer exists. Same writes as validateSessionToken (last use, renewal).
 */
export async function validateSessionUser(
  db: Db,
  token: string,
  now: Date,
  /** A database version read earlier in this request, before anything it wrote (saves reading it again). */
  version?: string,
): Promise<SessionUser | null> {
  const id = hashSecret(token);
  const row = await readSessionUser.at(db, version, id);
  if (!row) return null;
  const session = await applySessionUse(db, id, row, now);
  if (!session) return null;
  return { session, user: userOf(row) };
}

/**
 * The one session lookup of every /api request (http/auth.ts) and every app page (web/page-session.ts): the user
 * behind the session cookie, or null. A renewed session's cookie is sent again with the answer; a cookie whose
 * session is unknown, expired or without an account is cleared.
 */
export async function sessionCookieUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  // Taken once: a later lookup in the same request may come after the request's own writes.
  const version = c.var.versionAtCount;
  c.set('versionAtCount', undefined);
  // A read's own cached answers take it too: nothing it writes is in them.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') c.set('readVersion', version);
  const cookie = readSessionCookie(c);
  if (!cookie) return null;
  const { db, now } = c.var.deps;
  const found = await validateSessionUser(db, cookie, now(), version);
  if (found?.user) {
    if (found.session.renewed) setSessionCookie(c, cookie, found.session.expiresAt);
    return found.user;
  }
  clearSessionCookie(c);
  return null;
}
