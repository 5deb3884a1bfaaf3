import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { reservationOverview } from '../../services/admin-reservations.ts';

/** /api/admin/reservations (admin only). */
export const adminReservationsRoutes = new Hono<AppEnv>().use(requireAdmin).get('/overview', async (c) => {
  const reserveringen = await reservationOverview(c.var.deps.db, c.req.query('q'));
  return c.json({ reserveringen }, 200);
});
