import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { deliverMail, type Mail } from './deliver.ts';
import { MailQueue, type MailQueueDeps } from './queue.ts';

export type { Mail, OutboxMail } from './deliver.ts';

/**
 * The running server's queue, found by its Config object, so every caller keeps the one simple signature
 * `sendMail(config, mail, now)` (docs/decisions/0045-mail-queue.md). A process without a queue (a script that loads a
 * Config but starts no server) delivers directly.
 */
const queues = new WeakMap<Config, MailQueue>();

export function startMailQueue(deps: MailQueueDeps): MailQueue {
  const queue = new MailQueue(deps);
  queues.set(deps.config, queue);
  queue.start();
  return queue;
}

export function mailQueueOf(config: Config): MailQueue | undefined {
  return queues.get(config);
}

/**
 * The one way to send a mail. With a running server it is written to the mail queue (through `trx` when given, so
 * the mail exists exactly when the caller's transaction commits) and delivered by the queue: at once when no
 * transaction is passed, else when the request that queued it ends (`MailQueue.deliverQueued`: the file outbox before
 * the answer, SMTP after it); failures are retried with backoff and never thrown here. Without a server it is delivered directly.
 */
export async function sendMail(config: Config, mail: Mail, now: Date, trx?: Db): Promise<void> {
  const queue = queues.get(config);
  if (!queue) {
    await deliverMail(config, mail, now);
    return;
  }
  await queue.enqueue(mail, trx);
  // Inside a transaction the row is not committed yet and the connection is held: the request's end delivers it.
  if (!trx) await queue.deliverQueued();
}

/**
 * Runs mail work after the answer has left (MailQueue.afterAnswer); without a server (a script) it runs at once and
 * is awaited.
 */
export async function afterAnswer(
  config: Config,
  answered: Promise<void>,
  work: () => Promise<void>,
): Promise<void> {
  const queue = queues.get(config);
  if (queue) queue.afterAnswer(answered, work);
  else await work();
}
