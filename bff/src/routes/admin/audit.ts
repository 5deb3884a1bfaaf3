import { auditPageSchema } from '@camperdeel/rules/contract/responses';
import { auditQuerySchema } from '@camperdeel/rules/schemas/audit';
import { Hono } from 'hono';
import { readAuditLog } from '../../audit/read.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';

/** /api/admin/audit (admin only): read and filter the log. There is no route that changes or deletes it. */
export const adminAuditRoutes = new Hono<AppEnv>().use(requireAdmin).get(
  '/',
  describe({
    summary: 'Auditlog (nieuwste eerst, per pagina)',
    tag: 'logboek',
    access: 'admin',
    ok: { status: 200, body: auditPageSchema },
    input: true,
  }),
  validate('query', auditQuerySchema),
  async (c) => {
    const { rows, volgende } = await readAuditLog(c.var.deps.db, c.req.valid('query'));
    return c.json({ gebeurtenissen: rows, volgende }, 200);
  },
);
