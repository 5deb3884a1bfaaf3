import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** /api/documents/:id/download and /api/invoices/:id/download: permission check, then a 60-second signed URL. */
export const downloadRoutes = new Hono<AppEnv>();
