import { one } from '@camperdeel/rules/schemas/answers';
import {
  adminCamperSchema,
  camperCandidateSchema,
  camperCreateSchema,
  camperStatusUpdateSchema,
  camperUpdateSchema,
  camperVisibilityUpdateSchema,
  ownerAssignSchema,
  ownerRemovedSchema,
} from '@camperdeel/rules/schemas/camper';
import {
  IMAGE_FILE_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  PDF_FILE_TYPES,
} from '@camperdeel/rules/schemas/files';
import { FIRST_PAGE, pageOf, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { ownerParamSchema } from '@camperdeel/rules/schemas/params';
import { Hono } from 'hono';
import {
  adminChangeHandlers,
  adminDeleteHandlers,
  adminPageListHandlers,
} from '../../http/admin-table-routes.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { pageAnswer } from '../../http/page-answer.ts';
import { validate, validateId, validateUpload } from '../../http/validate.ts';
import type { UploadedFile } from '../../storage/upload.ts';
import { removeStoredFiles } from '../files/admin-files.ts';
import { notifyContextOf } from '../notifications/service.ts';
import { listUsersForCamper } from './admin-candidates.ts';
import {
  camperFileFieldsSchema,
  camperFileRemoveSchema,
  removeCamperFile,
  uploadCamperFile,
} from './admin-files.ts';
import { assignOwner, removeOwner } from './admin-owners.ts';
import {
  createCamper,
  deleteCamper,
  getAdminCamper,
  listAdminCampers,
  setCamperColumns,
  updateCamper,
} from './admin-service.ts';

/** /api/admin/campers (admin only). */
export const adminCampersRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    ...adminPageListHandlers(
      'campers',
      'Campers, nieuwste eerst, per pagina (zoek op naam, merk of model)',
      adminCamperSchema,
      listAdminCampers,
    ),
  )
  .post(
    '/',
    describeAdmin({
      summary: 'Camper aanmaken',
      ok: { status: 201, body: one('camper', adminCamperSchema) },
      input: true,
    }),
    validate('json', camperCreateSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const camper = await createCamper(db, c.req.valid('json'), now());
      return c.json({ camper }, 201);
    },
  )
  .patch(
    '/:id',
    ...adminChangeHandlers(
      {
        summary: 'Camper wijzigen',
        key: 'camper',
        row: adminCamperSchema,
        input: camperUpdateSchema,
        notFound: 'camper_not_found',
        failures: [422],
      },
      (c, id, body) => updateCamper(c.var.deps.db, id, body, notifyContextOf(c.var.deps)),
    ),
  )
  .delete(
    '/:id',
    ...adminDeleteHandlers(
      { summary: 'Camper verwijderen', notFound: 'camper_not_found', failures: [409] },
      async (c, id) => {
        const { db, config } = c.var.deps;
        await removeStoredFiles(config, await deleteCamper(db, id));
      },
    ),
  )
  .patch(
    '/:id/status',
    ...adminChangeHandlers(
      {
        summary: 'Camperstatus wijzigen',
        key: 'camper',
        row: adminCamperSchema,
        input: camperStatusUpdateSchema,
        notFound: 'camper_not_found',
      },
      (c, id, { status }) => setCamperColumns(c.var.deps.db, id, { status }),
    ),
  )
  .patch(
    '/:id/visibility',
    ...adminChangeHandlers(
      {
        summary: 'Zichtbaarheid in Camper vinden',
        key: 'camper',
        row: adminCamperSchema,
        input: camperVisibilityUpdateSchema,
        notFound: 'camper_not_found',
      },
      (c, id, { toont_in_camper_vinden }) =>
        setCamperColumns(c.var.deps.db, id, { toont_in_camper_vinden: toont_in_camper_vinden ? 1 : 0 }),
    ),
  )
  .post(
    '/:id/files',
    describeAdmin({
      summary: 'Camperbestand uploaden (foto, pdf, vloerplan)',
      ok: { status: 200, body: one('camper', adminCamperSchema) },
      upload: true,
      lookup: true,
      failures: [422],
    }),
    validateUpload({
      allowed: {
        extensions: [...IMAGE_FILE_TYPES.extensions, ...PDF_FILE_TYPES.extensions],
        mimeTypes: [...IMAGE_FILE_TYPES.mimeTypes, ...PDF_FILE_TYPES.mimeTypes],
      },
      maxBytes: Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES),
      fields: camperFileFieldsSchema,
      photos: true,
    }),
    validateId('camper_not_found'),
    async (c) => {
      const { files, fields } = c.req.valid('form');
      const camper = await uploadCamperFile(c.var.deps, c.req.valid('param').id, {
        file: files[0] as UploadedFile,
        fields,
      });
      return c.json({ camper }, 200);
    },
  )
  .delete(
    '/:id/files',
    describeAdmin({
      summary: 'Camperbestand verwijderen',
      ok: { status: 200, body: one('camper', adminCamperSchema) },
      input: true,
      lookup: true,
    }),
    validate('query', camperFileRemoveSchema),
    validateId('camper_not_found'),
    async (c) => {
      const { veld, url } = c.req.valid('query');
      const camper = await removeCamperFile(c.var.deps, c.req.valid('param').id, veld, url);
      return c.json({ camper }, 200);
    },
  )
  .get(
    '/:id/users',
    describeAdmin({
      summary:
        'Kandidaat-eigenaars per pagina: wie zich aanmeldde eerst (zoek op naam, e-mail of telefoonnummer)',
      ok: { status: 200, body: pageOf('users', camperCandidateSchema) },
      input: true,
      lookup: true,
    }),
    validate('query', pageQuerySchema),
    validateId('camper_not_found'),
    async (c) => {
      const { db } = c.var.deps;
      const page = await listUsersForCamper(db, c.req.valid('param').id, c.req.valid('query') ?? FIRST_PAGE);
      return c.json(pageAnswer('users', page), 200);
    },
  )
  .post(
    '/:id/owners',
    describeAdmin({
      summary: 'Eigenaar toewijzen',
      ok: { status: 201, body: one('camper', adminCamperSchema) },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    validate('json', ownerAssignSchema),
    validateId('camper_not_found'),
    async (c) => {
      const { db, now } = c.var.deps;
      const id = c.req.valid('param').id;
      await assignOwner(db, id, c.req.valid('json').user_id, now(), notifyContextOf(c.var.deps));
      return c.json({ camper: await getAdminCamper(db, id) }, 201);
    },
  )
  .delete(
    '/:id/owners/:userId',
    describeAdmin({
      summary: 'Eigenaar verwijderen',
      ok: { status: 200, body: ownerRemovedSchema },
      lookup: true,
    }),
    validate('param', ownerParamSchema, { invalid: 'not_found' }),
    async (c) => {
      const { db, now } = c.var.deps;
      const id = c.req.valid('param').id;
      const removal = await removeOwner(db, id, c.req.valid('param').userId, c.var.authUser.id, now());
      c.set('auditUserId', c.req.valid('param').userId);
      return c.json({ camper: await getAdminCamper(db, id), ...removal }, 200);
    },
  );
