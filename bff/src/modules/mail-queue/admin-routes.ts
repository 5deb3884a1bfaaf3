import { mailQueueSchema } from '@camperdeel/rules/schemas/mail-queue';
import { FIRST_PAGE, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { idParamSchema } from '@camperdeel/rules/schemas/params';
import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import { type AppEnv, listReads } from '../../http/env.ts';
import { validate } from '../../http/validate.ts';
import { mailQueueOf } from '../../mail/mailer.ts';
import { readMailQueue, retryFailedMail } from '../../mail/queue-status.ts';

/** /api/admin/mail (admin only): the mail queue's state, and a new attempt for a mail that failed for good. */
export const adminMailRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(
    '/',
    describe({
      summary: 'Mailwachtrij',
      tag: 'logboek',
      access: 'admin',
      ok: { status: 200, body: mailQueueSchema },
      input: true,
    }),
    validate('query', pageQuerySchema),
    async (c) => c.json(await readMailQueue(listReads(c.var.deps), c.req.valid('query') ?? FIRST_PAGE), 200),
  )
  .post(
    '/:id/retry',
    describe({
      summary: 'Mail opnieuw proberen',
      tag: 'logboek',
      access: 'admin',
      ok: { status: 200, body: mailQueueSchema },
      lookup: true,
      failures: [409],
    }),
    validate('param', idParamSchema, { invalid: 'not_found' }),
    async (c) => {
      const { db, config, now } = c.var.deps;
      if (!(await retryFailedMail(db, c.req.valid('param').id, now()))) throw apiFailure('not_found');
      await mailQueueOf(config)?.flush();
      // The queue as it now is, from its first page.
      return c.json(await readMailQueue(db, FIRST_PAGE), 200);
    },
  );
