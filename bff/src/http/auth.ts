import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { revokeApiTokensOf, validateApiToken } from '../auth/api-tokens.ts';
import { loadAuthUser } from '../auth/current-user.ts';
import { sessionCookieUser } from '../auth/session-user.ts';
import { checkTokenReach } from '../auth/token-scope.ts';
import { recordTokenUse } from '../modules/audit/token-use.ts';
import { apiFailure } from './api-error.ts';
import { bearerToken } from './bearer.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv, AuthUser } from './env.ts';
import { enforceLimit } from './throttle.ts';

/**
 * Sets `c.var.user` from an API token (CLI) or the session cookie (browser). A bearer token that is unknown,
 * revoked or expired is refused at once (401) so the CLI reports it instead of silently acting anonymously; such
 * failures count against the client's strict (sign-in) tier, so guessing tokens is throttled like guessing passwords.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  await identify(c);
  return next();
});

/** Sets `c.var.user` (see authenticate). */
async function identify(c: Context<AppEnv>): Promise<void> {
  const header = c.req.header('authorization');
  if (header !== undefined) {
    c.set('user', await tokenUser(c, header));
    return;
  }
  const user = await sessionCookieUser(c);
  if (user) c.set('user', user);
}

/**
 * The admin behind a bearer token, if the token may make this very request (auth/token-scope.ts, 403 otherwise).
 * A token whose user is no longer an admin is revoked with all its siblings: the role is what it was made for.
 */
async function tokenUser(c: Context<AppEnv>, header: string): Promise<AuthUser> {
  const { db, now } = c.var.deps;
  const token = bearerToken(header);
  const check = token ? await validateApiToken(db, token, now()) : ({ status: 'onbekend' } as const);
  const user = check.status === 'geldig' ? await loadAuthUser(db, check.userId, 'token') : null;
  if (check.status !== 'geldig' || !user || !token) {
    await enforceLimit(c, 'auth', `ip:${clientIp(c)}`);
    if (check.status === 'verlopen') throw apiFailure('token_expired');
    throw apiFailure('not_authenticated', { message: 'Dit API-token is ongeldig of ingetrokken.' });
  }
  if (!user.isAdmin) {
    await revokeApiTokensOf(db, user.id, now());
    throw apiFailure('not_authenticated', {
      message: 'Dit API-token is ingetrokken. Je hebt geen admin rechten.',
    });
  }
  await recordTokenUse(db, token, user, now());
  checkTokenReach(c.req.method, c.req.path, check.tokenId);
  return user;
}

type Guarded = { Variables: { authUser: AuthUser } };

/** What a route behind {@link requireAdmin} sees: the signed-in admin as `c.var.authUser`. */
export type AdminEnv = AppEnv & Guarded;

/** 401 `not_authenticated` unless signed in; exposes the user as `c.var.authUser`. */
export const requireUser = createMiddleware<AppEnv & Guarded>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw apiFailure('not_authenticated');
  c.set('authUser', user);
  await next();
});

/** 401 when anonymous, 403 `not_admin` for anyone without the admin role. */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw apiFailure('not_authenticated');
  if (!user.isAdmin) throw apiFailure('not_admin');
  c.set('authUser', user);
  await next();
});

/**
 * A user with an assigned camper; exposes `c.var.camperId` (their own camper, the only one they may touch).
 * Anyone else signed in gets 403 `no_camper_assigned` (not allowed here, docs/product/api.md#api-contract-architecture-5), whose message the
 * owner area shows as is.
 */
export const requireOwner = createMiddleware<
  AppEnv & { Variables: { authUser: AuthUser; camperId: string } }
>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw apiFailure('not_authenticated');
  // The assignment decides, as in the owner area's own guard (docs/product/owner.md#screens-spec-2 'Geen camper toegewezen'), not the status
  // field an admin may edit separately.
  if (user.camperId === null) throw apiFailure('no_camper_assigned');
  c.set('authUser', user);
  c.set('camperId', user.camperId);
  await next();
});
