import { MAX_HANDOVER_PHOTOS } from '@camperdeel/rules/handover';
import { listOf, one } from '@camperdeel/rules/schemas/answers';
import { IMAGE_FILE_TYPES, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { handoverFieldsSchema, handoverSchema } from '@camperdeel/rules/schemas/handovers';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validateId, validateUpload } from '../../http/validate.ts';
import { tellDueCare } from '../care/notices.ts';
import { damageReported } from './notices.ts';
import { listHandovers, listOwnReservationHandovers, recordHandover } from './service.ts';

/**
 * The handover log under /api/owner: the camper's log, the handovers of one reservation, and recording a pick-up or
 * a return with photos. Every route works on the camper the guard found for the signed-in owner.
 */
export const ownerHandoverRoutes = new Hono<AppEnv>()
  .get(
    '/handovers',
    describe({
      summary: 'Overdrachtslog van mijn camper',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('overdrachten', handoverSchema) },
    }),
    requireOwner,
    async (c) => {
      const { db, config, now } = c.var.deps;
      return c.json(
        { overdrachten: await listHandovers(db, config, { camperId: c.var.camperId }, now()) },
        200,
      );
    },
  )
  .get(
    '/reservations/:id/handovers',
    describe({
      summary: 'Overdrachten van een reservering',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('overdrachten', handoverSchema) },
      lookup: true,
    }),
    requireOwner,
    validateId('reservation_not_found'),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const overdrachten = await listOwnReservationHandovers(db, config, {
        userId: c.var.authUser.id,
        camperId: c.var.camperId,
        reservationId: c.req.valid('param').id,
        now: now(),
      });
      return c.json({ overdrachten }, 200);
    },
  )
  .post(
    '/reservations/:id/handovers',
    describe({
      summary: 'Ophalen of terugbrengen vastleggen (met fotos)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 201, body: one('overdracht', handoverSchema) },
      upload: true,
      lookup: true,
      failures: [409, 422],
    }),
    requireOwner,
    // Each photo at most the image limit; the whole form at most what the server takes for any upload.
    validateUpload({
      allowed: IMAGE_FILE_TYPES,
      maxBytes: MAX_IMAGE_BYTES,
      fields: handoverFieldsSchema,
      many: { field: 'foto', max: MAX_HANDOVER_PHOTOS, maxFormBytes: MAX_DOCUMENT_BYTES },
      photos: true,
    }),
    validateId('reservation_not_found'),
    async (c) => {
      const deps = c.var.deps;
      const { files, fields } = c.req.valid('form');
      if (files.length > MAX_HANDOVER_PHOTOS) {
        throw apiFailure('too_many_handover_photos', { values: { max: MAX_HANDOVER_PHOTOS } });
      }
      const overdracht = await recordHandover(deps.db, deps.config, {
        userId: c.var.authUser.id,
        camperId: c.var.camperId,
        reservationId: c.req.valid('param').id,
        fields,
        photos: files,
        now: deps.now(),
      });
      if (overdracht.schade) {
        await damageReported(deps, {
          camperId: c.var.camperId,
          reporterId: c.var.authUser.id,
          schade: overdracht.schade,
        });
      }
      await tellDueCare(deps, c.var.camperId);
      return c.json({ overdracht }, 201);
    },
  );
