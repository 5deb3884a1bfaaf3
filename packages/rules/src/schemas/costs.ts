import { z } from 'zod';
import { count, entity, id, isoDate, timestamp } from './answers.ts';
import { isoDateSchema, requiredText, strictObject, yearQuerySchema } from './common.ts';

/**
 * Shared costs (docs/product/costs.md). `bedrag` and `verdeling` are checked by the rules (costs.ts), not here, so
 * that every wrong amount or split is the same 422 with its own code, whatever its JSON type.
 */
const amountField = z.unknown().nonoptional({ error: 'Bedrag is verplicht' }).meta({
  description: 'Bedrag in hele eurocenten: een geheel getal van 1 tot 100000000',
});
const splitField = z.unknown().nonoptional({ error: 'Verdeling is verplicht' }).meta({
  description: '"gelijk", "alleen_ik" of {user_id: aandeel} met hele aandelen van 0 tot 1000',
});

/** `POST /api/owner/costs` as JSON. */
export const costCreateSchema = strictObject({
  omschrijving: requiredText('Omschrijving', 200),
  bedrag: amountField,
  datum: isoDateSchema('Datum'),
  verdeling: splitField,
});
export type CostCreateInput = z.input<typeof costCreateSchema>;

/**
 * The same as a multipart form with an optional receipt `file`: every field is text, so `bedrag` is a string of
 * digits (cents) and `verdeling` is `gelijk`, `alleen_ik` or the shares as JSON text.
 */
export const costFormFieldsSchema = strictObject({
  omschrijving: requiredText('Omschrijving', 200),
  bedrag: z.string({ error: 'Bedrag is verplicht' }).max(20, { error: 'Bedrag is ongeldig' }),
  datum: isoDateSchema('Datum'),
  verdeling: z.string({ error: 'Verdeling is verplicht' }).max(20_000, { error: 'Verdeling is te lang' }),
});

/** `POST /api/owner/costs/settle`: the signed-in owner paid `bedrag` cents to co-owner `aan_user_id`. */
export const settleSchema = strictObject({
  aan_user_id: z
    .string({ error: 'Kies aan wie je betaald hebt' })
    .max(100, { error: 'Onbekende mede-eigenaar' }),
  bedrag: amountField,
});
export type SettleInput = z.input<typeof settleSchema>;

/** `GET /api/owner/costs?jaar=`: the year of the list (this year without it). */
export const costsQuerySchema = yearQuerySchema(2999);

export const costPortionSchema = entity('KostenDeel', {
  user_id: id,
  naam: z.string(),
  bedrag_centen: count,
});

/** How a stored cost was split: equally, by the payer alone, or in shares (then `aandelen` lists them). */
export const storedSplitSchema = z.enum(['gelijk', 'alleen_ik', 'aandelen'], {
  error: 'Verdeling is gelijk, alleen_ik of aandelen',
});

export const costSchema = entity('Kosten', {
  id,
  camper_id: id,
  omschrijving: z.string(),
  datum: isoDate,
  bedrag_centen: count,
  betaald_door: id,
  betaald_door_naam: z.string(),
  verdeling: storedSplitSchema,
  aandelen: z.array(costPortionSchema),
  /** The receipt's download address (302 to a signed link), or null without a receipt. */
  bon_url: z.string().nullable(),
  created_at: timestamp,
});
export type Cost = z.infer<typeof costSchema>;

export const settlementSchema = entity('Verrekening', {
  id,
  camper_id: id,
  van_user_id: id,
  van_naam: z.string(),
  aan_user_id: id,
  aan_naam: z.string(),
  bedrag_centen: count,
  datum: isoDate,
  created_at: timestamp,
});
export type Settlement = z.infer<typeof settlementSchema>;

/** Positive: the others owe this person money; negative: they still pay. The saldi of a camper add up to 0. */
export const balanceSchema = entity('Saldo', { user_id: id, naam: z.string(), saldo: count });
export type Balance = z.infer<typeof balanceSchema>;

export const costsAnswer = z.strictObject({
  kosten: z.array(costSchema),
  saldi: z.array(balanceSchema),
  verrekeningen: z.array(settlementSchema),
});
export type CostsAnswer = z.infer<typeof costsAnswer>;
export const costAnswer = z.strictObject({ kosten: costSchema });
export const settlementAnswer = z.strictObject({ verrekening: settlementSchema });
