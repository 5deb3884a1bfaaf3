import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import { bearerToken } from './bearer.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './env.ts';

const MINUTE_MS = 60_000;

export type ThrottleTier = 'read' | 'write' | 'auth';

/** Unsafe requests that sign in, create accounts or send mail: the strictest tier (per IP here, per e-mail inside). */
const AUTH_PATHS = [
  /^\/api\/auth\/(login|register|password-reset|password-reset\/confirm)$/,
  /^\/api\/auth\/oidc\//,
  /^\/api\/admin\/users\/[^/]+\/password-reset$/,
];

function tierOf(method: string, path: string): ThrottleTier {
  if (AUTH_PATHS.some((pattern) => pattern.test(path))) return 'auth';
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
}

function limitOf(c: Context<AppEnv>, tier: ThrottleTier): number {
  const { throttle } = c.var.deps.config;
  return tier === 'auth'
    ? throttle.authPerMinute
    : tier === 'write'
      ? throttle.writePerMinute
      : throttle.readPerMinute;
}

/** Counts one request against `tier` for `key`; throws 429 `throttled` (with Retry-After) when over the limit. */
export function enforceLimit(c: Context<AppEnv>, tier: ThrottleTier, key: string): void {
  const decision = c.var.limiter.hit(`${tier}:${key}`, limitOf(c, tier), MINUTE_MS);
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw apiFailure('throttled', { details: { retry_after: decision.retryAfterSeconds } });
  }
}

/**
 * Tiered throttling per client IP: generous for reads, tighter for writes, strictest for sign-in, registration
 * and mail. Requests with an API token (the operator's CLI doing bulk work) are counted per token for reads and
 * writes instead, so one office IP shared by many members does not starve the operator and vice versa.
 */
export const throttleRequests = createMiddleware<AppEnv>(async (c, next) => {
  const tier = tierOf(c.req.method, c.req.path);
  const token = bearerToken(c.req.header('authorization'));
  const who = token && tier !== 'auth' ? `token:${token.slice(-12)}` : `ip:${clientIp(c)}`;
  enforceLimit(c, tier, who);
  await next();
});
