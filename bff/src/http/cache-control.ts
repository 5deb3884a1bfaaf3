import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/** API answers hold personal data: no cache may keep them unless a route opts in with its own Cache-Control. */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});

/**
 * The owner calendar page's reads (camper, credits, reservations, blocks) are personal, like the signed-in carousel:
 * a browser may keep them only to revalidate with their ETag (304), never to show them unasked. Their validators
 * are hashes of the viewer's own bytes, so one user's copy can only revalidate as another's when the bytes are equal.
 */
export const OWNER_READ_CACHE_CONTROL = 'private, no-cache';
