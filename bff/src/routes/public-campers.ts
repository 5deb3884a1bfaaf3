import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/public/campers: anonymous, public fields only, for partner embeds. */
export const publicCamperRoutes = new Hono<AppEnv>();
