import type { Db } from '../db/connection.ts';
import type { MailStatus } from '../db/schema.ts';

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

/** What admins see of the queue: counts per status and the newest mails that are waiting or failed. */
export async function readMailQueue(
  db: Db,
): Promise<{ telling: Record<MailStatus, number>; mails: MailQueueRow[] }> {
  const counts = await db
    .selectFrom('mail_queue')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const telling: Record<MailStatus, number> = { wachtend: 0, verzonden: 0, mislukt: 0 };
  for (const row of counts) telling[row.status] = Number(row.n);
  const rows = await db
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
    .where('status', '!=', 'verzonden')
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return {
    telling,
    mails: rows.map((r) => ({
      ...r,
      volgende_poging: r.status === 'wachtend' ? new Date(r.volgende_poging).toISOString() : null,
    })),
  };
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
