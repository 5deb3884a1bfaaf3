import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { requireUser } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validateId } from '../../http/validate.ts';
import { documentDownloadUrl, invoiceDownloadUrl } from './downloads.ts';

type DownloadContext = Parameters<typeof documentDownloadUrl>[0];

const factory = createFactory<AppEnv>();

/** The handlers of one download path: permission check, then a 302 to the signed link. */
function downloadHandlers(
  summary: string,
  notFound: 'document_not_found' | 'invoice_not_found',
  signedUrl: (ctx: DownloadContext, id: string) => Promise<string>,
) {
  return factory.createHandlers(
    describe({
      summary,
      tag: 'downloads',
      access: 'user',
      ok: { status: 302, redirect: true },
      lookup: true,
    }),
    requireUser,
    validateId(notFound),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const url = await signedUrl({ db, config, now: now(), user: c.var.authUser }, c.req.valid('param').id);
      return c.redirect(url, 302);
    },
  );
}

/**
 * /api/documents/:id/download and /api/invoices/:id/download: permission check, then a 302 to a 60-second signed
 * URL. Someone else's file answers exactly like a missing one (404), so ids reveal nothing.
 */
export const downloadRoutes = new Hono<AppEnv>()
  .get(
    '/documents/:id/download',
    ...downloadHandlers(
      'Document downloaden (302 naar ondertekende link)',
      'document_not_found',
      documentDownloadUrl,
    ),
  )
  .get(
    '/invoices/:id/download',
    ...downloadHandlers(
      'Factuur downloaden (302 naar ondertekende link)',
      'invoice_not_found',
      invoiceDownloadUrl,
    ),
  );
