import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.ts';
import { count, entity, id, timestamp } from './answers.ts';
import { pageOf } from './paging.ts';

/**
 * `PUT /api/me/notification-settings`: `{ email: { soort: true|false } }`. Only known kinds; a partial object changes
 * only the kinds it names.
 */
export const notificationSettingsSchema = z.strictObject(
  {
    email: z
      .record(z.string(), z.boolean({ error: 'Elke instelling moet true of false zijn' }), {
        error: 'email moet een object zijn',
      })
      .refine(
        (value) => Object.keys(value).every((k) => (NOTIFICATION_KINDS as readonly string[]).includes(k)),
        {
          error: (issue) => {
            const input = issue.input;
            const unknown =
              typeof input === 'object' && input !== null
                ? Object.keys(input).filter((k) => !(NOTIFICATION_KINDS as readonly string[]).includes(k))
                : [];
            return `Onbekende soort melding: ${unknown.join(', ')}`;
          },
        },
      ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Onbekend veld' : 'Verwacht een object met email',
  },
);
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const notificationSchema = entity('Melding', {
  id,
  soort: z.enum(NOTIFICATION_KINDS),
  titel: z.string(),
  tekst: z.string(),
  link: z.string(),
  gelezen: z.boolean(),
  created_at: timestamp,
});
/** One page of the bell; `ongelezen` counts every unread notification, not those of the page. */
export const notificationListSchema = pageOf('meldingen', notificationSchema).extend({ ongelezen: count });
export const mailSettingsSchema = z.strictObject({
  email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
