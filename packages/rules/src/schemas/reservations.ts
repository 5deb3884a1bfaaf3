import { z } from 'zod';
import { isoDateSchema, strictObject } from './common.ts';

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
