import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { loggablePath } from './log-path.ts';

/**
 * One JSON line per request: method, path (never the query string, which may hold signatures or reset tokens, and
 * never a calendar feed's secret: log-path.ts),
 * status, duration and the user id. No bodies, cookies or headers.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  logRequest(c, started);
});

/** The line for a finished request that started at `started` (performance.now()); the app's first layer calls it. */
export function logRequest(c: Context<AppEnv>, started: number): void {
  if (!c.var.deps.config.logRequests) return;
  const line = {
    level: 'info',
    msg: 'request',
    method: c.req.method,
    path: loggablePath(c.req.path),
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    user: c.var.user?.id ?? null,
  };
  console.log(JSON.stringify(line));
}
