import { z } from 'zod';
import { count, id, timestamp } from './answers.ts';

const mailStatus = z.enum(['wachtend', 'verzonden', 'mislukt']);
export const mailQueueSchema = z
  .strictObject({
    telling: z.strictObject({ wachtend: count, verzonden: count, mislukt: count }),
    mails: z.array(
      z.strictObject({
        id,
        ontvanger: z.string(),
        onderwerp: z.string(),
        status: mailStatus,
        pogingen: count,
        volgende_poging: timestamp.nullable(),
        laatste_fout: z.string().nullable(),
        created_at: timestamp,
        verzonden_at: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: 'MailWachtrij' });
