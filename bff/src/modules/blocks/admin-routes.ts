import { listOf, one } from '@camperdeel/rules/schemas/answers';
import {
  adminBlockSchema,
  blockCreatedSchema,
  blockCreateSchema,
  blockSchema,
} from '@camperdeel/rules/schemas/blocks';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate, validateId } from '../../http/validate.ts';
import { tellWatchers } from '../watches/release.ts';
import { blockOverReservations } from './notices.ts';
import { createBlock, deleteBlock, listBlocksWithConflicts } from './service.ts';

/**
 * Maintenance blocks for admins, mounted under /api/admin (docs/decisions/0040-coowner-life.md): a camper's blocks
 * with the reservations they cover, blocking a camper (its owners with a reservation in the block are told) and
 * lifting a block.
 */
export const adminBlockRoutes = new Hono<AppEnv>()
  .get(
    '/campers/:id/blocks',
    describeAdmin({
      summary: 'Blokkades van een camper',
      ok: { status: 200, body: listOf('blokkades', adminBlockSchema) },
      lookup: true,
    }),
    requireAdmin,
    validateId('camper_not_found'),
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
    validateId('camper_not_found'),
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
    validateId('block_not_found'),
    async (c) => {
      const { deps } = c.var;
      // The lifted days may be what someone on the watch list waits for.
      const blokkade = await deleteBlock(deps.db, c.req.valid('param').id, (trx, block) =>
        tellWatchers(trx, deps, { camperId: block.camper_id, released: [block] }),
      );
      return c.json({ blokkade }, 200);
    },
  );
