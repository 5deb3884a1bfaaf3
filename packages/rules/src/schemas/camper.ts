import { z } from 'zod';
import { CAMPER_STATUSES, CATEGORIEEN, CONDITIES, RIJBEWIJZEN } from '../camper.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { count, entity, id, profileAnswerFields, season } from './answers.ts';
import { choice, flag, idSchema, optionalText, requiredText, strictObject, wholeNumber } from './common.ts';
import { type FileTypeList, IMAGE_FILE_TYPES, PDF_FILE_TYPES } from './files.ts';
import { pageOf } from './paging.ts';
import { camperRulesSchema } from './rounds.ts';

export const camperStatusSchema = choice('Status', CAMPER_STATUSES);

const prijsSchema = z
  .number({ error: (i) => (i.input === undefined ? 'Prijs is verplicht' : 'Prijs moet een getal zijn') })
  .min(0, { error: 'Prijs mag niet negatief zijn' })
  .max(10_000_000, { error: 'Prijs mag maximaal 10000000 zijn' })
  .refine(hasAtMostTwoDecimals, { error: 'Prijs mag maximaal 2 decimalen hebben' });

/** The fields of the camper form without defaults (shared by create and update). */
const camperFields = {
  naam: requiredText('Naam', 120),
  merk: requiredText('Merk', 80),
  model: requiredText('Model', 80),
  categorie: choice('Categorie', CATEGORIEEN),
  rijbewijs: choice('Rijbewijs', RIJBEWIJZEN),
  conditie: choice('Conditie', CONDITIES),
  prijs: prijsSchema,
  aantal_sloten_eigenaars: wholeNumber('Aantal eigenaars', 1, 20),
  aantal_zitplaatsen: wholeNumber('Zitplaatsen', 1, 20),
  aantal_bedden: wholeNumber('Ligplaatsen', 1, 20),
  lengte_cm: wholeNumber('Lengte', 1, 2000),
  breedte_cm: wholeNumber('Breedte', 1, 500),
  max_kg: wholeNumber('Max gewicht', 1, 100_000),
  motor_pk: wholeNumber('Motor PK', 1, 2000),
  motor_kw: wholeNumber('Motor kW', 1, 1500),
  aantal_km: wholeNumber('Aantal km', 0, 10_000_000).nullable().optional(),
  nummerplaat: optionalText('Nummerplaat', 20),
  polisnummer: optionalText('Polisnummer', 60),
  status: camperStatusSchema,
  toont_in_camper_vinden: flag('Tonen in camper vinden'),
};

/**
 * `POST /api/admin/campers`: the camper form (docs/product/admin.md#validation-spec-5). categorie and rijbewijs are not among its required
 * fields, so they take the form defaults of docs/product/calendar-and-credits.md#business-constants-spec-9 (integraal, B); conditie defaults to nieuw, status to in_verkoop,
 * toont_in_camper_vinden to true.
 */
export const camperCreateSchema = strictObject({
  ...camperFields,
  categorie: camperFields.categorie.default('integraal'),
  rijbewijs: camperFields.rijbewijs.default('B'),
  conditie: camperFields.conditie.default('nieuw'),
  status: camperFields.status.default('in_verkoop'),
  toont_in_camper_vinden: camperFields.toont_in_camper_vinden.default(true),
});
export type CamperCreateInput = z.infer<typeof camperCreateSchema>;

/** `PATCH /api/admin/campers/:id`: any subset of the form's fields; the ones sent obey the same rules. */
export const camperUpdateSchema = strictObject(camperFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Geen velden om bij te werken' });
export type CamperUpdateInput = z.infer<typeof camperUpdateSchema>;

/** `PATCH /api/admin/campers/:id/status`: any value, freely (no ordering is enforced). */
export const camperStatusUpdateSchema = strictObject({ status: camperStatusSchema });
export type CamperStatusUpdateInput = z.infer<typeof camperStatusUpdateSchema>;

/** `PATCH /api/admin/campers/:id/visibility`. */
export const camperVisibilityUpdateSchema = strictObject({
  toont_in_camper_vinden: flag('Tonen in camper vinden'),
});
export type CamperVisibilityUpdateInput = z.infer<typeof camperVisibilityUpdateSchema>;

/** `POST /api/admin/campers/:id/owners`. */
export const ownerAssignSchema = strictObject({ user_id: idSchema('Gebruiker') });
export type OwnerAssignInput = z.infer<typeof ownerAssignSchema>;

/** Which camper file a `POST /api/admin/campers/:id/files` upload fills (multipart field `soort`). */
export const CAMPER_FILE_KINDS = ['hoofdfoto', 'detailfoto', 'pdf', 'vloerplan'] as const;
export type CamperFileKind = (typeof CAMPER_FILE_KINDS)[number];

/** Images for the photos and floor plan; PDF only for the camper sheet (docs/product/public.md#validation-spec-5). */
export const CAMPER_FILE_TYPES: Readonly<Record<CamperFileKind, FileTypeList>> = {
  hoofdfoto: IMAGE_FILE_TYPES,
  detailfoto: IMAGE_FILE_TYPES,
  vloerplan: IMAGE_FILE_TYPES,
  pdf: PDF_FILE_TYPES,
};

export const camperFileUploadSchema = strictObject({ soort: choice('Soort bestand', CAMPER_FILE_KINDS) });
export type CamperFileUploadInput = z.infer<typeof camperFileUploadSchema>;

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

export const publicCamperListSchema = pageOf('campers', publicCamperSchema);

/** A user in the owner-assignment dialog of one camper (`GET /api/admin/campers/:id/users`). */
export const camperCandidateSchema = entity('KandidaatEigenaar', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileAnswerFields,
  is_eigenaar: z.boolean(),
  heeft_aanmelding: z.boolean(),
  eigen_camper_id: z.string().nullable(),
  eigen_camper_naam: z.string().nullable(),
});

/** An owner as the admin sees them on a camper. */
export const adminOwnerSchema = entity('BeheerEigenaar', {
  user_id: id,
  naam: z.string(),
  email: z.string(),
  ...profileAnswerFields,
});

export const adminCamperSchema = camperSchema
  .extend({ eigenaars: z.array(adminOwnerSchema) })
  .strict()
  .meta({ id: 'BeheerCamper' });

export const coOwnerSchema = entity('MedeEigenaar', {
  user_id: id,
  naam: z.string(),
  profielfoto_url: z.string().nullable(),
  beschrijving: z.string().nullable(),
  telefoonnummer: z.string().nullable(),
  email: z.string(),
});
export const ownerCamperSchema = z.strictObject({
  camper: camperSchema,
  eigenaars: z.array(coOwnerSchema),
  sloten: z.strictObject({ totaal: count, ingevuld: count, open: count }),
  /** The camper's fair-use rule, shown in the calendar before an owner confirms. */
  regels: camperRulesSchema.optional(),
});
/** `DELETE /api/admin/campers/:id/owners/:userId`: the camper after, and what the removal gave back. */
export const ownerRemovedSchema = z.strictObject({
  camper: adminCamperSchema,
  verwijderde_reserveringen: count,
  teruggestort: season,
});
export const camperForUserAnswer = z.strictObject({ camper: camperForUserSchema });
export const campersForUserAnswer = pageOf('campers', camperForUserSchema);
