import type { Context, ErrorHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { deliverQueuedMail, queuedMailMark } from '../mail/deliver-after-request.ts';
import { identify } from './auth.ts';
import { checkCsrf } from './csrf.ts';
import type { AppEnv } from './env.ts';
import { nulFailure } from './no-nul.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';
import { countRequest } from './throttle.ts';

/** The security headers of every /api answer (the fast path sends the same: fast-reads.ts). */
export const API_SECURE_HEADERS = {
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: PERMISSIONS_POLICY,
} as const;

/**
 * Runs `work` as one middleware layer of Hono's compose would: an Error thrown inside becomes the app's error answer
 * right here (compose.ts does the same per layer), so the steps around it still see and finish that answer.
 */
async function layer(c: Context<AppEnv>, onError: ErrorHandler<AppEnv>, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    c.error = error;
    c.res = await onError(error, c);
  }
}

/**
 * Everything every /api request passes, in one middleware instead of seven (a CPU profile of the cached carousel
 * list showed Hono's per-layer dispatch as a visible share; docs/decisions/0037-api-speed.md). Same steps, same order,
 * same error boundaries as the separate middlewares it replaces:
 *   security headers (after, overwriting) > NUL in the URL (400) > no-store unless a route set Cache-Control >
 *   CSRF > throttle > session or token > [route] > delivery of mail the request queued (the file outbox before
 *   the answer leaves, SMTP after it).
 */
export function apiGate(onError: ErrorHandler<AppEnv>) {
  const headers = secureHeaders(API_SECURE_HEADERS);
  return createMiddleware<AppEnv>((c, next) =>
    headers(c, () =>
      layer(c, onError, async () => {
        if (/%00/i.test(c.req.url)) throw nulFailure();
        await layer(c, onError, async () => {
          checkCsrf(c);
          await countRequest(c);
          await identify(c);
          const { config } = c.var.deps;
          const mark = queuedMailMark(config);
          await next();
          await deliverQueuedMail(config, mark);
        });
        if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
      }),
    ),
  );
}
