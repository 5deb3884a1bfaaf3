import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /files: public buckets with long cache headers, private buckets only through signed URLs. */
export const fileRoutes = new Hono<AppEnv>();
