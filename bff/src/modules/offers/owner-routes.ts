import {
  acceptedOfferAnswer,
  offerAnswer,
  offerCreateSchema,
  offersAnswer,
} from '@camperdeel/rules/schemas/swaps';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { acceptOffer, listOffers, makeOffer, withdrawOffer } from './service.ts';

/** Swaps between co-owners, mounted under /api/owner: offer a reservation, see offers, take one over, withdraw. */
export const ownerOfferRoutes = new Hono<AppEnv>()
  .post(
    '/reservations/:id/offer',
    describe({
      summary: 'Reservering aanbieden aan een mede-eigenaar',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 201, body: offerAnswer },
      input: true,
      lookup: true,
      failures: [409],
    }),
    requireOwner,
    validate('json', offerCreateSchema),
    validateId('reservation_not_found'),
    async (c) => {
      const aanbod = await makeOffer(c.var.deps, {
        userId: c.var.authUser.id,
        camperId: c.var.camperId,
        reservationId: c.req.valid('param').id,
        aanUserId: c.req.valid('json').aan_user_id,
      });
      return c.json({ aanbod }, 201);
    },
  )
  .get(
    '/offers',
    describe({
      summary: 'Ruilaanbiedingen: gedaan en ontvangen',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: offersAnswer },
    }),
    requireOwner,
    async (c) => {
      const aanbiedingen = await listOffers(c.var.deps.db, {
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
        now: c.var.deps.now(),
      });
      return c.json({ aanbiedingen }, 200);
    },
  )
  .post(
    '/offers/:id/accept',
    describe({
      summary: 'Ruilaanbod aannemen',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: acceptedOfferAnswer },
      lookup: true,
      failures: [409, 422],
    }),
    requireOwner,
    validateId('offer_not_found'),
    async (c) => {
      const result = await acceptOffer(c.var.deps, {
        offerId: c.req.valid('param').id,
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
      });
      return c.json(result, 200);
    },
  )
  .delete(
    '/offers/:id',
    describe({
      summary: 'Ruilaanbod intrekken',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: offerAnswer },
      lookup: true,
      failures: [409],
    }),
    requireOwner,
    validateId('offer_not_found'),
    async (c) => {
      const aanbod = await withdrawOffer(c.var.deps, {
        offerId: c.req.valid('param').id,
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
      });
      return c.json({ aanbod }, 200);
    },
  );
