import { removed } from '@camperdeel/rules/schemas/answers';
import { watchAnswer, watchCreateSchema, watchesAnswer } from '@camperdeel/rules/schemas/swaps';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { addWatch, deleteWatch, listWatches } from './service.ts';

/** The owner's watch list, mounted under /api/owner: periods of their camper they want to hear about. */
export const ownerWatchRoutes = new Hono<AppEnv>()
  .get(
    '/watches',
    describe({
      summary: 'Mijn wachtlijst',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: watchesAnswer },
    }),
    requireOwner,
    async (c) =>
      c.json(
        {
          wachten: await listWatches(c.var.deps.db, { camperId: c.var.camperId, userId: c.var.authUser.id }),
        },
        200,
      ),
  )
  .post(
    '/watches',
    describe({
      summary: 'Periode op de wachtlijst zetten',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 201, body: watchAnswer },
      input: true,
      failures: [422],
    }),
    requireOwner,
    validate('json', watchCreateSchema),
    async (c) => {
      const wacht = await addWatch(c.var.deps.db, {
        camperId: c.var.camperId,
        userId: c.var.authUser.id,
        period: c.req.valid('json'),
        now: c.var.deps.now(),
      });
      return c.json({ wacht }, 201);
    },
  )
  .delete(
    '/watches/:id',
    describe({
      summary: 'Periode van de wachtlijst halen',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: removed('verwijderd') },
      lookup: true,
    }),
    requireOwner,
    validateId('watch_not_found'),
    async (c) => {
      const verwijderd = await deleteWatch(c.var.deps.db, {
        watchId: c.req.valid('param').id,
        userId: c.var.authUser.id,
      });
      return c.json({ verwijderd }, 200);
    },
  );
