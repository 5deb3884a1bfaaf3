import { Hono } from 'hono';
import { apiFailure } from '../http/api-error.ts';
import { requireUser } from '../http/auth.ts';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { downloadName } from '../services/owner-area.ts';
import { signedDownloadUrl } from '../storage/signed-url.ts';

/**
 * /api/documents/:id/download and /api/invoices/:id/download: permission check, then a 302 to a 60-second signed
 * URL. Someone else's file answers exactly like a missing one (404), so ids reveal nothing.
 */
export const downloadRoutes = new Hono<AppEnv>()
  .get(
    '/documents/:id/download',
    describe({
      summary: 'Document downloaden (302 naar ondertekende link)',
      tag: 'downloads',
      access: 'user',
      ok: { status: 302, redirect: true },
      lookup: true,
    }),
    requireUser,
    async (c) => {
      const { db, config, now } = c.var.deps;
      const user = c.var.authUser;
      const doc = await db
        .selectFrom('camper_documenten')
        .select(['camper_id', 'document_naam', 'storage_key'])
        .where('id', '=', c.req.param('id'))
        .executeTakeFirst();
      if (!doc || !(user.isAdmin || user.camperId === doc.camper_id)) throw apiFailure('document_not_found');
      const filename = downloadName(doc.document_naam, doc.storage_key);
      return c.redirect(
        signedDownloadUrl(config, 'camper-documents', doc.storage_key, { filename, now: now() }),
        302,
      );
    },
  )
  .get(
    '/invoices/:id/download',
    describe({
      summary: 'Factuur downloaden (302 naar ondertekende link)',
      tag: 'downloads',
      access: 'user',
      ok: { status: 302, redirect: true },
      lookup: true,
    }),
    requireUser,
    async (c) => {
      const { db, config, now } = c.var.deps;
      const user = c.var.authUser;
      const invoice = await db
        .selectFrom('facturen')
        .select(['user_id', 'factuur_naam', 'storage_key'])
        .where('id', '=', c.req.param('id'))
        .executeTakeFirst();
      if (!invoice || !(user.isAdmin || user.id === invoice.user_id)) throw apiFailure('invoice_not_found');
      const filename = downloadName(invoice.factuur_naam, invoice.storage_key);
      return c.redirect(
        signedDownloadUrl(config, 'facturen', invoice.storage_key, { filename, now: now() }),
        302,
      );
    },
  );
