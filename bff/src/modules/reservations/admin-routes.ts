import { listOf } from '@camperdeel/rules/schemas/answers';
import { reservationOverviewSchema } from '@camperdeel/rules/schemas/reservations';
import { searchQuerySchema } from '@camperdeel/rules/schemas/search';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { reservationOverview } from './admin-service.ts';

/** /api/admin/reservations (admin only). */
export const adminReservationsRoutes = new Hono<AppEnv>().use(requireAdmin).get(
  '/overview',
  describeAdmin({
    summary: 'Alle reserveringen (overzicht)',
    ok: { status: 200, body: listOf('reserveringen', reservationOverviewSchema) },
    input: true,
  }),
  validate('query', searchQuerySchema),
  async (c) => {
    const reserveringen = await reservationOverview(c.var.deps.db, c.req.valid('query')?.q);
    return c.json({ reserveringen }, 200);
  },
);
