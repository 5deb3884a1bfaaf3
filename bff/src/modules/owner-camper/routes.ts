import { listOf } from '@camperdeel/rules/schemas/answers';
import { ownerCamperSchema } from '@camperdeel/rules/schemas/camper';
import { documentSchema } from '@camperdeel/rules/schemas/documents';
import { invoiceSchema } from '@camperdeel/rules/schemas/invoices';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import {
  reservationCancelledSchema,
  reservationCreateSchema,
  reservationSchema,
  reservationsCreatedSchema,
} from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { ownerCamperAnswer, ownerReservationsAnswer } from '../../cache/calendar-answers.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { validate } from '../../http/validate.ts';
import { bookOwnDays, cancelOwnReservation } from '../reservations/owner-service.ts';
import { listCamperDocuments, listOwnInvoices } from './service.ts';

/**
 * /api/owner: the signed-in owner's own camper, documents, invoices, reservations. Every route works on
 * the camper the guard found for this user, never on an id from the client.
 */
export const ownerRoutes = new Hono<AppEnv>()
  .get(
    '/camper',
    describe({
      summary: 'Mijn camper met mede-eigenaars en sloten',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: ownerCamperSchema },
      conditional: true,
    }),
    conditionalGet,
    requireOwner,
    async (c) => {
      const answer = await ownerCamperAnswer(c.var.deps.db, c.var.camperId);
      if (!answer) throw apiFailure('camper_not_found');
      return sendCachedJson(c, answer, OWNER_READ_CACHE_CONTROL);
    },
  )
  .get(
    '/documents',
    describe({
      summary: 'Documenten van mijn camper',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('documenten', documentSchema) },
    }),
    requireOwner,
    async (c) => {
      return c.json({ documenten: await listCamperDocuments(c.var.deps.db, c.var.camperId) }, 200);
    },
  )
  .get(
    '/invoices',
    describe({
      summary: 'Mijn facturen',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('facturen', invoiceSchema) },
    }),
    requireOwner,
    async (c) => {
      return c.json({ facturen: await listOwnInvoices(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  )
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
      const answer = await ownerReservationsAnswer(c.var.deps.db, c.var.camperId, c.var.authUser.id);
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
