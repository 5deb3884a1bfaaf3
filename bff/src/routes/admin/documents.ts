import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/documents (admin only). */
export const adminDocumentsRoutes = new Hono<AppEnv>();
