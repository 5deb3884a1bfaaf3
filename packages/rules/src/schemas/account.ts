import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.ts';
import { count, entity, id, isoDate, timestamp } from './answers.ts';
import { applicationSchema } from './applications.ts';
import { blockFields } from './blocks.ts';
import { storedSplitSchema } from './costs.ts';
import { creditAmounts, ledgerEntrySchema } from './credits.ts';
import { handoverSchema } from './handovers.ts';
import { invoiceFields } from './invoices.ts';
import { notificationSchema } from './notifications.ts';
import { profileSchema } from './profile.ts';
import { reservationPeriod } from './reservations.ts';
import { allocationSchema, draftPlaceSchema, wishSchema } from './rounds.ts';
import { offerSchema, watchSchema } from './swaps.ts';
import { apiTokenSchema } from './tokens.ts';

export const sessionSchema = entity('Sessie', {
  id: z.string().meta({ description: 'Openbare sessie-id' }),
  apparaat: z.string(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
  laatst_gebruikt: timestamp.nullable(),
  verloopt_at: timestamp,
  huidige: z.boolean().meta({ description: 'De sessie van dit verzoek' }),
});

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
    wensrondes: z.strictObject({
      wensen: z.array(wishSchema.extend({ ronde_id: id }).strict()),
      toewijzingen: z.array(allocationSchema.omit({ user_id: true }).extend({ ronde_id: id }).strict()),
      loting: z.array(draftPlaceSchema.omit({ user_id: true, naam: true }).extend({ ronde_id: id }).strict()),
    }),
    kosten: z.strictObject({
      betaald: z.array(
        z.strictObject({
          id,
          camper_id: id,
          omschrijving: z.string(),
          datum: isoDate,
          bedrag_centen: count,
          verdeling: storedSplitSchema,
          met_bon: z.boolean(),
          created_at: timestamp,
        }),
      ),
      aandelen: z.array(z.strictObject({ kosten_id: id, bedrag_centen: count })),
      verrekeningen: z.array(
        z.strictObject({
          id,
          camper_id: id,
          van_user_id: id,
          aan_user_id: id,
          bedrag_centen: count,
          datum: isoDate,
          created_at: timestamp,
        }),
      ),
    }),
    ruilen: z.array(
      offerSchema
        .omit({ van_naam: true, aan_naam: true })
        .strict()
        .meta({ description: 'Ruilaanbiedingen van, aan of overgenomen door jou' }),
    ),
    wachtlijst: z.array(watchSchema),
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
export const passwordChangedSchema = z.strictObject({
  gewijzigd: z.literal(true),
  beeindigde_sessies: count,
});
