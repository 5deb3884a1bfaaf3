import { z } from 'zod';
import { count, entity, id, isoDate, reservationStatus, season, seizoen } from './answers.ts';
import { idSchema, isoDateSchema, strictObject, yearQuerySchema } from './common.ts';
import { creditSchema } from './credits.ts';

export const MAX_DAYS_PER_RESERVATION = 366;

export const DUPLICATE_DAY_MESSAGE = 'Elke dag mag maar één keer in de selectie staan';

/** `POST /api/owner/reservations`: the selected days; planReservation checks the rules. */
export const reservationCreateSchema = strictObject({
  dagen: z
    .array(isoDateSchema('Dag'), {
      error: (i) =>
        i.input === undefined ? 'Selecteer minstens één dag.' : 'Dagen moet een lijst van datums zijn',
    })
    .min(1, { error: 'Selecteer minstens één dag.' })
    .max(MAX_DAYS_PER_RESERVATION, {
      error: `Je kunt maximaal ${MAX_DAYS_PER_RESERVATION} dagen tegelijk reserveren`,
    })
    // A repeated day is a client bug or a probe, never a selection: refuse it rather than guess what was meant.
    .refine((dagen) => new Set(dagen).size === dagen.length, { error: DUPLICATE_DAY_MESSAGE }),
});
export type ReservationCreateInput = z.infer<typeof reservationCreateSchema>;

/** `GET /api/owner/usage?jaar=YYYY`: a plain four-digit year within reason; absent means this year. */
export const usageQuerySchema = yearQuerySchema(2100);

/** `POST /api/admin/campers/:id/reservations`: the same selection as an owner sends, for one of the owners. */
export const onBehalfReservationSchema = strictObject({
  user_id: idSchema('Gebruiker'),
  dagen: reservationCreateSchema.shape.dagen,
});
export type OnBehalfReservationInput = z.infer<typeof onBehalfReservationSchema>;

/** What a reservation books: the camper, the days, the season and the credits it costs. */
export const reservationPeriod = {
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  seizoen_type: seizoen,
  credits_gebruikt: count,
  status: reservationStatus,
};
const reservationFields = {
  id,
  user_id: id,
  naam: z.string().meta({ description: 'Naam van de eigenaar' }),
  ...reservationPeriod,
};
/** A reservation in an owner's calendar: `eigen` marks the caller's own. */
export const reservationSchema = entity('Reservering', {
  ...reservationFields,
  eigen: z.boolean(),
});
/** The admin's view of a camper's reservations (no `eigen`: the admin owns none of them). */
export const adminReservationSchema = entity('BeheerReservering', reservationFields);
/** `GET /api/admin/reservations/overview`: days reserved per camper, owner and year. */
export const reservationOverviewSchema = entity('ReserveringsOverzicht', {
  camper_id: id,
  camper_naam: z.string(),
  merk: z.string(),
  model: z.string(),
  user_id: id,
  naam: z.string(),
  jaar: count,
  aantal_reserveringen: count,
  dagen: count.meta({ description: 'Gereserveerde dagen (zonder bufferdagen)' }),
});

export const usageRowSchema = entity('Gebruik', {
  user_id: id,
  naam: z.string(),
  jaar: count,
  dagen_hoogseizoen: count,
  dagen_laagseizoen: count,
});
export const reservationsCreatedSchema = z.strictObject({
  reserveringen: z.array(reservationSchema),
  credits: z.array(creditSchema),
});
/** `DELETE /api/owner/reservations/:id` (docs/product/api.md#api-contract-architecture-5): days freed (buffer days included) and the refund. */
export const reservationCancelledSchema = z.strictObject({
  vrijgegeven_dagen: count,
  teruggestort: season,
});
export const usageSchema = z.strictObject({ gebruik: z.array(usageRowSchema) });
