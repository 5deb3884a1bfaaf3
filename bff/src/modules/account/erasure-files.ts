import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { engineOf } from '../../db/dialect.ts';
import type { OutboxMail } from '../../mail/deliver.ts';
import { mailQueueOf } from '../../mail/mailer.ts';
import { anonymiseText, type ErasedPerson } from './erasure.ts';

/**
 * The parts of an erasure outside the database transaction, run after its commit (docs/decisions/0056-erasure-pseudonyms.md):
 * outbox files addressed to the person are deleted and others naming them rewritten, and on SQLite the write-ahead
 * log is emptied, so no older page image with their data stays on disk (secure_delete has zeroed the freed space in
 * the database file itself). Failures are logged, never thrown: the account is already gone.
 */
export async function eraseFilesOf(deps: { db: Db; config: Config }, person: ErasedPerson): Promise<void> {
  try {
    // A delivery that claimed one of their mails before the commit writes its file first.
    await mailQueueOf(deps.config)?.drain();
    await eraseOutbox(deps.config.outboxDir, person);
  } catch (error) {
    logFailure('erasure_outbox_failed', error);
  }
  if (engineOf(deps.db) === 'sqlite') {
    try {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(deps.db);
    } catch (error) {
      logFailure('erasure_checkpoint_failed', error);
    }
  }
}

async function eraseOutbox(dir: string, person: ErasedPerson): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const needles = [person.email.toLowerCase(), ...(person.naam ? [person.naam.toLowerCase()] : [])];
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const file = join(dir, name);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null || !needles.some((n) => text.toLowerCase().includes(n))) continue;
    const mail = JSON.parse(text) as OutboxMail;
    if (mail.to.toLowerCase() === person.email.toLowerCase()) {
      await unlink(file);
      continue;
    }
    const cleaned: OutboxMail = {
      ...mail,
      subject: anonymiseText(mail.subject, person),
      text: anonymiseText(mail.text, person),
      ...(mail.html ? { html: anonymiseText(mail.html, person) } : {}),
    };
    // Written beside and renamed over, so a reader never sees half a mail.
    const temporary = `${file}.tmp`;
    await writeFile(temporary, `${JSON.stringify(cleaned, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
  }
}

function logFailure(msg: string, error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg, error: String(error) }));
}
