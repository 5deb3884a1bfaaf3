import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { Hono } from 'hono';
import { requireUser } from '../http/auth.ts';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import { documentDownloadUrl, invoiceDownloadUrl } from '../services/downloads.ts';

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
    validate('param', idParamSchema, { invalid: 'document_not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const url = await documentDownloadUrl(
        { db, config, now: now(), user: c.var.authUser },
        c.req.valid('param').id,
      );
      return c.redirect(url, 302);
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
    validate('param', idParamSchema, { invalid: 'invoice_not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      const url = await invoiceDownloadUrl(
        { db, config, now: now(), user: c.var.authUser },
        c.req.valid('param').id,
      );
      return c.redirect(url, 302);
    },
  );
