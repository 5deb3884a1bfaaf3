import { one } from '@camperdeel/rules/schemas/answers';
import {
  adminApplicationSchema,
  applicationStatusUpdateSchema,
} from '@camperdeel/rules/schemas/applications';
import { Hono } from 'hono';
import { adminDeleteHandlers, adminPageListHandlers } from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
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
    describeAdmin({
      summary: 'Aanmelding toewijzen of afwijzen',
      ok: { status: 200, body: one('aanmelding', adminApplicationSchema) },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    validate('json', applicationStatusUpdateSchema),
    validateId('not_found'),
    async (c) => {
      const { status } = c.req.valid('json');
      const aanmelding = await setApplicationStatus(c.var.deps.db, c.req.valid('param').id, status, {
        now: c.var.deps.now(),
        notify: notifyContextOf(c.var.deps),
      });
      return c.json({ aanmelding }, 200);
    },
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers({ summary: 'Aanmelding verwijderen', notFound: 'not_found' }, (c, id) =>
      deleteAdminApplication(c.var.deps.db, id),
    ),
  );
