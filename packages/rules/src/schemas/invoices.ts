import { z } from 'zod';
import { euroToCents, hasAtMostTwoDecimals, parseSignedEuroInputToCents } from '../money.ts';
import { count, entity, id, isoDate, timestamp } from './answers.ts';
import { flag, idSchema, optionalIsoDateSchema, strictObject, textChecked } from './common.ts';
import { type FileTypeList, MIME } from './files.ts';

export const INCOMPLETE_INVOICE_MESSAGE =
  'Selecteer een gebruiker, vul factuurnummer, naam en kies een bestand';

/** Invoices (docs/product/public.md#validation-spec-5): pdf, doc, docx. */
export const INVOICE_FILE_TYPES: FileTypeList = {
  extensions: ['pdf', 'doc', 'docx'],
  mimeTypes: [MIME.pdf, MIME.doc, MIME.docx],
};

/** Ten million euro: far above any invoice, low enough that cents stay exact. */
const MAX_BEDRAG_CENTS = 1_000_000_000;

export const BEDRAG_MESSAGE =
  'Bedrag moet een getal zijn met maximaal 2 decimalen (negatief voor een creditnota)';

/**
 * bedrag (optional, step 0.01): a number, or a form string such as '12,50', '12.50' or '-12,50'; empty is null.
 * A negative amount is a credit note (docs/decisions/0092-credit-notes.md). The output is euro as a number with at
 * most two decimals.
 */
export const bedragSchema = z
  .union([z.number(), z.string(), z.null()], { error: BEDRAG_MESSAGE })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const cents =
      typeof v === 'number'
        ? hasAtMostTwoDecimals(v)
          ? euroToCents(v)
          : null
        : parseSignedEuroInputToCents(v);
    if (cents === null || Math.abs(cents) > MAX_BEDRAG_CENTS) {
      ctx.addIssue({ code: 'custom', message: BEDRAG_MESSAGE });
      return z.NEVER;
    }
    return cents === 0 ? 0 : cents / 100;
  });

function required(max: number, label: string) {
  return textChecked(
    z
      .string({ error: INCOMPLETE_INVOICE_MESSAGE })
      .trim()
      .min(1, { error: INCOMPLETE_INVOICE_MESSAGE })
      .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` }),
    label,
  );
}

/** The text fields of `POST /api/admin/invoices` (multipart; the file is under `file`). */
export const invoiceUploadSchema = strictObject({
  user_id: z
    .string({ error: INCOMPLETE_INVOICE_MESSAGE })
    .min(1, { error: INCOMPLETE_INVOICE_MESSAGE })
    .pipe(idSchema('Gebruiker')),
  factuur_nummer: required(50, 'Factuurnummer'),
  factuur_naam: required(200, 'Factuurnaam'),
  bedrag: bedragSchema,
  factuurdatum: optionalIsoDateSchema('Factuurdatum'),
  vervaldatum: optionalIsoDateSchema('Vervaldatum'),
}).refine((v) => v.factuurdatum === null || v.vervaldatum === null || v.vervaldatum >= v.factuurdatum, {
  error: 'De vervaldatum mag niet voor de factuurdatum liggen',
  path: ['vervaldatum'],
});
export type InvoiceUploadInput = z.infer<typeof invoiceUploadSchema>;

/** `PATCH /api/admin/invoices/:id`: toggles 'Betaald' / 'Onbetaald'. */
export const invoicePaidUpdateSchema = strictObject({ betaald: flag('Betaald') });
export type InvoicePaidUpdateInput = z.infer<typeof invoicePaidUpdateSchema>;

export const invoiceFields = {
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
