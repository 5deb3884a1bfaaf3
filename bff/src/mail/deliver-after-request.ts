import type { Config } from '../config.ts';
import { mailQueueOf } from './mailer.ts';

/**
 * What the /api gate (http/api-gate.ts) notes before a request's handler runs: the queue's enqueue count, so it can
 * tell afterwards whether mail was queued meanwhile. A server without a queue answers 0.
 */
export function queuedMailMark(config: Config): number {
  return mailQueueOf(config)?.enqueued ?? 0;
}

/**
 * Mails queued inside a request's transaction are delivered once the handler has finished (the transaction is
 * committed or rolled back by then): to the file outbox before the answer leaves, over SMTP after it
 * (`MailQueue.deliverQueued`, docs/decisions/0037-api-speed.md). The queue row was written with the change, so nothing is
 * lost if the process dies before delivery; the next pass or the retry loop sends it. A request that queued nothing
 * costs one property read.
 */
export async function deliverQueuedMail(config: Config, mark: number): Promise<void> {
  const queue = mailQueueOf(config);
  if (queue && queue.enqueued !== mark) await queue.deliverQueued();
}
