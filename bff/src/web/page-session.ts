import type { Context } from 'hono';
import { loadAuthUser } from '../auth/current-user.ts';
import { validateSessionToken } from '../auth/sessions.ts';
import type { AppEnv, AuthUser } from '../http/env.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../http/session-cookie.ts';

/**
 * Who is signed in on this page request, read from the session cookie the way the API's `authenticate` does it
 * (renewed or cleared on the HTML answer too), so the HTML can start that user's first reads and tell the page
 * that nobody is signed in without it asking `/api/auth/me` (early-data.ts).
 */
export async function pageUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  const cookie = readSessionCookie(c);
  if (!cookie) return null;
  const { db, now } = c.get('deps');
  const session = await validateSessionToken(db, cookie, now());
  const user = session ? await loadAuthUser(db, session.userId, 'session') : null;
  if (!session || !user) {
    clearSessionCookie(c);
    return null;
  }
  if (session.renewed) setSessionCookie(c, cookie, session.expiresAt);
  return user;
}
