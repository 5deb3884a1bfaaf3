import { openSlots } from '@camperdeel/rules/camper';
import {
  creditSchema,
  documentSchema,
  invoiceSchema,
  listOf,
  ownerCamperSchema,
  reservationCancelledSchema,
  reservationSchema,
  reservationsCreatedSchema,
} from '@camperdeel/rules/contract/responses';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { reservationCreateSchema } from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { apiFailure } from '../http/api-error.ts';
import { requireOwner } from '../http/auth.ts';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import { camperJson, findCamperRow } from '../services/camper-view.ts';
import { effectiveBalances } from '../services/credits.ts';
import { listCamperDocuments, listCoOwners, listOwnInvoices } from '../services/owner-area.ts';
import { bookOwnDays, cancelOwnReservation } from '../services/owner-reservations.ts';
import { listCamperReservations, shownCreditYears } from '../services/reservations.ts';

/**
 * /api/owner: the signed-in owner's own camper, documents, invoices, credits, reservations. Every route works on
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
    }),
    requireOwner,
    async (c) => {
      const { db } = c.var.deps;
      const [row, eigenaars] = await Promise.all([
        findCamperRow(db, c.var.camperId),
        listCoOwners(db, c.var.camperId),
      ]);
      if (!row) throw apiFailure('camper_not_found');
      const sloten = {
        totaal: row.aantal_sloten_eigenaars,
        ingevuld: row.aantal_ingevulde_sloten,
        open: openSlots(row.aantal_sloten_eigenaars, row.aantal_ingevulde_sloten),
      };
      return c.json({ camper: camperJson(row), eigenaars, sloten }, 200);
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
    '/credits',
    describe({
      summary: 'Mijn credits',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('credits', creditSchema) },
    }),
    requireOwner,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json(
        { credits: await effectiveBalances(db, c.var.authUser.id, shownCreditYears(now())) },
        200,
      );
    },
  )
  .get(
    '/reservations',
    describe({
      summary: 'Reserveringen van mijn camper',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('reserveringen', reservationSchema) },
    }),
    requireOwner,
    async (c) => {
      const reserveringen = await listCamperReservations(c.var.deps.db, c.var.camperId, c.var.authUser.id);
      return c.json({ reserveringen }, 200);
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
