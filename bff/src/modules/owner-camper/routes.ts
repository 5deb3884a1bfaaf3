import { listOf } from '@camperdeel/rules/schemas/answers';
import { ownerCamperSchema } from '@camperdeel/rules/schemas/camper';
import { documentSchema } from '@camperdeel/rules/schemas/documents';
import { invoiceSchema } from '@camperdeel/rules/schemas/invoices';
import { Hono } from 'hono';
import { ownerCamperAnswer } from '../../cache/calendar-answers.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireOwner } from '../../http/auth.ts';
import { OWNER_READ_CACHE_CONTROL } from '../../http/cache-control.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { listCamperDocuments, listOwnInvoices } from './service.ts';

/**
 * /api/owner: the signed-in owner's own camper, documents and invoices. Every route works on the camper the guard
 * found for this user, never on an id from the client.
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
      const answer = await ownerCamperAnswer.at(c.var.deps.db, c.var.readVersion, c.var.camperId);
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
  );
