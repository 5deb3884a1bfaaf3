import { listOf } from '@camperdeel/rules/schemas/answers';
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
import { requireCamper } from '../campers/view.ts';
import { cancelOnBehalf, reserveOnBehalf } from './on-behalf.ts';
import { listCamperReservations } from './service.ts';

/**
 * A camper's reservations for admins, mounted under /api/admin (docs/decisions/0040-coowner-life.md): the list, and
 * reserving or cancelling on behalf of an owner through the owners' own service functions.
 */
export const adminCamperReservationRoutes = new Hono<AppEnv>()
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
