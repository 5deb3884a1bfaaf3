import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

/** API answers hold personal data: no cache may keep them unless a route opts in with its own Cache-Control. */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});
