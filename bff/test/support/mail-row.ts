import type { Insertable } from 'kysely';
import type { MailQueueTable } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';
import { insertWithId } from './stored-row.ts';

type FailedMail = Pick<MailQueueTable, 'ontvanger' | 'onderwerp' | 'tekst'> &
  Partial<Insertable<MailQueueTable>>;

/** A mail the queue gave up on (status mislukt), the only kind an admin can retry; stored straight in the table. */
export function insertFailedMail(t: TestServer, mail: FailedMail): Promise<string> {
  return insertWithId(t, 'mail_queue', {
    html: null,
    link: null,
    status: 'mislukt',
    pogingen: 6,
    volgende_poging: 0,
    laatste_fout: 'weigering',
    created_at: t.clock.now().toISOString(),
    verzonden_at: null,
    ...mail,
  });
}
