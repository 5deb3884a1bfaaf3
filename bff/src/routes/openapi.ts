import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { openApiDocument } from '../openapi.ts';

/** /api/openapi.json: the API described for tools (public, like the API's shape itself). */
export const openApiRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(openApiDocument(), 200);
});
