import type { Config } from '../config.ts';
import { mailQueueOf } from './mailer.ts';

/**
 * Mails queued inside a request's transaction are delivered once the handler has finished (the transaction is
 * committed or rolled back by then), before the answer goes out: an outbox reader sees them right after the
 * response. A failure only marks the queue row for a retry; the answer is the same. Called by the /api gate
 * (http/api-gate.ts); a request that queued nothing costs one property read.
 */
export async function deliverQueuedMail(config: Config): Promise<void> {
  const queue = mailQueueOf(config);
  if (queue?.hasPending) await queue.flush();
}
