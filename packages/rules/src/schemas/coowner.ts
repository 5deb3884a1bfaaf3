import { z } from 'zod';
import { idSchema, isoDateSchema, requiredText, strictObject } from './common.ts';
import { reservationCreateSchema } from './reservations.ts';

/** `POST /api/admin/campers/:id/blocks`: a maintenance block; the server checks the horizon and the order. */
export const blockCreateSchema = strictObject({
  start_datum: isoDateSchema('Startdatum'),
  eind_datum: isoDateSchema('Einddatum'),
  reden: requiredText('Reden', 200),
});
export type BlockCreateInput = z.infer<typeof blockCreateSchema>;

/** Reasons the admin screen offers; any other short text is allowed too. */
export const BLOCK_REASONS = ['APK', 'Onderhoud', 'Schade'] as const;

/** `GET /api/owner/usage?jaar=YYYY`: a plain four-digit year within reason; absent means this year. */
export const usageQuerySchema = z.strictObject(
  {
    jaar: z
      .string({ error: 'Jaar moet een jaartal zijn' })
      .regex(/^\d{4}$/, { error: 'Jaar moet een jaartal van vier cijfers zijn' })
      .transform(Number)
      .refine((n) => n >= 2000 && n <= 2100, { error: 'Jaar moet tussen 2000 en 2100 liggen' })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Onbekende parameter' : 'Ongeldige invoer') },
);

/** `POST /api/admin/campers/:id/reservations`: the same selection as an owner sends, for one of the owners. */
export const onBehalfReservationSchema = strictObject({
  user_id: idSchema('Gebruiker'),
  dagen: reservationCreateSchema.shape.dagen,
});
export type OnBehalfReservationInput = z.infer<typeof onBehalfReservationSchema>;
