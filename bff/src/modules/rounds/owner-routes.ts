import {
  allocatedRoundSchema,
  ownerRoundsAnswer,
  wishesAnswer,
  wishesPutSchema,
} from '@camperdeel/rules/schemas/rounds';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { storedOutcome } from './allocate.ts';
import { findRound, ownerRounds, putWishes } from './service.ts';

/** The wish rounds of the owner's camper, mounted under /api/owner: read them, rank wishes, see the outcome. */
export const ownerRoundRoutes = new Hono<AppEnv>()
  .get(
    '/rounds',
    describe({
      summary: 'Wensrondes van mijn camper',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: ownerRoundsAnswer },
    }),
    requireOwner,
    async (c) => c.json({ rondes: await ownerRounds(c.var.deps.db, c.var.camperId, c.var.authUser.id) }, 200),
  )
  .get(
    '/rounds/:id',
    describe({
      summary: 'Uitslag en loting van een wensronde',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: allocatedRoundSchema },
      lookup: true,
    }),
    requireOwner,
    validateId('round_not_found'),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await storedOutcome(db, await findRound(db, c.req.valid('param').id, c.var.camperId)),
        200,
      );
    },
  )
  .put(
    '/rounds/:id/wishes',
    describe({
      summary: 'Mijn wensen voor een wensronde',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: wishesAnswer },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    requireOwner,
    validate('json', wishesPutSchema),
    validateId('round_not_found'),
    async (c) => {
      const { deps } = c.var;
      const wensen = await putWishes(deps.db, {
        roundId: c.req.valid('param').id,
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
        wishes: c.req.valid('json'),
        now: deps.now(),
      });
      return c.json({ wensen }, 200);
    },
  );
