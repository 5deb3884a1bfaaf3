import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env.ts';
import { mailQueueOf } from './mailer.ts';

/**
 * Mails queued inside a request's transaction are delivered once the handler has finished (the transaction is
 * committed or rolled back by then), before the answer goes out: an outbox reader sees them right after the
 * response. A failure only marks the queue row for a retry; the answer is the same.
 */
export const deliverQueuedMail = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const queue = mailQueueOf(c.var.deps.config);
  if (queue?.hasPending) await queue.flush();
});
