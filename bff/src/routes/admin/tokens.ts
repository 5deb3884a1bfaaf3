import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/tokens (admin only). */
export const adminTokensRoutes = new Hono<AppEnv>();
