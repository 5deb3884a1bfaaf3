import { z } from 'zod';
import { CLUB_SETTING_LABELS, MAX_OPENING_HOURS_LENGTH, MAX_PHONE_LENGTH } from '../club-settings.ts';
import { isMaand } from '../service-invoices.ts';
import { count, entity, id, isoDate } from './answers.ts';
import { flag, optionalText, strictObject } from './common.ts';

/**
 * `PUT /api/admin/settings`: every field optional; empty or null clears it. Length and control characters are
 * refused here (400); whether a phone number or e-mail address is one is the server's 422 (club-settings.ts).
 */
export const clubSettingsPutSchema = strictObject({
  pechbijstand_telefoon: optionalText(CLUB_SETTING_LABELS.pechbijstand_telefoon, MAX_PHONE_LENGTH),
  verzekering_telefoon: optionalText(CLUB_SETTING_LABELS.verzekering_telefoon, MAX_PHONE_LENGTH),
  onderhoud_telefoon: optionalText(CLUB_SETTING_LABELS.onderhoud_telefoon, MAX_PHONE_LENGTH),
  klantenservice_email: optionalText(CLUB_SETTING_LABELS.klantenservice_email, 254),
  openingstijden: optionalText(CLUB_SETTING_LABELS.openingstijden, MAX_OPENING_HOURS_LENGTH, 'multiline'),
});
export type ClubSettingsPutInput = z.infer<typeof clubSettingsPutSchema>;

const settingsFields = {
  pechbijstand_telefoon: z.string().nullable(),
  verzekering_telefoon: z.string().nullable(),
  onderhoud_telefoon: z.string().nullable(),
  klantenservice_email: z.string().nullable(),
  openingstijden: z.string().nullable(),
};
export const clubSettingsSchema = entity('ClubInstellingen', settingsFields);
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** `GET /api/owner/help`: the club's settings (null when unset) and what the owner needs after a breakdown. */
export const ownerHelpSchema = entity('Hulp', {
  ...settingsFields,
  nummerplaat: z.string().nullable(),
  polisnummer: z.string().nullable(),
});
export type OwnerHelp = z.infer<typeof ownerHelpSchema>;

/** `POST /api/admin/invoices/generate`: a month `yyyy-MM`; `dry_run` lists what would be made and writes nothing. */
export const invoiceGenerateSchema = strictObject({
  maand: z
    .string({ error: 'Maand is verplicht' })
    .refine(isMaand, { error: 'Maand moet een geldige maand zijn (jjjj-mm)' }),
  dry_run: flag('Proefdraai').optional().default(false),
});
export type InvoiceGenerateInput = z.infer<typeof invoiceGenerateSchema>;

const plannedFields = {
  user_id: id,
  naam: z.string(),
  camper_id: id,
  camper_naam: z.string(),
  maand: z.string(),
};

export const generatedInvoiceSchema = entity('ServiceFactuur', {
  ...plannedFields,
  id: id.nullable().meta({ description: 'null bij een proefdraai' }),
  factuur_nummer: z.string().nullable().meta({ description: 'null bij een proefdraai' }),
  factuur_naam: z.string(),
  bedrag_centen: count,
  factuurdatum: isoDate,
  vervaldatum: isoDate,
});
export type GeneratedInvoice = z.infer<typeof generatedInvoiceSchema>;

export const skippedInvoiceSchema = entity('OvergeslagenFactuur', {
  ...plannedFields,
  reden: z.string().meta({ description: 'Waarom er niets is gemaakt, in het Nederlands' }),
  factuur_nummer: z.string().nullable(),
});
export type SkippedInvoice = z.infer<typeof skippedInvoiceSchema>;

export const invoiceGenerateAnswer = z.strictObject({
  facturen: z.array(generatedInvoiceSchema),
  overgeslagen: z.array(skippedInvoiceSchema),
  dry_run: z.boolean(),
});
export type InvoiceGenerateAnswer = z.infer<typeof invoiceGenerateAnswer>;
