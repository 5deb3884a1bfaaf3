import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { mailQueueOf, sendMail } from './mailer.ts';
import { digestMail, notificationMail } from './notification-mail.ts';

/**
 * Booking mails are coalesced per recipient (docs/decisions/0058-mail-coalescing.md): the first change is mailed at once,
 * every later change within 15 minutes of the last booking mail is folded into one held mail that leaves when those
 * 15 minutes are over. So a recipient gets at most one booking mail per 15 minutes and every change is in one of them.
 */
export const BUNDLE_WINDOW_MS = 15 * 60_000;

/** The changes one mail names; the rest are counted ("En nog 12 wijzigingen") and the link shows them all. */
const MAX_LISTED = 100;

export type BundleRecipient = { userId: string; email: string; naam: string; settingsUrl: string };

export type BundledChange = { titel: string; tekst: string; url: string };

type Content = { titel: string; regels: string[]; totaal: number };

type BundleRow = {
  id: string;
  bundel: string | null;
  bundel_tot: number | null;
  bundel_regels: string | null;
  status: string;
  pogingen: number;
  volgende_poging: number;
};

function bundleName(userId: string): string {
  return `reserveringen:${userId}`;
}

/** Not handed to the queue's sender yet: a claim or an attempt moves `volgende_poging` away from `bundel_tot`. */
function isOpen(row: BundleRow): boolean {
  return (
    row.status === 'wachtend' &&
    Number(row.pogingen) === 0 &&
    Number(row.volgende_poging) === Number(row.bundel_tot)
  );
}

function readContent(row: BundleRow): Content | undefined {
  try {
    const parsed = JSON.parse(row.bundel_regels ?? '') as Partial<Content>;
    if (
      typeof parsed.titel !== 'string' ||
      !Array.isArray(parsed.regels) ||
      typeof parsed.totaal !== 'number'
    )
      return undefined;
    return { titel: parsed.titel, regels: parsed.regels.map(String), totaal: parsed.totaal };
  } catch {
    return undefined;
  }
}

function withChange(content: Content | undefined, change: BundledChange): Content {
  if (!content) return { titel: change.titel, regels: [change.tekst], totaal: 1 };
  const regels = content.regels.length < MAX_LISTED ? [...content.regels, change.tekst] : content.regels;
  return { titel: content.titel, regels, totaal: content.totaal + 1 };
}

function mailOf(recipient: BundleRecipient, content: Content, url: string) {
  const common = { to: recipient.email, naam: recipient.naam, url, settingsUrl: recipient.settingsUrl };
  if (content.totaal === 1)
    return notificationMail({ ...common, titel: content.titel, tekst: content.regels[0] ?? '' });
  return digestMail({
    ...common,
    onderwerp: 'Wijzigingen in de reserveringen',
    inleiding: `Er zijn ${content.totaal} wijzigingen in de reserveringen van je camper:`,
    regels: content.regels,
    meer: content.totaal - content.regels.length,
  });
}

/**
 * Queues the booking mail of `change` for each recipient through `trx` (the change's own transaction): folded into
 * the recipient's booking mail that has not left yet, else a new one that leaves at once or, within 15 minutes of the
 * last one, when those 15 minutes are over. One read for all recipients; then one write each.
 */
export async function queueBundledMails(
  trx: Db,
  config: Config,
  now: Date,
  recipients: readonly BundleRecipient[],
  change: BundledChange,
): Promise<void> {
  if (recipients.length === 0) return;
  const queue = mailQueueOf(config);
  if (!queue) {
    // A script without a server: nothing to coalesce with, delivered directly.
    for (const r of recipients)
      await sendMail(config, mailOf(r, withChange(undefined, change), change.url), now);
    return;
  }
  const nowMs = now.getTime();
  const rows: BundleRow[] = await trx
    .selectFrom('mail_queue')
    .select(['id', 'bundel', 'bundel_tot', 'bundel_regels', 'status', 'pogingen', 'volgende_poging'])
    .where(
      'bundel',
      'in',
      recipients.map((r) => bundleName(r.userId)),
    )
    // The mails of the last window, and one that has not left yet however old (a server that was down): a change
    // folds into that one rather than leaving beside it.
    .where((eb) =>
      eb.or([
        eb('bundel_tot', '>', nowMs - BUNDLE_WINDOW_MS),
        eb.and([
          eb('status', '=', 'wachtend'),
          eb('pogingen', '=', 0),
          eb('volgende_poging', '=', eb.ref('bundel_tot')),
        ]),
      ]),
    )
    .execute();
  for (const recipient of recipients) {
    const naam = bundleName(recipient.userId);
    let latest: BundleRow | undefined;
    for (const row of rows)
      if (row.bundel === naam && (!latest || Number(row.bundel_tot) > Number(latest.bundel_tot)))
        latest = row;
    if (latest && isOpen(latest)) {
      const content = withChange(readContent(latest), change);
      const mail = mailOf(recipient, content, change.url);
      // Only while the sender has not claimed it (the same conditions, checked again on the row itself).
      const folded = await trx
        .updateTable('mail_queue')
        .set({
          onderwerp: mail.subject,
          tekst: mail.text,
          html: mail.html ?? null,
          bundel_regels: JSON.stringify(content),
        })
        .where('id', '=', latest.id)
        .where('status', '=', 'wachtend')
        .where('pogingen', '=', 0)
        .whereRef('volgende_poging', '=', 'bundel_tot')
        .executeTakeFirst();
      if (folded.numUpdatedRows > 0n) {
        // Already due (it should have left, or leaves with this request): delivered when the request ends.
        if (Number(latest.bundel_tot) <= nowMs) queue.noteQueued();
        continue;
      }
    }
    const tot = latest ? Math.max(nowMs, Number(latest.bundel_tot) + BUNDLE_WINDOW_MS) : nowMs;
    const content = withChange(undefined, change);
    await queue.enqueue(mailOf(recipient, content, change.url), trx, {
      naam,
      tot,
      regels: JSON.stringify(content),
    });
  }
}
