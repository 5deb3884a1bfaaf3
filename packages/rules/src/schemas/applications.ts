import { z } from 'zod';
import { AANMELDING_STATUSES } from '../camper.ts';
import { count, entity, id, timestamp } from './answers.ts';
import { choice, idSchema, strictObject } from './common.ts';

/** `POST /api/me/applications`: the user applies without a status (stored as in_afwachting). */
export const applicationCreateSchema = strictObject({ camper_id: idSchema('Camper') });
export type ApplicationCreateInput = z.infer<typeof applicationCreateSchema>;

/** `PATCH /api/admin/applications/:id`. */
export const applicationStatusUpdateSchema = strictObject({ status: choice('Status', AANMELDING_STATUSES) });
export type ApplicationStatusUpdateInput = z.infer<typeof applicationStatusUpdateSchema>;

export const applicationSchema = entity('Aanmelding', {
  id,
  user_id: id,
  camper_id: id,
  status: z.enum(AANMELDING_STATUSES),
  created_at: timestamp,
  camper: z.strictObject({
    id,
    naam: z.string(),
    merk: z.string(),
    model: z.string(),
    hoofdfoto_url: z.string().nullable(),
    aantal_zitplaatsen: count,
    aantal_bedden: count,
    prijs: z.number(),
  }),
});
export const adminApplicationSchema = entity('BeheerAanmelding', {
  id,
  user_id: id,
  camper_id: id,
  status: z.enum(AANMELDING_STATUSES),
  created_at: timestamp,
  user_naam: z.string(),
  user_email: z.string(),
  user_telefoonnummer: z.string().nullable(),
  user_foto: z.string().nullable(),
  user_beschrijving: z.string().nullable(),
  user_familieleden: count.nullable(),
  user_huisdieren: z.string().nullable(),
  user_allergieen: z.string().nullable(),
  camper_naam: z.string(),
  camper_foto: z.string().nullable(),
  aantal_sloten: count,
  aantal_ingevuld: count,
});
