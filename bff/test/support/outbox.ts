import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutboxMail } from '../../src/mail/mailer.ts';
import type { TestServer } from './server.ts';

/**
 * Every mail in the outbox folder right now, oldest first, without waiting for the queue: for what must be there when
 * the answer arrives.
 */
export function outboxNow(t: Pick<TestServer, 'config'>): OutboxMail[] {
  const dir = t.config.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
}

/** Every mail in the outbox folder, oldest first, once the mail queued so far went out (`drainMail`: needed for SMTP). */
export async function outbox(t: TestServer): Promise<OutboxMail[]> {
  await t.drainMail();
  return outboxNow(t);
}

export async function mailsTo(t: TestServer, email: string): Promise<OutboxMail[]> {
  return (await outbox(t)).filter((m) => m.to === email);
}
