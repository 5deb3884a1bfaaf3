import { applicationStatusUpdateSchema } from '@camperdeel/rules/schemas/applications';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import {
  deleteAdminApplication,
  listAdminApplications,
  setApplicationStatus,
} from '../../services/admin-applications.ts';
import { notifyContextOf } from '../../services/notifications.ts';

/** /api/admin/applications (admin only). */
export const adminApplicationsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const aanmeldingen = await listAdminApplications(c.var.deps.db, c.req.query('q'));
    return c.json({ aanmeldingen }, 200);
  })
  .patch('/:id', validate('json', applicationStatusUpdateSchema), async (c) => {
    const { status } = c.req.valid('json');
    const aanmelding = await setApplicationStatus(
      c.var.deps.db,
      c.req.param('id'),
      status,
      notifyContextOf(c.var.deps),
    );
    return c.json({ aanmelding }, 200);
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    await deleteAdminApplication(c.var.deps.db, id);
    return c.json({ verwijderd: id }, 200);
  });
