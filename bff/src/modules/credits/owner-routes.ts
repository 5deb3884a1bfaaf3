import { listOf } from '@camperdeel/rules/schemas/answers';
import { creditSchema, ledgerEntrySchema } from '@camperdeel/rules/schemas/credits';
import { Hono } from 'hono';
import { ownerCreditsAnswer } from '../../cache/calendar-answers.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { creditHistory } from '../reservations/usage.ts';

/** /api/owner: the signed-in owner's own credits per season and the history of every change to them. */
export const ownerCreditRoutes = new Hono<AppEnv>()
  .get(
    '/credits',
    describe({
      summary: 'Mijn credits',
      tag: 'eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('credits', creditSchema) },
      conditional: true,
    }),
    conditionalGet,
    requireOwner,
    async (c) => {
      const { db, now } = c.var.deps;
      const answer = await ownerCreditsAnswer(db, c.var.authUser.id, now(), c.var.readVersion);
      return sendCachedJson(c, answer, OWNER_READ_CACHE_CONTROL);
    },
  )
  .get(
    '/credits/history',
    describe({
      summary: 'Mijn creditgeschiedenis',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: listOf('mutaties', ledgerEntrySchema) },
    }),
    requireOwner,
    async (c) => {
      return c.json({ mutaties: await creditHistory(c.var.deps.db, c.var.authUser.id) }, 200);
    },
  );
