import { damageQuerySchema, handoverCorrectionSchema } from '@camperdeel/rules/handover-correction';
import { listOf, one } from '@camperdeel/rules/schemas/answers';
import {
  adminBlockSchema,
  blockCreatedSchema,
  blockCreateSchema,
  blockSchema,
} from '@camperdeel/rules/schemas/blocks';
import { damageSchema, handoverSchema } from '@camperdeel/rules/schemas/handovers';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import {
  adminReservationSchema,
  onBehalfReservationSchema,
  reservationCancelledSchema,
  reservationsCreatedSchema,
} from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { createBlock, deleteBlock, listBlocksWithConflicts } from '../blocks/service.ts';
import { requireCamper } from '../campers/view.ts';
import { correctHandover, deleteHandover, listDamage } from '../handovers/admin-service.ts';
import { listHandovers } from '../handovers/service.ts';
import { cancelOnBehalf, reserveOnBehalf } from '../reservations/on-behalf.ts';
import { listCamperReservations } from '../reservations/service.ts';
import { blockOverReservations, damageResolved } from './notices.ts';

/**
 * Co-owner life for admins (docs/product/api.md#co-owner-life-and-self-service-architecture-10, docs/product/api.md#contract-additions-architecture-11), mounted under /api/admin: maintenance blocks, the handover log per
 * camper with corrections and deletes, and reserving or cancelling on behalf of an owner through the owners' own service functions.
 */
export const adminCoownerRoutes = new Hono<AppEnv>()
  .get(
    '/campers/:id/blocks',
    describeAdmin({
      summary: 'Blokkades van een camper',
      ok: { status: 200, body: listOf('blokkades', adminBlockSchema) },
      lookup: true,
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'camper_not_found' }),
    async (c) => {
      return c.json(
        { blokkades: await listBlocksWithConflicts(c.var.deps.db, c.req.valid('param').id) },
        200,
      );
    },
  )
  .post(
    '/campers/:id/blocks',
    describeAdmin({
      summary: 'Camper blokkeren voor onderhoud',
      ok: { status: 201, body: blockCreatedSchema },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    requireAdmin,
    validate('json', blockCreateSchema),
    validate('param', idParamSchema, { invalid: 'camper_not_found' }),
    async (c) => {
      const deps = c.var.deps;
      const camperId = c.req.valid('param').id;
      const result = await createBlock(deps.db, {
        camperId,
        block: c.req.valid('json'),
        actorId: c.var.authUser.id,
        now: deps.now(),
      });
      if (result.conflicten.length > 0) {
        await blockOverReservations(deps, result.blokkade);
      }
      return c.json(result, 201);
    },
  )
  .delete(
    '/blocks/:id',
    describeAdmin({
      summary: 'Blokkade opheffen',
      ok: { status: 200, body: one('blokkade', blockSchema) },
      lookup: true,
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'block_not_found' }),
    async (c) => {
      return c.json({ blokkade: await deleteBlock(c.var.deps.db, c.req.valid('param').id) }, 200);
    },
  )
  .get(
    '/campers/:id/handovers',
    describeAdmin({
      summary: 'Overdrachtslog van een camper',
      ok: { status: 200, body: listOf('overdrachten', handoverSchema) },
      lookup: true,
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'camper_not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const camperId = c.req.valid('param').id;
      await requireCamper(db, camperId);
      return c.json({ overdrachten: await listHandovers(db, config, { camperId }, now()) }, 200);
    },
  )
  .get(
    '/damage',
    describeAdmin({
      summary: 'Gemelde schades (opvolging), optioneel per status',
      ok: { status: 200, body: listOf('schades', damageSchema) },
      input: true,
    }),
    requireAdmin,
    validate('query', damageQuerySchema),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const schades = await listDamage(db, config, { status: c.req.valid('query').status, now: now() });
      return c.json({ schades }, 200);
    },
  )
  .patch(
    '/handovers/:id',
    describeAdmin({
      summary: 'Overdracht corrigeren (kilometerstand met reden, notitie, schadestatus)',
      ok: { status: 200, body: one('overdracht', handoverSchema) },
      input: true,
      lookup: true,
      failures: [422],
    }),
    requireAdmin,
    validate('json', handoverCorrectionSchema),
    validate('param', idParamSchema, { invalid: 'handover_not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const { handover: overdracht, resolved } = await correctHandover(db, config, {
        id: c.req.valid('param').id,
        correction: c.req.valid('json'),
        actor: c.var.authUser,
        now: now(),
      });
      if (resolved && overdracht.schade) {
        await damageResolved(c.var.deps, {
          camperId: overdracht.camper_id,
          schade: overdracht.schade,
          notitie: overdracht.notitie,
        });
      }
      return c.json({ overdracht }, 200);
    },
  )
  .delete(
    '/handovers/:id',
    describeAdmin({
      summary: "Overdracht verwijderen (met foto's)",
      ok: { status: 200, body: one('overdracht', handoverSchema) },
      lookup: true,
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'handover_not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const overdracht = await deleteHandover(db, config, {
        id: c.req.valid('param').id,
        actor: c.var.authUser,
        now: now(),
      });
      return c.json({ overdracht }, 200);
    },
  )
  .get(
    '/campers/:id/reservations',
    describeAdmin({
      summary: 'Reserveringen van een camper',
      ok: { status: 200, body: listOf('reserveringen', adminReservationSchema) },
      lookup: true,
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'camper_not_found' }),
    async (c) => {
      const { db } = c.var.deps;
      const camperId = c.req.valid('param').id;
      await requireCamper(db, camperId);
      const reserveringen = await listCamperReservations(db, camperId, c.var.authUser.id);
      return c.json({ reserveringen: reserveringen.map(({ eigen: _eigen, ...r }) => r) }, 200);
    },
  )
  .post(
    '/campers/:id/reservations',
    describeAdmin({
      summary: 'Reserveren namens een eigenaar',
      ok: { status: 201, body: reservationsCreatedSchema },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    requireAdmin,
    validate('json', onBehalfReservationSchema),
    validate('param', idParamSchema, { invalid: 'camper_not_found' }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await reserveOnBehalf(c.var.deps, {
        camperId: c.req.valid('param').id,
        userId: body.user_id,
        dagen: body.dagen,
        actorId: c.var.authUser.id,
      });
      return c.json(result, 201);
    },
  )
  .delete(
    '/reservations/:id',
    describeAdmin({
      summary: 'Reservering annuleren namens een eigenaar',
      ok: { status: 200, body: reservationCancelledSchema },
      lookup: true,
      failures: [422],
    }),
    requireAdmin,
    validate('param', idParamSchema, { invalid: 'reservation_not_found' }),
    async (c) => {
      const { result, holderId } = await cancelOnBehalf(c.var.deps, {
        reservationId: c.req.valid('param').id,
        actorId: c.var.authUser.id,
      });
      c.set('auditUserId', holderId);
      return c.json(result, 200);
    },
  );
