import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (e.g. the password-reset link), for operators and tests reading the outbox. */
  link?: string;
};

/** What an outbox file holds: one JSON object per mail, named `<time>-<id>.json`. */
export type OutboxMail = Mail & { from: string; created_at: string };

/**
 * Delivers through SMTP when SMTP_URL is set; otherwise writes the mail as JSON into DATA_DIR/outbox/, where an
 * operator (or a test) can read it. Without SMTP nothing leaves the machine.
 */
export async function sendMail(config: Config, mail: Mail, now: Date): Promise<void> {
  if (config.smtpUrl) {
    await createTransport(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return;
  }
  const entry: OutboxMail = { ...mail, from: config.mailFrom, created_at: now.toISOString() };
  await mkdir(config.outboxDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  await writeFile(
    join(config.outboxDir, `${stamp}-${randomUUID()}.json`),
    `${JSON.stringify(entry, null, 2)}\n`,
  );
}
