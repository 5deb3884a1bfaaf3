import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Database, MailStatus } from '../db/schema.ts';
import { deliverMail, type Mail } from './deliver.ts';
import { type MailParts, openParts, readableParts, redactLinks, sealParts } from './sealed-mail.ts';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is marked `mislukt` (still visible). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** While one process delivers a mail, others leave it alone this long (several processes may share the file). */
const CLAIM_MS = 2 * 60_000;
/** How often the background loop looks for due retries. */
const POLL_MS = 15_000;
/** A request waits at most this long for its own mails; the rest continues in the background. */
const FLUSH_WAIT_MS = 5_000;
const BATCH = 20;

export type MailQueueDeps = { db: Db; config: Config; now: () => Date };

/** A coalesced mail's bundle columns (docs/decisions/0058-mail-coalescing.md). */
export type QueuedBundle = { naam: string; tot: number; regels: string };

/**
 * The database-backed mail queue of one server: `enqueue` writes the mail (inside the caller's transaction when one
 * is passed), `flush` delivers what is due, a timer retries with backoff. Delivery errors are recorded on the row,
 * never thrown to the caller: a mail failure never fails the action that caused it.
 */
export class MailQueue {
  private readonly deps: MailQueueDeps;
  private running: Promise<void> | null = null;
  /** Set when a mail was queued and not yet attempted; a flush clears it. */
  private pending = false;
  /** Counts every enqueue, so a request can tell whether mail was queued while it ran (see `enqueued`). */
  private enqueues = 0;
  /** A background pass is due on the next turn of the event loop (`schedule`). */
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Mail work started after an answer left (afterAnswer); drain waits for it too. */
  private readonly background = new Set<Promise<void>>();

  constructor(deps: MailQueueDeps) {
    this.deps = deps;
  }

  get hasPending(): boolean {
    return this.pending;
  }

  /**
   * How many mails this process queued so far. A request compares it before and after its handler: a pass started by
   * another request may have cleared `hasPending` while this request's mail was still uncommitted, so the flag alone
   * could miss it.
   */
  get enqueued(): number {
    return this.enqueues;
  }

  /**
   * Writes the mail to the queue through `db` (the caller's transaction, when it has one). A mail with a secret is
   * stored readable only without it; the full mail goes into `versleuteld` (sealed-mail.ts) until it is handed over.
   * A bundle mail (booking-bundle.ts) names its bundle and leaves at `bundle.tot`, which may lie in the future.
   */
  async enqueue(mail: Mail, db: Db = this.deps.db, bundle?: QueuedBundle): Promise<void> {
    const at = this.deps.now();
    const readable = readableParts(mail);
    const full: MailParts = { tekst: mail.text, html: mail.html ?? null, link: mail.link ?? null };
    await db
      .insertInto('mail_queue')
      .values({
        ...(bundle ? { bundel: bundle.naam, bundel_tot: bundle.tot, bundel_regels: bundle.regels } : {}),
        id: randomUUID(),
        ontvanger: mail.to,
        onderwerp: mail.subject,
        ...readable,
        versleuteld: mail.secret ? sealParts(this.deps.config.signingKey, full) : null,
        volgende_poging: bundle?.tot ?? at.getTime(),
        // A held bundle mail is dated when it leaves: that is when its recipient gets it.
        created_at: bundle ? new Date(bundle.tot).toISOString() : at.toISOString(),
        verzonden_at: null,
        laatste_fout: null,
      })
      .execute();
    this.pending = true;
    this.enqueues += 1;
  }

  /**
   * Counts a change to a queued mail that is already due (a booking folded into a bundle mail, booking-bundle.ts) as
   * an enqueue, so the request that made it delivers it when it ends, like a new mail.
   */
  noteQueued(): void {
    this.pending = true;
    this.enqueues += 1;
  }

  /**
   * Delivers what was just queued (docs/decisions/0037-api-speed.md). To the file outbox before the caller goes on: a local
   * write is cheap, and operators and tests read the outbox right after a request. Over SMTP in the background, so a
   * slow or hanging mail server never holds an answer.
   */
  async deliverQueued(): Promise<void> {
    if (this.deps.config.smtpUrl) this.schedule();
    else await this.flush();
  }

  /**
   * Delivers what is due in the background, after the current request's answer has been written
   * (docs/decisions/0037-api-speed.md): the queue row is already in the database, so a crash loses nothing, and the next
   * pass or the retry loop sends it. Calls while a pass is due coalesce into that one pass. Never throws.
   */
  schedule(): void {
    this.pending = true;
    if (this.scheduled || this.stopped) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  /**
   * Runs `work` (which queues mail) once `answered` resolves, when the request's answer has been written: a request whose answer must
   * not tell by its timing whether it queued mail (a password reset for a known or an unknown address) does the same
   * before answering either way. Tracked, so `drain` (tests, shutdown) waits for it; an error is logged, never thrown.
   */
  afterAnswer(answered: Promise<void>, work: () => Promise<void>): void {
    const task: Promise<void> = answered
      .then(work)
      .catch(logQueueError)
      .finally(() => {
        this.background.delete(task);
      });
    this.background.add(task);
  }

  /**
   * Resolves once nothing queued in this process waits for its first attempt and no pass is running: what was due has
   * been handed over (or has failed and waits for its backoff). Tests await it before reading the outbox; shutdown
   * awaits it too.
   */
  async drain(): Promise<void> {
    // Waits for a pass in progress rather than chaining another (two drains would otherwise keep each other going),
    // and lets a scheduled pass start on its own turn: on SQLite a pass with nothing to send is only microtasks.
    while (!this.stopped) {
      if (this.background.size > 0) await Promise.all(this.background);
      else if (this.running) await this.running;
      else if (this.scheduled) await new Promise<void>((resolve) => setImmediate(resolve));
      else if (this.pending) await this.run();
      else return;
    }
  }

  /** Delivers every due mail once; resolves when done or after `waitMs` (the work then goes on in the background). */
  async flush(waitMs: number = FLUSH_WAIT_MS): Promise<void> {
    const work = this.run();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      work,
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timeout);
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.run().catch(logQueueError);
    }, POLL_MS);
    // The retry loop never keeps a finished process (a CLI command, a test) alive.
    this.timer.unref();
  }

  /**
   * Delivers what requests queued (bounded by the flush wait, so a dead SMTP server cannot hold a shutdown), then stops
   * the retry loop and waits for a delivery in progress, so the database can close after it.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.drain(),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, FLUSH_WAIT_MS);
      }),
    ]);
    clearTimeout(timeout);
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass at a time in this process; a second caller waits for the pass in progress and then runs its own. */
  private run(): Promise<void> {
    const previous = this.running ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => this.deliverDue())
      .catch(logQueueError)
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.running = next;
    return next;
  }

  /** The mail as it is to be sent: decrypted when sealed; null when it cannot be decrypted any more. */
  private partsOf(row: MailParts & { versleuteld: string | null }): MailParts | null {
    if (row.versleuteld === null) return { tekst: row.tekst, html: row.html, link: row.link };
    try {
      return openParts(this.deps.config.signingKey, row.versleuteld);
    } catch {
      return null;
    }
  }

  /** Rows queued before secrets were sealed: once sent, their link's secret is replaced like a sealed one's. */
  private async redactUnsealed(rows: (MailParts & { id: string })[]): Promise<void> {
    for (const row of rows) {
      const redacted = redactLinks(row);
      if (redacted.tekst === row.tekst && redacted.html === row.html && redacted.link === row.link) continue;
      await this.deps.db.updateTable('mail_queue').set(redacted).where('id', '=', row.id).execute();
    }
  }

  /**
   * One pass: claims up to BATCH due mails in one statement (the conditions are checked again on every row it
   * updates, so a row another process claimed meanwhile is skipped there), hands them over, then marks the sent ones
   * in one statement and each failure on its own row. Repeats while full batches come back.
   */
  private async deliverDue(): Promise<void> {
    if (this.stopped) return;
    this.pending = false;
    const { db, config, now } = this.deps;
    for (;;) {
      const nowMs = now().getTime();
      const due = (eb: ExpressionBuilder<Database, 'mail_queue'>) =>
        eb.and([eb('status', '=', 'wachtend'), eb('volgende_poging', '<=', nowMs)]);
      // Claimed first, so another process sharing the database does not send the same mail at the same moment.
      const claimed = await db
        .updateTable('mail_queue')
        .set({ volgende_poging: nowMs + CLAIM_MS })
        .where(due)
        .where('id', 'in', (eb) =>
          eb.selectFrom('mail_queue').select('id').where(due).orderBy('volgende_poging').limit(BATCH),
        )
        .returningAll()
        .execute();
      if (claimed.length === 0) return;
      claimed.sort((a, b) => a.created_at.localeCompare(b.created_at));
      const sent: string[] = [];
      for (const row of claimed) {
        if (this.stopped) break;
        const pogingen = row.pogingen + 1;
        const parts = this.partsOf(row);
        if (!parts) {
          await db
            .updateTable('mail_queue')
            .set({ status: 'mislukt', pogingen, versleuteld: null, laatste_fout: UNREADABLE })
            .where('id', '=', row.id)
            .execute();
          continue;
        }
        const mail: Mail = {
          to: row.ontvanger,
          subject: row.onderwerp,
          text: parts.tekst,
          ...(parts.html ? { html: parts.html } : {}),
          ...(parts.link ? { link: parts.link } : {}),
        };
        try {
          await deliverMail(config, mail, new Date(row.created_at));
          sent.push(row.id);
        } catch (error) {
          const delay = RETRY_DELAYS_MS[pogingen - 1];
          const status: MailStatus = delay === undefined ? 'mislukt' : 'wachtend';
          await db
            .updateTable('mail_queue')
            .set({
              status,
              pogingen,
              volgende_poging: now().getTime() + (delay ?? 0),
              laatste_fout: describeError(error),
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
      if (sent.length > 0) {
        // Handed over: the secret has done its work and is dropped (the mailbox now holds the only copy).
        await db
          .updateTable('mail_queue')
          .set((eb) => ({
            status: 'verzonden',
            pogingen: eb('pogingen', '+', 1),
            verzonden_at: now().toISOString(),
            laatste_fout: null,
            versleuteld: null,
          }))
          .where('id', 'in', sent)
          .execute();
        await this.redactUnsealed(claimed.filter((row) => row.versleuteld === null && sent.includes(row.id)));
      }
      // A stop in the middle leaves the rest claimed; after CLAIM_MS any process sends them.
      if (this.stopped || claimed.length < BATCH) return;
    }
  }
}

/** Why a sealed mail cannot go out: the server key changed since it was queued. */
const UNREADABLE =
  'De beveiligde inhoud van deze e-mail kan niet meer worden ontsleuteld (de serversleutel is gewijzigd); vraag een nieuwe link aan.';

/** An SMTP error's text, short; never a stack. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

function logQueueError(error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg: 'mail queue', error: String(error) }));
}
