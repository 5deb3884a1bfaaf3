import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/campers (admin only). */
export const adminCampersRoutes = new Hono<AppEnv>();
