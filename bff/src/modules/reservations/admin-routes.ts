import { reservationOverviewSchema } from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { adminPageListHandlers } from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { reservationOverview } from './admin-service.ts';

/** /api/admin/reservations (admin only). */
export const adminReservationsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/overview',
    ...adminPageListHandlers(
      'reserveringen',
      'Alle reserveringen (overzicht), per pagina (zoek op camper, merk, model of gebruiker)',
      reservationOverviewSchema,
      reservationOverview,
    ),
  );
