import { z } from 'zod';
import { entity, id, isoDate, timestamp } from './answers.ts';
import { idSchema, isoDateSchema, strictObject } from './common.ts';
import { creditSchema } from './credits.ts';

/** `POST /api/owner/reservations/:id/offer`: to one co-owner, or with null to every co-owner of the camper. */
export const offerCreateSchema = strictObject({
  aan_user_id: idSchema('Mede-eigenaar').nullable(),
});
export type OfferCreateInput = z.infer<typeof offerCreateSchema>;

/** Open until accepted, withdrawn, or ended (its trip began or its reservation was deleted: vervallen). */
export const OFFER_STATUSES = ['open', 'geaccepteerd', 'ingetrokken', 'vervallen'] as const;

export const offerSchema = entity('Ruilaanbod', {
  id,
  reservering_id: id.nullable(),
  camper_id: id,
  van_user_id: id,
  van_naam: z.string(),
  aan_user_id: id.nullable(),
  aan_naam: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  start_datum: isoDate,
  eind_datum: isoDate,
  geaccepteerd_door: id.nullable(),
  created_at: timestamp,
});
export type OfferJson = z.infer<typeof offerSchema>;

export const offerAnswer = z.strictObject({ aanbod: offerSchema });
/** `POST /api/owner/offers/:id/accept`: the taken offer and the acceptor's balances after paying for it. */
export const acceptedOfferAnswer = z.strictObject({ aanbod: offerSchema, credits: z.array(creditSchema) });
export const offersAnswer = z.strictObject({ aanbiedingen: z.array(offerSchema) });

/** `POST /api/owner/watches`: a period of the owner's camper that is (partly) taken now. */
export const watchCreateSchema = strictObject({
  start_datum: isoDateSchema('Startdatum'),
  eind_datum: isoDateSchema('Einddatum'),
});
export type WatchCreateInput = z.infer<typeof watchCreateSchema>;

export const watchSchema = entity('Wachtlijstperiode', {
  id,
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  verteld_op: timestamp.nullable(),
  created_at: timestamp,
});
export type WatchJson = z.infer<typeof watchSchema>;

export const watchAnswer = z.strictObject({ wacht: watchSchema });
export const watchesAnswer = z.strictObject({ wachten: z.array(watchSchema) });
