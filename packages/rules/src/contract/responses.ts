import { z } from 'zod';
import { AANMELDING_STATUSES, USER_STATUSES } from '../camper.ts';
import { camperForUserSchema, camperSchema } from './camper.ts';
import { entity, listOf } from './envelope.ts';

/**
 * The success answers of the API (architecture §5 and §10), one schema per shape, used by the routes' OpenAPI
 * declarations. Entities are open objects with their named fields: the document tells partners what is there,
 * while adding a field stays compatible. The public camper is the exception (camper.ts): it is closed and parsed.
 */

const id = z.string();
const isoDate = z.string().meta({ description: 'jjjj-mm-dd' });
const timestamp = z.string().meta({ description: 'ISO 8601' });

export const meSchema = z
  .object({
    id,
    email: z.string(),
    naam: z.string(),
    status: z.enum(USER_STATUSES),
    is_admin: z.boolean(),
    rol: z.literal('admin').nullable(),
    profielfoto_url: z.string().nullable(),
    camper_id: z.string().nullable(),
    email_bevestigd: z.boolean(),
  })
  .meta({ id: 'Ik' });
export const userAnswer = z.object({ user: meSchema });

export const profileSchema = entity('Profiel', {
  id,
  naam: z.string(),
  email: z.string(),
  telefoonnummer: z.string().nullable(),
  profielfoto_url: z.string().nullable(),
});

export const adminUserSchema = entity('Gebruiker', {
  id,
  naam: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  profielfoto_url: z.string().nullable(),
});

export const adminCamperSchema = camperSchema.loose().meta({ id: 'BeheerCamper' });

export const coOwnerSchema = entity('MedeEigenaar', {
  user_id: id,
  naam: z.string(),
  email: z.string(),
  profielfoto_url: z.string().nullable(),
  telefoonnummer: z.string().nullable(),
  beschrijving: z.string().nullable(),
});

export const documentSchema = entity('Document', {
  id,
  camper_id: id,
  document_naam: z.string(),
  bestandsgrootte: z.number().int(),
  bestandstype: z.string(),
  uploaded_at: timestamp,
});

export const invoiceSchema = entity('Factuur', {
  id,
  user_id: id,
  factuur_nummer: z.string(),
  factuur_naam: z.string(),
  bedrag: z.number().nullable(),
  factuurdatum: isoDate.nullable(),
  vervaldatum: isoDate.nullable(),
  betaald: z.boolean(),
});

export const creditSchema = entity('Credits', { jaar: z.number().int() });

export const reservationSchema = entity('Reservering', {
  id,
  user_id: id,
  naam: z.string(),
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  seizoen_type: z.string(),
  credits_gebruikt: z.number().int(),
  status: z.string(),
});

export const applicationSchema = entity('Aanmelding', {
  id,
  user_id: id,
  camper_id: id,
  status: z.enum(AANMELDING_STATUSES),
  created_at: timestamp,
});

export const notificationSchema = entity('Melding', {
  id,
  soort: z.string(),
  titel: z.string(),
  tekst: z.string(),
  link: z.string(),
  gelezen: z.boolean(),
  created_at: timestamp,
});

export const sessionSchema = entity('Sessie', { id, huidig: z.boolean() });
export const blockSchema = entity('Blokkade', {
  id,
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
});
export const handoverSchema = entity('Overdracht', { id, reservering_id: id, soort: z.string() });
export const ledgerEntrySchema = entity('CreditMutatie', { jaar: z.number().int() });
export const auditEventSchema = entity('AuditGebeurtenis', { id, soort: z.string(), created_at: timestamp });
export const apiTokenSchema = entity('ApiToken', { id, naam: z.string() });
export const invitationSchema = entity('Uitnodiging', { email: z.string() });
export const batchResultSchema = entity('BatchResultaat', { regel: z.number().int() });
export const mailQueueSchema = entity('MailWachtrij', {});

/** `{ key: true }`-style confirmations (verstuurd, gewijzigd, bevestigd, …). */
export function confirmation<Key extends string>(key: Key) {
  return z.object({ [key]: z.literal(true) } as Record<Key, z.ZodLiteral<true>>);
}
/** `{ key: id }` answers of deletes (verwijderd, ingetrokken, beeindigd). */
export function removed<Key extends string>(key: Key) {
  return z.object({ [key]: z.string() } as Record<Key, z.ZodString>);
}

export const healthSchema = z.object({ status: z.literal('ok'), tijd: timestamp });
export const reservationsCreatedSchema = z.object({
  reserveringen: z.array(reservationSchema),
  credits: z.array(creditSchema),
});
export const reservationCancelledSchema = z.looseObject({ credits: z.array(creditSchema) });
export const ownerCamperSchema = z.object({
  camper: camperSchema,
  eigenaars: z.array(coOwnerSchema),
  sloten: z.object({ totaal: z.number().int(), ingevuld: z.number().int(), open: z.number().int() }),
});
export const feedUrlSchema = z.object({ url: z.string() });
export const notificationListSchema = z.object({
  meldingen: z.array(notificationSchema),
  ongelezen: z.number().int(),
});
export const mailSettingsSchema = z.object({ email: z.record(z.string(), z.boolean()) });
export const auditPageSchema = z.object({
  gebeurtenissen: z.array(auditEventSchema),
  volgende: z.string().nullable(),
});
export const tokenCreatedSchema = z.looseObject({ token: z.string() });
export const dataExportSchema = z.looseObject({}).meta({ id: 'MijnGegevens' });
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

export { listOf };

/** `{ key: entity }`, the answer of a route about one thing. */
export function one<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: item } as Record<Key, Item>);
}

export const userCreatedSchema = z.object({ user: adminUserSchema, uitnodiging_verstuurd: z.boolean() });
export const userCreditsSchema = z.looseObject({ credits: z.array(creditSchema) });
export const ownerRemovedSchema = z.looseObject({ camper: adminCamperSchema });
export const blockCreatedSchema = z.looseObject({ blokkade: blockSchema });
export const passwordChangedSchema = z.object({
  gewijzigd: z.literal(true),
  beeindigde_sessies: z.number().int(),
});
export const invitationSentSchema = z.object({
  verstuurd: z.literal(true),
  user_id: z.string(),
  email: z.string(),
});
export const camperForUserAnswer = z.object({ camper: camperForUserSchema });
export const campersForUserAnswer = z.object({ campers: z.array(camperForUserSchema) });
export const usageSchema = z.object({ gebruik: z.looseObject({}) });
