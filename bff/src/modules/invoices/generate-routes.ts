import { invoiceGenerateAnswer, invoiceGenerateSchema } from '@camperdeel/rules/schemas/club-office';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import { describeAdmin } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { generateServiceInvoices } from './generate.ts';

/** POST /api/admin/invoices/generate (admin only): the month's service-fee invoices, or with dry_run what they would be. */
export const adminServiceInvoiceRoutes = new Hono<AppEnv>().post(
  '/generate',
  describeAdmin({
    summary: 'Servicefacturen van een maand maken (of met dry_run: tonen wat er gemaakt zou worden)',
    ok: { status: 200, body: invoiceGenerateAnswer },
    input: true,
  }),
  requireAdmin,
  validate('json', invoiceGenerateSchema),
  async (c) =>
    c.json(
      await generateServiceInvoices(c.var.deps, { ...c.req.valid('json'), actorId: c.var.authUser.id }),
      200,
    ),
);
