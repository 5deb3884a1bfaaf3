import type { Context } from 'hono';
import { sessionCookieUser } from '../auth/session-user.ts';
import type { AppEnv, AuthUser } from '../http/env.ts';

/**
 * Who is signed in on this page request: the API's own session lookup (auth/session-user.ts, one statement for the
 * session and its user), renewing or clearing the cookie on the HTML answer too, so the HTML can start that user's
 * first reads and tell the page that nobody is signed in without it asking `/api/auth/me` (early-data.ts).
 */
export function pageUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  return sessionCookieUser(c);
}
