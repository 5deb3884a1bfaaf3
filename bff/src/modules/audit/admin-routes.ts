import { auditPageSchema, auditQuerySchema } from '@camperdeel/rules/schemas/audit';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import { type AppEnv, listReads } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { AUDIT_COUNT_LIMIT, readAuditLog } from './read.ts';

/** /api/admin/audit (admin only): read and filter the log. There is no route that changes or deletes it. */
export const adminAuditRoutes = new Hono<AppEnv>().use(requireAdmin).get(
  '/',
  describe({
    summary: 'Auditlog (nieuwste eerst, per pagina)',
    tag: 'logboek',
    access: 'admin',
    ok: { status: 200, body: auditPageSchema },
    input: true,
    failures: [{ status: 422, description: 'van ligt na tot (invalid_period)' }],
  }),
  validate('query', auditQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const { van, tot } = query.filters;
    if (van && tot && van > tot) throw apiFailure('invalid_period');
    const { rows, volgende, totaal } = await readAuditLog(listReads(c.var.deps), query);
    // A count at its bound says so: the screen then reads "minstens".
    return c.json(
      { gebeurtenissen: rows, volgende, totaal, totaal_is_ondergrens: totaal >= AUDIT_COUNT_LIMIT },
      200,
    );
  },
);
