import { z } from 'zod';
import { AUDIT_TARGET_KINDS } from '../audit-sentences.ts';
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
 * dates inclusive) on top of the paging contract every list shares. Unknown parameters are refused; `van` after
 * `tot` is a rule the route answers with 422 `invalid_period`.
 */
export const auditQuerySchema = strictObject({
  ...paging.in.shape,
  actor: filter('actor'),
  soort: filter('soort'),
  van: optionalDate('van'),
  tot: optionalDate('tot'),
}).transform(({ actor, soort, van, tot, ...page }) => ({
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
  omschrijving: z.string().meta({ description: 'De gebeurtenis als Nederlandse zin, met de namen van nu' }),
  doel_naam: z
    .string()
    .nullable()
    .meta({ description: 'De naam van het doel: persoon, camper, factuurnummer …' }),
  doel_soort: z.enum(AUDIT_TARGET_KINDS).nullable().meta({ description: 'Waar `doel` naar wijst' }),
});
/** `totaal_is_ondergrens`: the count stopped at its bound (docs/decisions/0077-cheap-log-reads.md), so at least this many match. */
export const auditPageSchema = pageOf('gebeurtenissen', auditEventSchema).extend({
  totaal_is_ondergrens: z
    .boolean()
    .optional()
    .meta({ description: 'Het totaal is een ondergrens: er zijn er minstens zoveel' }),
});
