import { z } from 'zod';
import { count, entity, id, isoDate } from './answers.ts';
import { isoDateSchema, optionalIsoDateSchema, requiredText, strictObject, wholeNumber } from './common.ts';

const optionalWhole = (label: string, max: number) =>
  wholeNumber(label, 1, max)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** `PUT /api/admin/campers/:id/care`: the care plan; each field may be null (not tracked). */
export const carePlanPutSchema = strictObject({
  apk_vervaldatum: optionalIsoDateSchema('APK-vervaldatum'),
  verzekering_vervaldatum: optionalIsoDateSchema('Verzekering-vervaldatum'),
  onderhoud_interval_km: optionalWhole('Onderhoudsinterval (km)', 1_000_000),
  onderhoud_interval_maanden: optionalWhole('Onderhoudsinterval (maanden)', 240),
});
export type CarePlanPutInput = z.infer<typeof carePlanPutSchema>;

/** `POST /api/admin/campers/:id/services`: a service done; it restarts both intervals. */
export const serviceCreateSchema = strictObject({
  datum: isoDateSchema('Datum'),
  km_stand: wholeNumber('Kilometerstand', 0, 10_000_000),
  omschrijving: requiredText('Omschrijving', 500),
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

export const careStatus = z.enum(['ok', 'binnenkort', 'verlopen']);

export const serviceSchema = entity('Onderhoudsbeurt', {
  id,
  camper_id: id,
  datum: isoDate,
  km_stand: count,
  omschrijving: z.string(),
});

export const careSchema = entity('Onderhoud', {
  camper_id: id,
  apk_vervaldatum: isoDate.nullable(),
  verzekering_vervaldatum: isoDate.nullable(),
  onderhoud_interval_km: count.nullable(),
  onderhoud_interval_maanden: count.nullable(),
  apk_status: careStatus.nullable(),
  verzekering_status: careStatus.nullable(),
  laatste_beurt: serviceSchema.nullable(),
  huidige_km_stand: count.nullable(),
  volgende: z
    .strictObject({
      datum: isoDate.nullable(),
      km_stand: count.nullable(),
      reden: z.enum(['maanden', 'km']),
      status: careStatus,
    })
    .nullable(),
  status: careStatus,
});

export const careAnswer = z.strictObject({ onderhoud: careSchema });
export const serviceAnswer = z.strictObject({ beurt: serviceSchema, onderhoud: careSchema });
export const careListAnswer = z.strictObject({
  campers: z.array(entity('CamperOnderhoud', { camper_id: id, naam: z.string(), onderhoud: careSchema })),
});
