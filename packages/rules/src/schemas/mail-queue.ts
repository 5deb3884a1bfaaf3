import { z } from 'zod';
import { count, id, timestamp } from './answers.ts';
import { pageOf } from './paging.ts';

const mailStatus = z.enum(['wachtend', 'verzonden', 'mislukt']);
const queuedMailSchema = z.strictObject({
  id,
  ontvanger: z.string(),
  onderwerp: z.string(),
  status: mailStatus,
  pogingen: count,
  volgende_poging: timestamp.nullable(),
  laatste_fout: z.string().nullable(),
  created_at: timestamp,
  verzonden_at: timestamp.nullable(),
});

/** One page of the mails that did not go out, with the counts per status over the whole queue. */
export const mailQueueSchema = pageOf('mails', queuedMailSchema)
  .extend({ telling: z.strictObject({ wachtend: count, verzonden: count, mislukt: count }) })
  .meta({ id: 'MailWachtrij' });
