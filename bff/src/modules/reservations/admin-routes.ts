import { FIRST_PAGE, pageOf, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { reservationOverviewSchema } from '@camperdeel/rules/schemas/reservations';
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
    summary: 'Alle reserveringen (overzicht), per pagina (zoek op camper, merk, model of gebruiker)',
    ok: { status: 200, body: pageOf('reserveringen', reservationOverviewSchema) },
    input: true,
  }),
  validate('query', pageQuerySchema),
  async (c) => {
    const page = c.req.valid('query') ?? FIRST_PAGE;
    const { rows, volgende, totaal } = await reservationOverview(c.var.deps.db, page);
    return c.json({ reserveringen: rows, volgende, totaal }, 200);
  },
);
