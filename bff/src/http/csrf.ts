import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFailure } from './api-error.ts';
import { forwardedProto } from './client-ip.ts';
import type { AppEnv } from './env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a page of ours can post from: the request's own (the browser sent our Host, which a foreign page
 * cannot change), our configured origin (PUBLIC_URL, else the listening one, as in mailed links) and, behind a
 * trusted proxy that terminates TLS, the request's host with the scheme the proxy saw (the browser's Origin says
 * https while we are reached over http). Without TRUST_PROXY, X-Forwarded-Proto widens nothing.
 */
function ownOrigins(c: Context<AppEnv>): Set<string> {
  const url = new URL(c.req.url);
  const origins = new Set([url.origin, new URL(c.var.deps.appOrigin()).origin]);
  const publicUrl = c.var.deps.config.publicUrl;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  const proto = forwardedProto(c);
  if (proto) origins.add(`${proto}://${url.host}`);
  return origins;
}

/**
 * Refuses state-changing requests that a browser sent on behalf of another site, for JSON bodies too (Hono's
 * csrf() only guards form posts). Browsers always attach Origin to unsafe requests and, when they support it,
 * Sec-Fetch-Site; non-browser clients (curl, the CLI) send neither and pass, as do bearer-token requests,
 * which a foreign page cannot make without a CORS preflight we never grant.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  checkCsrf(c);
  return next();
});

/** Throws 403 `csrf_rejected`. */
function checkCsrf(c: Context<AppEnv>): void {
  if (SAFE_METHODS.has(c.req.method) || c.req.header('authorization') !== undefined) return;
  const origin = c.req.header('origin');
  if (origin !== undefined && !ownOrigins(c).has(origin)) throw apiFailure('csrf_rejected');
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw apiFailure('csrf_rejected');
}
