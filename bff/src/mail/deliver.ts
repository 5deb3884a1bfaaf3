import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from '../storage/private-files.ts';

export type Mail = {
  to: string;
  subject: string;
  /** Plain text: every mail has it. */
  text: string;
  /** The same message as HTML, when the sender built one. */
  html?: string;
  /** The one link the mail is about (e.g. the password-reset link), for operators and tests reading the outbox. */
  link?: string;
  /**
   * The bearer secret inside `link` and the text (a reset, invitation or confirmation token): the queue keeps the mail
   * readable only without it (sealed-mail.ts). Never part of what is sent.
   */
  secret?: string;
};

/** What an outbox file holds: one JSON object per mail, named `<time>-<id>.json`. */
export type OutboxMail = Omit<Mail, 'secret'> & { from: string; created_at: string };

/** A slow or silent SMTP server must not hold a delivery (and so the queue) for minutes. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Hands one mail over: through SMTP when SMTP_URL is set, else as a JSON file into DATA_DIR/outbox/, where an
 * operator (or a test) can read it. Throws when the hand-over failed; the queue (queue.ts) retries.
 */
export async function deliverMail(config: Config, mail: Mail, createdAt: Date): Promise<void> {
  if (config.smtpUrl) {
    const transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } finally {
      transport.close();
    }
    return;
  }
  const entry: OutboxMail = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.link ? { link: mail.link } : {}),
    from: config.mailFrom,
    created_at: createdAt.toISOString(),
  };
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${randomUUID()}.json`;
  // Written beside the outbox and renamed into it: whoever reads the outbox sees a whole mail or none, never half a
  // file (a rename within one file system is atomic).
  const draft = join(dirname(config.outboxDir), `.outbox-${name}.part`);
  const text = `${JSON.stringify(entry, null, 2)}\n`;
  const handOver = async () => {
    await writeFile(draft, text, { mode: PRIVATE_FILE });
    await rename(draft, join(config.outboxDir, name));
  };
  try {
    await handOver();
  } catch (error) {
    // The folder is made on the first mail (and again if someone removed it), not checked before every one.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR });
    await handOver();
  }
}
