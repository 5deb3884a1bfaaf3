import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import type { AppEnv } from './env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigins(c: Context<AppEnv>): Set<string> {
  const origins = new Set([new URL(c.req.url).origin]);
  const publicUrl = c.var.deps.config.publicUrl;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

/**
 * Refuses state-changing requests that a browser sent on behalf of another site, for JSON bodies too (Hono's
 * csrf() only guards form posts). Browsers always attach Origin to unsafe requests and, when they support it,
 * Sec-Fetch-Site; non-browser clients (curl, the CLI) send neither and pass, as do bearer-token requests,
 * which a foreign page cannot make without a CORS preflight we never grant.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization') !== undefined) return next();
  const origin = c.req.header('origin');
  if (origin !== undefined && !ownOrigins(c).has(origin)) throw apiFailure('csrf_rejected');
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw apiFailure('csrf_rejected');
  return next();
});
