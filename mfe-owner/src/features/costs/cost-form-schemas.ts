import { costFormFieldsSchema, type SettleInput, settleSchema } from '@camperdeel/rules/schemas/costs';
import { z } from 'zod';
import { readEuro, readShare } from './split.ts';

/** The amount as typed ('12,50') read as cents; the form's own message when it is not a positive amount. */
const euroField = z.string().transform((text, ctx) => {
  const cents = readEuro(text);
  if (cents !== null) return cents;
  ctx.addIssue({ code: 'custom', message: 'Vul een bedrag in, bijvoorbeeld 12,50.' });
  return z.NEVER;
});

/**
 * 'Kosten toevoegen' as typed: the form's own Dutch checks first (in the order the form names them), then the
 * server's multipart schema over what is sent. Shares are per co-owner; one left untouched counts as 0.
 */
export function costFormSchema(owners: readonly { user_id: string }[]) {
  return z
    .object({
      omschrijving: z.string().trim().min(1, { error: 'Vul een omschrijving in.' }),
      bedrag: euroField,
      datum: z.string(),
      verdeling: z.enum(['gelijk', 'alleen_ik', 'aandelen']),
      aandelen: z.record(z.string(), z.string().optional()),
    })
    .transform(({ aandelen, verdeling, bedrag, ...fields }, ctx) => {
      const sent = { ...fields, bedrag: String(bedrag) };
      if (verdeling !== 'aandelen') return { ...sent, verdeling };
      const shares = owners.map((o) => [o.user_id, readShare(aandelen[o.user_id] ?? '0')] as const);
      if (shares.every(([, share]) => share !== null))
        return { ...sent, verdeling: JSON.stringify(Object.fromEntries(shares)) };
      ctx.addIssue({
        code: 'custom',
        path: ['aandelen'],
        message: 'Een aandeel is een heel getal van 0 tot 1000.',
      });
      return z.NEVER;
    })
    .pipe(costFormFieldsSchema);
}

/** 'Betaling vastleggen' as typed: the co-owner first, then the amount, then the server's own schema. */
export const settleFormSchema = z
  .object({
    aan_user_id: z.string().min(1, { error: 'Kies aan wie je betaald hebt.' }),
    bedrag: euroField,
  })
  // Widened to the request's own input type, where the server leaves the amount's check to the rules.
  .transform((input): SettleInput => input)
  .pipe(settleSchema);
