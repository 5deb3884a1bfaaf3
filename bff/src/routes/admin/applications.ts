import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/applications (admin only). */
export const adminApplicationsRoutes = new Hono<AppEnv>();
