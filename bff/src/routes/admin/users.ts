import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/users (admin only). */
export const adminUsersRoutes = new Hono<AppEnv>();
