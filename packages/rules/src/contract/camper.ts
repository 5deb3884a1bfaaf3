import { z } from 'zod';
import { CAMPER_STATUSES, CATEGORIEEN, CONDITIES, RIJBEWIJZEN } from '../camper.ts';

/**
 * The camper as anonymous visitors and non-owners see it (contract "Camper JSON" without nummerplaat and
 * polisnummer). A plain z.object strips unknown keys on parse: the public mapper parses its output with it, so a
 * column added to the table can never reach the public list by accident.
 */
export const publicCamperSchema = z
  .object({
    id: z.string(),
    naam: z.string(),
    merk: z.string(),
    model: z.string(),
    categorie: z.enum(CATEGORIEEN),
    rijbewijs: z.enum(RIJBEWIJZEN),
    conditie: z.enum(CONDITIES),
    prijs: z.number().meta({ description: 'Prijs in euro' }),
    aantal_zitplaatsen: z.number().int(),
    aantal_bedden: z.number().int(),
    lengte_cm: z.number().int(),
    breedte_cm: z.number().int(),
    max_kg: z.number().int(),
    aantal_km: z.number().int().nullable(),
    motor_pk: z.number().int(),
    motor_kw: z.number().int(),
    aantal_sloten_eigenaars: z.number().int(),
    aantal_ingevulde_sloten: z.number().int(),
    open_sloten: z.number().int(),
    toont_in_camper_vinden: z.boolean(),
    status: z.enum(CAMPER_STATUSES),
    hoofdfoto_url: z.string().nullable(),
    detailfoto_urls: z.array(z.string()),
    pdf_url: z.string().nullable(),
    vloerplan_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PubliekeCamper' });
export type PublicCamper = z.infer<typeof publicCamperSchema>;

/** Admins and the camper's own owners: the public fields plus nummerplaat and polisnummer. */
export const camperSchema = publicCamperSchema
  .extend({ nummerplaat: z.string().nullable(), polisnummer: z.string().nullable() })
  .meta({ id: 'Camper' });
export type CamperView = z.infer<typeof camperSchema>;

/** What a logged-in user sees of a camper: full for admins and its owners, public for everyone else. */
export const camperForUserSchema = z.union([camperSchema, publicCamperSchema]);

export const publicCamperListSchema = z.object({ campers: z.array(publicCamperSchema) });
