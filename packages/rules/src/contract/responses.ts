import { z } from 'zod';
import { AANMELDING_STATUSES, USER_STATUSES } from '../camper.ts';
import { HANDOVER_MOMENTS } from '../handover.ts';
import { DAMAGE_STATUSES } from '../handover-correction.ts';
import { NOTIFICATION_KINDS } from '../notifications.ts';
import { camperForUserSchema, camperSchema } from './camper.ts';
import { entity, listOf } from './envelope.ts';

/**
 * The success answers of the API (docs/product/api.md#api-contract-architecture-5, docs/product/api.md#co-owner-life-and-self-service-architecture-10), one schema per shape, used by the routes' OpenAPI
 * declarations. Every entity is described field by field with its exact type and is closed (`entity`): the
 * contract test parses the real answers of a seeded server with these schemas, so a schema cannot drift from its
 * route. The public camper is also parsed by its mapper (camper.ts).
 */

const id = z.string();
const isoDate = z.string().meta({ description: 'jjjj-mm-dd' });
const timestamp = z.string().meta({ description: 'ISO 8601' });
const count = z.number().int();
const seizoen = z.enum(['hoogseizoen', 'laagseizoen']);
/** The only status a stored reservation has (the spec's column; cancelled ones are deleted). */
const reservationStatus = z.literal('goedgekeurd');
const season = z.strictObject({ hoogseizoen: count, laagseizoen: count });

export const meSchema = entity('Ik', {
  id,
  email: z.string(),
  naam: z.string(),
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  rol: z.literal('admin').nullable(),
  profielfoto_url: z.string().nullable(),
  camper_id: z.string().nullable(),
  email_bevestigd: z.boolean(),
});
export const userAnswer = z.strictObject({ user: meSchema });

/** The profile fields every member fills in (docs/product/admin.md#validation-spec-5), shared by the profile, admin and owner views. */
const profileFields = {
  telefoonnummer: z.string().nullable(),
  beschrijving: z.string().nullable(),
  huisdieren: z.string().nullable(),
  allergieen_intolleranties: z.string().nullable(),
  aantal_familieleden: count.nullable(),
  profielfoto_url: z.string().nullable(),
};

export const profileSchema = entity('Profiel', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileFields,
  status: z.enum(USER_STATUSES),
});

export const adminUserSchema = entity('Gebruiker', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileFields,
  status: z.enum(USER_STATUSES),
  is_admin: z.boolean(),
  aanmeldingen_count: count,
  camper_id: z.string().nullable().meta({ description: 'De camper waarvan deze gebruiker mede-eigenaar is' }),
  created_at: timestamp,
});

/** A user in the owner-assignment dialog of one camper (`GET /api/admin/campers/:id/users`). */
export const camperCandidateSchema = entity('KandidaatEigenaar', {
  id,
  naam: z.string(),
  email: z.string(),
  ...profileFields,
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
  ...profileFields,
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

const documentFields = {
  id,
  camper_id: id,
  document_naam: z.string(),
  document_url: z.string().meta({ description: 'Downloadpad (302 naar een ondertekende link)' }),
  bestandsgrootte: count,
  bestandstype: z.string(),
  uploaded_at: timestamp,
};
export const documentSchema = entity('Document', documentFields);
export const adminDocumentSchema = entity('BeheerDocument', {
  ...documentFields,
  camper_naam: z.string(),
  uploaded_by: z.string().nullable(),
});

const invoiceFields = {
  id,
  user_id: id,
  factuur_nummer: z.string(),
  factuur_naam: z.string(),
  bedrag: z.number().nullable().meta({ description: 'Bedrag in euro' }),
  factuurdatum: isoDate.nullable(),
  vervaldatum: isoDate.nullable(),
  betaald: z.boolean(),
  bestandsgrootte: count,
  bestandstype: z.string(),
  uploaded_at: timestamp,
};
export const invoiceSchema = entity('Factuur', {
  ...invoiceFields,
  factuur_url: z.string().meta({ description: 'Downloadpad (302 naar een ondertekende link)' }),
});
export const adminInvoiceSchema = entity('BeheerFactuur', {
  ...invoiceFields,
  factuur_url: z.string(),
  naam: z.string(),
  uploaded_by: z.string().nullable(),
});

const creditAmounts = { credits_hoogseizoen: count, credits_laagseizoen: count };
/** One year's credits: the balance left (`credits_*`) and what was granted (`toegekend_*`). */
export const creditSchema = entity('Credits', {
  jaar: count,
  ...creditAmounts,
  toegekend_hoogseizoen: count,
  toegekend_laagseizoen: count,
});
export const creditStandardSchema = entity('CreditStandaard', { start_jaar: count, ...creditAmounts });

/** What a reservation books: the camper, the days, the season and the credits it costs. */
const reservationPeriod = {
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

export const notificationSchema = entity('Melding', {
  id,
  soort: z.enum(NOTIFICATION_KINDS),
  titel: z.string(),
  tekst: z.string(),
  link: z.string(),
  gelezen: z.boolean(),
  created_at: timestamp,
});

export const sessionSchema = entity('Sessie', {
  id: z.string().meta({ description: 'Openbare sessie-id' }),
  apparaat: z.string(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
  laatst_gebruikt: timestamp.nullable(),
  verloopt_at: timestamp,
  huidige: z.boolean().meta({ description: 'De sessie van dit verzoek' }),
});

const blockFields = {
  id,
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  reden: z.string(),
  created_at: timestamp,
};
export const blockSchema = entity('Blokkade', blockFields);
/** A reservation a block lies over. */
export const blockConflictSchema = entity('BlokkadeConflict', {
  id,
  user_id: id,
  naam: z.string(),
  email: z.string(),
  camper_id: id,
  start_datum: isoDate,
  eind_datum: isoDate,
  seizoen_type: seizoen,
  credits_gebruikt: count,
});
export const adminBlockSchema = entity('BeheerBlokkade', {
  ...blockFields,
  conflicten: z.array(blockConflictSchema),
});

const handoverFields = {
  id,
  camper_id: id,
  reservering_id: z.string().nullable(),
  reservering: z.strictObject({ start_datum: isoDate, eind_datum: isoDate }).nullable(),
  user_id: z.string().nullable(),
  naam: z.string().nullable().meta({ description: 'Wie de overdracht vastlegde' }),
  moment: z.enum(HANDOVER_MOMENTS),
  km_stand: count,
  brandstof_procent: count,
  schoon: z.boolean(),
  schade: z.string().nullable(),
  schade_status: z
    .enum(DAMAGE_STATUSES)
    .nullable()
    .meta({ description: 'Null zonder schade; open → in_behandeling → opgelost' }),
  notitie: z.string().nullable().meta({ description: 'Notitie van de beheerder' }),
  created_at: timestamp,
  fotos: z.array(z.strictObject({ id, url: z.string(), thumbnail_url: z.string() })),
  foto_urls: z.array(z.string()),
};
export const handoverSchema = entity('Overdracht', handoverFields);
/** A reported damage in the admins' follow-up list: the handover it was reported on, with the camper's name. */
export const damageSchema = entity('Schade', { ...handoverFields, camper_naam: z.string() });

export const usageRowSchema = entity('Gebruik', {
  user_id: id,
  naam: z.string(),
  jaar: count,
  dagen_hoogseizoen: count,
  dagen_laagseizoen: count,
});
export const ledgerEntrySchema = entity('CreditMutatie', {
  id: count,
  jaar: count,
  seizoen,
  delta: count,
  reden: z.string(),
  reservering_id: z.string().nullable(),
  created_at: timestamp,
});
export const auditEventSchema = entity('AuditGebeurtenis', {
  id: count,
  actor_id: z.string().nullable(),
  actor_naam: z.string().nullable(),
  soort: z.string(),
  doel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
export const apiTokenSchema = entity('ApiToken', {
  id,
  naam: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  verloopt_op: timestamp.meta({
    description: 'Na dit moment weigert de server het token (401 token_expired)',
  }),
});
/** Who never set a password (`GET /api/admin/users/invitations`). */
export const inviteeSchema = entity('ZonderWachtwoord', { user_id: id, email: z.string(), naam: z.string() });
const failure = z.strictObject({ code: z.string(), message: z.string() });
/** The outcome of one invitation mail. */
export const invitationSchema = z
  .union([
    z.strictObject({ user_id: id, email: z.string(), verstuurd: z.literal(true) }),
    z.strictObject({ user_id: id, email: z.string().nullable(), verstuurd: z.literal(false), fout: failure }),
  ])
  .meta({ id: 'Uitnodiging' });
/** One row of a credits batch, in the order sent. */
export const batchResultSchema = z
  .union([
    z.strictObject({ index: count, status: z.enum(['bijgewerkt', 'ongewijzigd']) }),
    z.strictObject({ index: count, status: z.literal('mislukt'), fout: failure }),
  ])
  .meta({ id: 'BatchResultaat' });

const mailStatus = z.enum(['wachtend', 'verzonden', 'mislukt']);
export const mailQueueSchema = z
  .strictObject({
    telling: z.strictObject({ wachtend: count, verzonden: count, mislukt: count }),
    mails: z.array(
      z.strictObject({
        id,
        ontvanger: z.string(),
        onderwerp: z.string(),
        status: mailStatus,
        pogingen: count,
        volgende_poging: timestamp.nullable(),
        laatste_fout: z.string().nullable(),
        created_at: timestamp,
        verzonden_at: timestamp.nullable(),
      }),
    ),
  })
  .meta({ id: 'MailWachtrij' });

/** `{ key: true }`-style confirmations (verstuurd, gewijzigd, bevestigd, …). */
export function confirmation<Key extends string>(key: Key) {
  return z.strictObject({ [key]: z.literal(true) } as Record<Key, z.ZodLiteral<true>>);
}
/** `{ key: id }` answers of deletes (verwijderd, ingetrokken, beeindigd). */
export function removed<Key extends string>(key: Key) {
  return z.strictObject({ [key]: z.string() } as Record<Key, z.ZodString>);
}

export const healthSchema = z.strictObject({ status: z.literal('ok'), tijd: timestamp });
export const reservationsCreatedSchema = z.strictObject({
  reserveringen: z.array(reservationSchema),
  credits: z.array(creditSchema),
});
/** `DELETE /api/owner/reservations/:id` (docs/product/api.md#api-contract-architecture-5): days freed (buffer days included) and the refund. */
export const reservationCancelledSchema = z.strictObject({
  vrijgegeven_dagen: count,
  teruggestort: season,
});
export const ownerCamperSchema = z.strictObject({
  camper: camperSchema,
  eigenaars: z.array(coOwnerSchema),
  sloten: z.strictObject({ totaal: count, ingevuld: count, open: count }),
});
export const feedUrlSchema = z.strictObject({ url: z.string() });
export const notificationListSchema = z.strictObject({
  meldingen: z.array(notificationSchema),
  ongelezen: count,
});
export const mailSettingsSchema = z.strictObject({
  email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
export const auditPageSchema = z.strictObject({
  gebeurtenissen: z.array(auditEventSchema),
  volgende: z
    .string()
    .nullable()
    .meta({ description: 'Cursor van de volgende pagina (terug als ?cursor=), null op de laatste pagina' }),
});
export const tokenCreatedSchema = z.strictObject({
  token: apiTokenSchema,
  waarde: z.string().meta({ description: 'Het token zelf: alleen nu zichtbaar' }),
});
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

/** `GET /api/me/export`: every stored fact about the user (GDPR art. 15/20); secrets never leave. */
export const dataExportSchema = z
  .strictObject({
    geexporteerd_at: timestamp,
    account: z.strictObject({ id, email: z.string(), created_at: timestamp, rollen: z.array(z.string()) }),
    profiel: profileSchema,
    aanmeldingen: z.array(applicationSchema),
    eigenaarschap: z.array(z.strictObject({ camper_id: id, camper_naam: z.string(), created_at: timestamp })),
    reserveringen: z.array(z.strictObject({ id, ...reservationPeriod, created_at: timestamp })),
    credits: z.strictObject({
      per_jaar: z.array(z.strictObject({ jaar: count, ...creditAmounts })),
      standaard: z.strictObject({ start_jaar: count, ...creditAmounts, updated_at: timestamp }).nullable(),
      mutaties: z.array(ledgerEntrySchema.omit({ id: true })),
    }),
    facturen: z.array(entity('ExportFactuur', invoiceFields)),
    meldingen: z.array(notificationSchema),
    melding_instellingen: z.strictObject({ email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()) }),
    sessies: z.array(sessionSchema),
    sso_koppelingen: z.array(z.strictObject({ provider: z.string(), created_at: timestamp })),
    api_tokens: z.array(apiTokenSchema.extend({ revoked_at: timestamp.nullable() }).strict()),
    overdrachten: z.array(
      handoverSchema
        .pick({
          id: true,
          camper_id: true,
          reservering_id: true,
          moment: true,
          km_stand: true,
          brandstof_procent: true,
          schoon: true,
          schade: true,
          schade_status: true,
          notitie: true,
          created_at: true,
        })
        .extend({ fotos: count.meta({ description: 'Aantal foto’s' }) })
        .strict(),
    ),
    kalender_feed: z.strictObject({ camper_id: id, created_at: timestamp }).nullable(),
    links: z.array(
      z.strictObject({
        soort: z.enum(['wachtwoord_reset', 'uitnodiging', 'email_bevestiging']),
        created_at: timestamp,
        verloopt_at: timestamp,
        gebruikt_at: timestamp.nullable(),
      }),
    ),
    mails: z.array(
      z
        .strictObject({
          onderwerp: z.string(),
          tekst: z.string().meta({ description: 'Zonder bruikbare links' }),
          status: z.enum(['wachtend', 'verzonden', 'mislukt']),
          created_at: timestamp,
          verzonden_at: timestamp.nullable(),
        })
        .meta({ description: 'Mails aan jou, uit de mailwachtrij' }),
    ),
    audit: z.array(
      z.strictObject({
        id: count,
        soort: z.string(),
        door: z.enum(['jijzelf', 'beheerder', 'systeem']),
        details: z.unknown(),
        created_at: timestamp,
      }),
    ),
    beheer: z.strictObject({
      documenten: z.array(
        z.strictObject({ id, camper_id: id, document_naam: z.string(), uploaded_at: timestamp }),
      ),
      facturen: z.array(z.strictObject({ id, factuur_nummer: z.string(), uploaded_at: timestamp })),
      blokkades: z.array(z.strictObject(blockFields)),
      credit_mutaties: count.meta({ description: 'Aantal creditmutaties die jij voor anderen maakte' }),
    }),
  })
  .meta({ id: 'MijnGegevens' });

export { listOf };

/** `{ key: entity }`, the answer of a route about one thing. */
export function one<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.strictObject({ [key]: item } as Record<Key, Item>);
}

export const userCreatedSchema = z.strictObject({
  user: adminUserSchema,
  uitnodiging_verstuurd: z.boolean(),
});
export const userCreditsSchema = z.strictObject({
  credits: z.array(creditSchema),
  standaard: creditStandardSchema.nullable(),
});
export const creditsSetSchema = z.strictObject({ credits: z.array(creditSchema) });
/** `DELETE /api/admin/campers/:id/owners/:userId`: the camper after, and what the removal gave back. */
export const ownerRemovedSchema = z.strictObject({
  camper: adminCamperSchema,
  verwijderde_reserveringen: count,
  teruggestort: season,
});
export const blockCreatedSchema = z.strictObject({
  blokkade: blockSchema,
  conflicten: z.array(blockConflictSchema),
});
export const passwordChangedSchema = z.strictObject({
  gewijzigd: z.literal(true),
  beeindigde_sessies: count,
});
export const invitationSentSchema = z.strictObject({
  verstuurd: z.literal(true),
  user_id: z.string(),
  email: z.string(),
});
export const camperForUserAnswer = z.strictObject({ camper: camperForUserSchema });
export const campersForUserAnswer = z.strictObject({ campers: z.array(camperForUserSchema) });
export const usageSchema = z.strictObject({ gebruik: z.array(usageRowSchema) });
