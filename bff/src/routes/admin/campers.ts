import {
  camperCreateSchema,
  camperStatusUpdateSchema,
  camperUpdateSchema,
  camperVisibilityUpdateSchema,
  ownerAssignSchema,
} from '@camperdeel/rules/schemas/camper';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import {
  camperFileRemoveSchema,
  removeCamperFile,
  uploadCamperFile,
} from '../../services/admin-camper-files.ts';
import { listUsersForCamper } from '../../services/admin-camper-users.ts';
import {
  createCamper,
  deleteCamper,
  getAdminCamper,
  listAdminCampers,
  setCamperColumns,
  updateCamper,
} from '../../services/admin-campers.ts';
import { removeStoredFiles } from '../../services/admin-files.ts';
import { assignOwner, removeOwner } from '../../services/admin-owners.ts';
import { notifyContextOf } from '../../services/notifications.ts';

/** /api/admin/campers (admin only). */
export const adminCampersRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const campers = await listAdminCampers(c.var.deps.db);
    return c.json({ campers }, 200);
  })
  .post('/', validate('json', camperCreateSchema), async (c) => {
    const { db, now } = c.var.deps;
    const camper = await createCamper(db, c.req.valid('json'), now());
    return c.json({ camper }, 201);
  })
  .patch('/:id', validate('json', camperUpdateSchema), async (c) => {
    const camper = await updateCamper(c.var.deps.db, c.req.param('id'), c.req.valid('json'));
    return c.json({ camper }, 200);
  })
  .delete('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const id = c.req.param('id');
    const files = await deleteCamper(db, id);
    await removeStoredFiles(config, {
      publicUrls: files.publicUrls,
      privateFiles: files.documentKeys.map((key) => ({ bucket: 'camper-documents' as const, key })),
    });
    return c.json({ verwijderd: id }, 200);
  })
  .patch('/:id/status', validate('json', camperStatusUpdateSchema), async (c) => {
    const camper = await setCamperColumns(c.var.deps.db, c.req.param('id'), {
      status: c.req.valid('json').status,
    });
    return c.json({ camper }, 200);
  })
  .patch('/:id/visibility', validate('json', camperVisibilityUpdateSchema), async (c) => {
    const camper = await setCamperColumns(c.var.deps.db, c.req.param('id'), {
      toont_in_camper_vinden: c.req.valid('json').toont_in_camper_vinden ? 1 : 0,
    });
    return c.json({ camper }, 200);
  })
  .post('/:id/files', async (c) => {
    const camper = await uploadCamperFile(c, c.var.deps, c.req.param('id'));
    return c.json({ camper }, 200);
  })
  .delete('/:id/files', validate('query', camperFileRemoveSchema), async (c) => {
    const { veld, url } = c.req.valid('query');
    const camper = await removeCamperFile(c.var.deps, c.req.param('id'), veld, url);
    return c.json({ camper }, 200);
  })
  .get('/:id/users', async (c) => {
    const users = await listUsersForCamper(c.var.deps.db, c.req.param('id'), c.req.query('q'));
    return c.json({ users }, 200);
  })
  .post('/:id/owners', validate('json', ownerAssignSchema), async (c) => {
    const { db, now } = c.var.deps;
    const id = c.req.param('id');
    await assignOwner(db, id, c.req.valid('json').user_id, now(), notifyContextOf(c.var.deps));
    return c.json({ camper: await getAdminCamper(db, id) }, 201);
  })
  .delete('/:id/owners/:userId', async (c) => {
    const { db, now } = c.var.deps;
    const id = c.req.param('id');
    const removal = await removeOwner(db, id, c.req.param('userId'), c.var.authUser.id, now());
    return c.json({ camper: await getAdminCamper(db, id), ...removal }, 200);
  });
