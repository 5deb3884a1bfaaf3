import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { type Page, readPage } from '../db/page.ts';
import type { Database, MailStatus } from '../db/schema.ts';
import { mailMatches, searchFilter } from '../db/search.ts';

export type MailQueueRow = {
  id: string;
  ontvanger: string;
  onderwerp: string;
  status: MailStatus;
  pogingen: number;
  volgende_poging: string | null;
  laatste_fout: string | null;
  created_at: string;
  verzonden_at: string | null;
};

/** What admins see of the queue: counts per status, and one page of the mails that are waiting or failed. */
export type MailQueueView = Omit<Page<MailQueueRow>, 'rows'> & {
  telling: Record<MailStatus, number>;
  mails: MailQueueRow[];
};

/**
 * The counts over the whole queue, and the mails that did not go out newest first (keyset on the partial index of
 * migration 0018); `zoek` finds recipient and subject whatever their case and accents.
 */
export async function readMailQueue(db: Db, page: PageQuery): Promise<MailQueueView> {
  const counts = await db
    .selectFrom('mail_queue')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const telling: Record<MailStatus, number> = { wachtend: 0, verzonden: 0, mislukt: 0 };
  for (const row of counts) telling[row.status] = Number(row.n);
  const zoek = page.zoek;
  const matching = ({ ref }: ExpressionBuilder<Database, 'mail_queue'>) =>
    searchFilter(zoek, (text) => [mailMatches(db, ref('mail_queue.id'), text)]);
  const query = db
    .selectFrom('mail_queue')
    .select([
      'id',
      'ontvanger',
      'onderwerp',
      'status',
      'pogingen',
      'volgende_poging',
      'laatste_fout',
      'created_at',
      'verzonden_at',
    ])
    // The same words as the partial index, so both engines read the list from it.
    .where(sql<boolean>`status <> 'verzonden'`)
    .where(matching);
  // The same rows, counted where it is cheapest: a search finds only open mails (its index holds just those), so it
  // counts its own matches; the list counts the two open statuses' ranges of the status index, not all of it.
  const count = zoek
    ? db.selectFrom('mail_queue').where(matching)
    : db.selectFrom('mail_queue').where('status', 'in', ['wachtend', 'mislukt']);
  const sort = {
    keys: [sql<string>`mail_queue.created_at`, sql<string>`mail_queue.id`],
    direction: 'desc' as const,
  };
  const { rows, volgende, totaal } = await readPage(query, sort, page, { countQuery: count });
  const mails = rows.map((r) => ({
    ...r,
    volgende_poging: r.status === 'wachtend' ? new Date(r.volgende_poging).toISOString() : null,
  }));
  return { telling, mails, volgende, totaal };
}

/** Puts a failed mail back in the queue for an attempt now; false when there is no failed mail with that id. */
export async function retryFailedMail(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'wachtend', volgende_poging: now.getTime(), pogingen: 0 })
    .where('id', '=', id)
    .where('status', '=', 'mislukt')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
