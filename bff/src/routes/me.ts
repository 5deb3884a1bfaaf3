import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/me: own profile, photo, applications, assigned campers. */
export const meRoutes = new Hono<AppEnv>();
