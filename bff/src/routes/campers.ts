import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/campers: the campers a logged-in user may see. */
export const camperRoutes = new Hono<AppEnv>();
