import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';

/** /api/admin/reservations (admin only). */
export const adminReservationsRoutes = new Hono<AppEnv>();
