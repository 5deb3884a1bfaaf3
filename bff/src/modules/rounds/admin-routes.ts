import {
  allocatedRoundSchema,
  camperRulesAnswer,
  camperRulesPutSchema,
  roundAnswer,
  roundCreateSchema,
  roundsAnswer,
} from '@camperdeel/rules/schemas/rounds';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { allocateStoredRound, storedOutcome } from './allocate.ts';
import { camperRules, createRound, findRound, listRounds, setCamperRules } from './service.ts';

/**
 * Wish rounds and the fair-use rule for admins, mounted under /api/admin
 * (docs/product/calendar-and-credits.md#fair-share-of-the-high-season-architecture-11): open a round for a camper and
 * year, follow it, allocate it, and set the camper's limit on consecutive high-season days.
 */
export const adminRoundRoutes = new Hono<AppEnv>()
  .get(
    '/campers/:id/rounds',
    describeAdmin({
      summary: 'Wensrondes van een camper',
      ok: { status: 200, body: roundsAnswer },
      lookup: true,
    }),
    requireAdmin,
    validateId('camper_not_found'),
    async (c) => c.json({ rondes: await listRounds(c.var.deps.db, c.req.valid('param').id) }, 200),
  )
  .post(
    '/campers/:id/rounds',
    describeAdmin({
      summary: 'Wensronde openen',
      ok: { status: 201, body: roundAnswer },
      input: true,
      lookup: true,
      failures: [409, 422],
    }),
    requireAdmin,
    validate('json', roundCreateSchema),
    validateId('camper_not_found'),
    async (c) => {
      const { deps } = c.var;
      const ronde = await createRound(deps.db, {
        camperId: c.req.valid('param').id,
        round: c.req.valid('json'),
        now: deps.now(),
      });
      return c.json({ ronde }, 201);
    },
  )
  .get(
    '/rounds/:id',
    describeAdmin({
      summary: 'Wensronde met uitslag en loting',
      ok: { status: 200, body: allocatedRoundSchema },
      lookup: true,
    }),
    requireAdmin,
    validateId('round_not_found'),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(await storedOutcome(db, await findRound(db, c.req.valid('param').id)), 200);
    },
  )
  .post(
    '/rounds/:id/allocate',
    describeAdmin({
      summary: 'Wensronde toewijzen',
      ok: { status: 200, body: allocatedRoundSchema },
      lookup: true,
      failures: [409],
    }),
    requireAdmin,
    validateId('round_not_found'),
    async (c) =>
      c.json(await allocateStoredRound(c.var.deps, c.req.valid('param').id, c.var.authUser.id), 200),
  )
  .get(
    '/campers/:id/rules',
    describeAdmin({
      summary: 'Eerlijk-gebruikregel van een camper lezen',
      ok: { status: 200, body: camperRulesAnswer },
      lookup: true,
    }),
    requireAdmin,
    validateId('camper_not_found'),
    async (c) => c.json({ regels: await camperRules(c.var.deps.db, c.req.valid('param').id) }, 200),
  )
  .put(
    '/campers/:id/rules',
    describeAdmin({
      summary: 'Eerlijk-gebruikregel van een camper',
      ok: { status: 200, body: camperRulesAnswer },
      input: true,
      lookup: true,
    }),
    requireAdmin,
    validate('json', camperRulesPutSchema),
    validateId('camper_not_found'),
    async (c) => {
      const regels = await setCamperRules(
        c.var.deps.db,
        c.req.valid('param').id,
        c.req.valid('json').max_aaneengesloten_hoogseizoen,
      );
      return c.json({ regels }, 200);
    },
  );
