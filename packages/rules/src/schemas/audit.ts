import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { count, entity, timestamp } from './answers.ts';
import { strictObject, textChecked } from './common.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

const optionalDate = (label: string) =>
  z
    .string({ error: `${label} moet een datum zijn` })
    .refine(isIsoDate, { error: `${label} moet een geldige datum zijn (jjjj-mm-dd)` })
    .optional();

/** A free-text filter: at most 100 characters of text. */
const filter = (label: string) =>
  textChecked(
    z
      .string()
      .trim()
      .max(100, { error: `${label} mag maximaal 100 tekens bevatten` }),
    label,
  ).optional();

/** The shared paging parameters (`zoek`, `limit`, `cursor`) and the step that turns them into a `PageQuery`. */
const paging = pageQuerySchema.unwrap();

/**
 * `GET /api/admin/audit?actor=&soort=&van=&tot=&zoek=&limit=&cursor=`: the log's own filters (every one optional,
 * dates inclusive) on top of the paging contract every list shares. Unknown parameters are refused.
 */
export const auditQuerySchema = strictObject({
  ...paging.in.shape,
  actor: filter('actor'),
  soort: filter('soort'),
  van: optionalDate('van'),
  tot: optionalDate('tot'),
})
  .refine((q) => !q.van || !q.tot || q.van <= q.tot, { error: 'van mag niet na tot liggen' })
  .transform(({ actor, soort, van, tot, ...page }) => ({
    filters: { actor, soort, van, tot },
    page: paging.out.parse(page),
  }));
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEventSchema = entity('AuditGebeurtenis', {
  id: count,
  actor_id: z.string().nullable(),
  actor_naam: z.string().nullable(),
  soort: z.string(),
  doel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
/** `totaal_is_ondergrens`: the count stopped at its bound (docs/decisions/0077-cheap-log-reads.md), so at least this many match. */
export const auditPageSchema = pageOf('gebeurtenissen', auditEventSchema).extend({
  totaal_is_ondergrens: z
    .boolean()
    .optional()
    .meta({ description: 'Het totaal is een ondergrens: er zijn er minstens zoveel' }),
});
