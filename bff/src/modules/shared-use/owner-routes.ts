import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { handoverFieldsSchema, MAX_HANDOVER_PHOTOS } from '@camperdeel/rules/handover';
import { listOf, one } from '@camperdeel/rules/schemas/answers';
import { blockSchema } from '@camperdeel/rules/schemas/blocks';
import { ledgerEntrySchema } from '@camperdeel/rules/schemas/credits';
import { IMAGE_FILE_TYPES, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@camperdeel/rules/schemas/files';
import { handoverSchema } from '@camperdeel/rules/schemas/handovers';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { feedUrlSchema, usageQuerySchema, usageSchema } from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { ownerBlocksAnswer } from '../../cache/calendar-answers.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { validate, validateUpload } from '../../http/validate.ts';
import { appUrl } from '../../mail/app-url.ts';
import { feedSecret, rotateFeedSecret } from '../calendar-feed/service.ts';
import { listHandovers, listOwnReservationHandovers, recordHandover } from '../handovers/service.ts';
import { camperUsage, creditHistory } from '../reservations/usage.ts';
import { damageReported } from './notices.ts';

/**
 * Co-owner life under /api/owner (docs/product/api.md#co-owner-life-and-self-service-architecture-10): blocks, the handover log, the fair-use overview, the credit
 * history and the calendar feed. Every route works on the camper the guard found for the signed-in owner.
 */
export const ownerCoownerRoutes = new Hono<AppEnv>()
  .get(
    '/blocks',
    describe({
      summary: 'Blokkades van mijn camper',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('blokkades', blockSchema) },
      conditional: true,
    }),
    conditionalGet,
    requireOwner,
    async (c) => {
      const answer = await ownerBlocksAnswer(c.var.deps.db, c.var.camperId);
      return sendCachedJson(c, answer, OWNER_READ_CACHE_CONTROL);
    },
  )
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
    validate('param', idParamSchema, { invalid: 'reservation_not_found' }),
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
    validate('param', idParamSchema, { invalid: 'reservation_not_found' }),
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
      return c.json({ overdracht }, 201);
    },
  )
  .get(
    '/usage',
    describe({
      summary: 'Gebruik per eigenaar (fair use)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: usageSchema },
      input: true,
    }),
    requireOwner,
    validate('query', usageQuerySchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const jaar = c.req.valid('query').jaar ?? yearOf(todayInAmsterdam(now()));
      return c.json({ gebruik: await camperUsage(db, c.var.camperId, jaar) }, 200);
    },
  )
  .get(
    '/credits/history',
    describe({
      summary: 'Mijn creditgeschiedenis',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('mutaties', ledgerEntrySchema) },
    }),
    requireOwner,
    async (c) => {
      return c.json({ mutaties: await creditHistory(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  )
  .get(
    '/calendar-feed',
    describe({
      summary: 'Mijn agenda-feed (iCalendar)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: feedUrlSchema },
    }),
    requireOwner,
    async (c) => {
      const deps = c.var.deps;
      const secret = await feedSecret(deps.db, deps.config, c.var.authUser.id, c.var.camperId, deps.now());
      return c.json({ url: appUrl(deps, `/ical/${secret}.ics`) }, 200);
    },
  )
  .post(
    '/calendar-feed/rotate',
    describe({
      summary: 'Nieuwe agenda-feed (oude vervalt)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: feedUrlSchema },
    }),
    requireOwner,
    async (c) => {
      const deps = c.var.deps;
      const secret = await rotateFeedSecret(
        deps.db,
        deps.config,
        c.var.authUser.id,
        c.var.camperId,
        deps.now(),
      );
      return c.json({ url: appUrl(deps, `/ical/${secret}.ics`) }, 200);
    },
  );
