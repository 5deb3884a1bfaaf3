import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import { bearerToken } from './bearer.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './env.ts';
import { readKnownDevice } from './known-device.ts';
import { DatabaseRateLimiter, type Limiter, type RateDecision } from './rate-limiter.ts';

const MINUTE_MS = 60_000;

export type ThrottleTier = 'read' | 'write' | 'auth' | 'token' | 'beacon';

/** The 404 beacon (/client-log/*): per client, and for all clients together, so it cannot flood the logs. */
export const BEACON_PER_MINUTE = 30;
export const BEACON_TOTAL_PER_MINUTE = 300;

/** Unsafe requests that sign in, create accounts or send mail: the strictest tier (per IP here, per e-mail inside). */
const AUTH_PATHS = [
  /^\/api\/auth\/(login|register|password-reset|password-reset\/confirm)$/,
  /^\/api\/auth\/oidc\//,
  /^\/api\/admin\/users\/[^/]+\/password-reset$/,
  // A stolen session must not guess the password it needs to take the account over (or to erase it).
  /^\/api\/me\/password$/,
  /^\/api\/me$/,
];

const LOGIN_PATH = '/api/auth/login';

function tierOf(method: string, path: string): ThrottleTier {
  if (AUTH_PATHS.some((pattern) => pattern.test(path))) return 'auth';
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
}

function limitOf(c: Context<AppEnv>, tier: ThrottleTier): number {
  const { throttle } = c.var.deps.config;
  switch (tier) {
    case 'auth':
      return throttle.authPerMinute;
    case 'write':
      return throttle.writePerMinute;
    case 'read':
      return throttle.readPerMinute;
    case 'token':
      return throttle.tokenPerMinute;
    case 'beacon':
      return BEACON_PER_MINUTE;
  }
}

/** Counts one request against `tier` for `key`; throws 429 `throttled` (with Retry-After) when over the limit. */
export async function enforceLimit(
  c: Context<AppEnv>,
  tier: ThrottleTier,
  key: string,
  limit = limitOf(c, tier),
): Promise<void> {
  const { decision, version } = await countHit(c.var.limiter, `${tier}:${key}`, limit);
  // The session lookup right after the count takes this version instead of reading it again (session-user.ts).
  if (version !== undefined) c.set('versionAtCount', version);
  refuseWhenOver(c, decision);
}

/**
 * One hit in a minute's window; with shared counters (PostgreSQL) the same statement also reads the database version
 * (DatabaseRateLimiter.hitWithVersion), which saves the request reading it again.
 */
async function countHit(
  limiter: Limiter,
  key: string,
  limit: number,
): Promise<{ decision: RateDecision; version?: string }> {
  if (limiter instanceof DatabaseRateLimiter) return limiter.hitWithVersion(key, limit, MINUTE_MS);
  return { decision: await limiter.hit(key, limit, MINUTE_MS) };
}

function refuseWhenOver(c: Context<AppEnv>, decision: RateDecision): void {
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw apiFailure('throttled', { details: { retry_after: decision.retryAfterSeconds } });
  }
}

/** A bucket name for a token that does not keep the secret in memory longer than needed. */
function tokenKey(token: string): string {
  return `token:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/**
 * Tiered throttling per client address (see client-ip.ts for TRUST_PROXY): generous for reads, tighter for writes,
 * strictest for sign-in, registration and mail. A request with an API token (the operator's CLI doing bulk work)
 * counts in its own tier per token, for every path: it never uses up the sign-in budget of the people behind the
 * same address, and they never slow the operator. An unknown or revoked token is counted against the address's
 * auth tier by authenticate before its 401, so inventing tokens is throttled like guessing passwords.
 * A login from a browser that carries a signed device cookie is counted inside the handler instead (per device
 * when the cookie belongs to the account being signed in to, else per address as here): see known-device.ts.
 */
export const throttleRequests = createMiddleware<AppEnv>(async (c, next) => {
  await countRequest(c);
  await next();
});

/** Counts this request in its tier (throws 429 `throttled` when over). */
async function countRequest(c: Context<AppEnv>): Promise<void> {
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    await enforceLimit(c, 'token', tokenKey(token));
    return;
  }
  const tier = tierOf(c.req.method, c.req.path);
  const deferredToHandler = tier === 'auth' && c.req.path === LOGIN_PATH && readKnownDevice(c) !== null;
  if (!deferredToHandler) await enforceLimit(c, tier, `ip:${clientIp(c)}`);
}

/**
 * The per-account part of the login throttle. A flood of wrong passwords for one e-mail fills that e-mail's bucket,
 * which slows every unknown client trying it; a browser that signed in to this account before (a valid device cookie
 * for it) counts in its own bucket instead, so the owner still gets in with the right password during the flood.
 */
export async function enforceLoginLimit(c: Context<AppEnv>, email: string): Promise<void> {
  const device = readKnownDevice(c);
  if (device) {
    const owner = await c.var.deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', device.userId)
      .executeTakeFirst();
    if (owner && owner.email.toLowerCase() === email.toLowerCase()) {
      await enforceLimit(c, 'auth', `device:${device.deviceId}`);
      return;
    }
    // A device cookie of another account: the address's bucket the middleware skipped, then the e-mail's.
    await enforceLimit(c, 'auth', `ip:${clientIp(c)}`);
  }
  await enforceLimit(c, 'auth', `email:${email}`);
}

/** The 404 beacon: per client and in total, so neither one client nor many can flood the logs. */
export async function enforceBeaconLimit(c: Context<AppEnv>): Promise<void> {
  await enforceLimit(c, 'beacon', `ip:${clientIp(c)}`);
  await enforceLimit(c, 'beacon', 'all', BEACON_TOTAL_PER_MINUTE);
}
