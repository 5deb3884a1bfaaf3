import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/invoices (admin only). */
export const adminInvoicesRoutes = new Hono<AppEnv>();
