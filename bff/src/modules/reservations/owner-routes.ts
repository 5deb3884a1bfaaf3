import { listOf } from '@camperdeel/rules/schemas/answers';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import {
  reservationCancelledSchema,
  reservationCreateSchema,
  reservationSchema,
  reservationsCreatedSchema,
} from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { ownerReservationsAnswer } from '../../cache/calendar-answers.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { validate } from '../../http/validate.ts';
import { bookOwnDays, cancelOwnReservation } from './owner-service.ts';

/**
 * /api/owner/reservations: the signed-in owner's calendar, booking days and cancelling. Every route works on the
 * camper the guard found for this user, never on an id from the client.
 */
export const ownerReservationRoutes = new Hono<AppEnv>()
  .get(
    '/reservations',
    describe({
      summary: 'Reserveringen van mijn camper',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('reserveringen', reservationSchema) },
      conditional: true,
    }),
    conditionalGet,
    requireOwner,
    async (c) => {
      const { db } = c.var.deps;
      const answer = await ownerReservationsAnswer.at(
        db,
        c.var.readVersion,
        c.var.camperId,
        c.var.authUser.id,
      );
      return sendCachedJson(c, answer, OWNER_READ_CACHE_CONTROL);
    },
  )
  .post(
    '/reservations',
    describe({
      summary: 'Dagen reserveren',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 201, body: reservationsCreatedSchema },
      input: true,
      failures: [409, 422],
    }),
    requireOwner,
    validate('json', reservationCreateSchema),
    async (c) => {
      const result = await bookOwnDays(c.var.deps, {
        userId: c.var.authUser.id,
        camperId: c.var.camperId,
        dagen: c.req.valid('json').dagen,
      });
      return c.json(result, 201);
    },
  )
  .delete(
    '/reservations/:id',
    describe({
      summary: 'Reservering annuleren',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: reservationCancelledSchema },
      lookup: true,
      failures: [422],
    }),
    requireOwner,
    validate('param', idParamSchema, { invalid: 'reservation_not_found' }),
    async (c) => {
      const result = await cancelOwnReservation(c.var.deps, {
        userId: c.var.authUser.id,
        camperId: c.var.camperId,
        reservationId: c.req.valid('param').id,
      });
      return c.json(result, 200);
    },
  );
