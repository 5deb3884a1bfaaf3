import { listOf } from '@camperdeel/rules/schemas/answers';
import { blockSchema } from '@camperdeel/rules/schemas/blocks';
import { Hono } from 'hono';
import { ownerBlocksAnswer } from '../../cache/calendar-answers.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';

/** GET /api/owner/blocks: the maintenance blocks of the camper the guard found for the signed-in owner. */
export const ownerBlockRoutes = new Hono<AppEnv>().get(
  '/blocks',
  describe({
    summary: 'Blokkades van mijn camper',
    tag: 'mede-eigenaar',
    access: 'owner',
    ok: { status: 200, body: listOf('blokkades', blockSchema) },
    conditional: true,
  }),
  conditionalGet,
  requireOwner,
  async (c) => {
    const answer = await ownerBlocksAnswer.at(c.var.deps.db, c.var.readVersion, c.var.camperId);
    return sendCachedJson(c, answer, OWNER_READ_CACHE_CONTROL);
  },
);
