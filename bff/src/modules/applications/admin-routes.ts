import {
  adminApplicationSchema,
  applicationStatusUpdateSchema,
} from '@camperdeel/rules/schemas/applications';
import { Hono } from 'hono';
import {
  adminChangeHandlers,
  adminDeleteHandlers,
  adminPageListHandlers,
} from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { notifyContextOf } from '../notifications/service.ts';
import { deleteAdminApplication, listAdminApplications, setApplicationStatus } from './admin-service.ts';

/** /api/admin/applications (admin only). */
export const adminApplicationsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    ...adminPageListHandlers(
      'aanmeldingen',
      'Aanmeldingen, per pagina (zoek op naam van lid of camper)',
      adminApplicationSchema,
      listAdminApplications,
    ),
  )
  .patch(
    '/:id',
    ...adminChangeHandlers(
      {
        summary: 'Aanmelding toewijzen of afwijzen',
        key: 'aanmelding',
        row: adminApplicationSchema,
        input: applicationStatusUpdateSchema,
        notFound: 'not_found',
        failures: [409, 422],
      },
      (c, id, { status }) =>
        setApplicationStatus(c.var.deps.db, id, status, {
          now: c.var.deps.now(),
          notify: notifyContextOf(c.var.deps),
        }),
    ),
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers({ summary: 'Aanmelding verwijderen', notFound: 'not_found' }, (c, id) =>
      deleteAdminApplication(c.var.deps.db, id),
    ),
  );
