import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { deliverQueuedMail, queuedMailMark } from '../mail/deliver-after-request.ts';
import { authenticate } from './auth.ts';
import { skipWhenClientGone } from './client-gone.ts';
import { csrfProtection } from './csrf.ts';
import type { AppEnv } from './env.ts';
import { refuseNulInUrl } from './no-nul.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';
import { throttleRequests } from './throttle.ts';

/** API answers are only for our own pages: same-origin resource policy (no CSP: the web routes set the one for HTML). */
const apiSecureHeaders = secureHeaders({
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: PERMISSIONS_POLICY,
});

/** An answer whose route set no Cache-Control (errors included) is never stored. */
const noStoreUnlessSet = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});

/**
 * Mail queued inside the request's transaction is delivered once the handler has finished: the file outbox before the
 * answer leaves, SMTP after it (deliver-after-request.ts).
 */
const deliverMailAfterRequest = createMiddleware<AppEnv>(async (c, next) => {
  const { config } = c.var.deps;
  const mark = queuedMailMark(config);
  await next();
  await deliverQueuedMail(config, mark);
});

/**
 * What every /api request passes before its route, in this order, as ordinary middlewares of Hono's chain (each
 * error becomes the app's error answer at its own layer, so the steps around it still finish that answer):
 * security headers > NUL in the URL (400) > no-store unless a route set Cache-Control > CSRF > throttle > session or
 * token > a client that hung up stops here (client-gone.ts) > [route] > delivery of mail the request queued.
 */
export const API_PIPELINE = [
  apiSecureHeaders,
  refuseNulInUrl,
  noStoreUnlessSet,
  csrfProtection,
  throttleRequests,
  authenticate,
  skipWhenClientGone,
  deliverMailAfterRequest,
] as const;
