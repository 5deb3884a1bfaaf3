import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { count, entity, timestamp } from './answers.ts';
import { strictObject, textChecked } from './common.ts';

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;

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

const CURSOR_PREFIX = 'audit:';

/**
 * The page cursor of the audit log (docs/product/api.md#contract-additions-architecture-11: `volgende` is an opaque string, sent back as `?cursor=`):
 * the last id of the page, wrapped so clients pass it on instead of computing with it. btoa/atob: no Buffer in rules.
 */
export function encodeAuditCursor(id: number): string {
  return btoa(`${CURSOR_PREFIX}${id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The id inside a cursor of `encodeAuditCursor`, or null for anything else. */
export function decodeAuditCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = /^audit:(\d{1,15})$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** `GET /api/admin/audit?actor=&soort=&van=&tot=&limit=&cursor=`: every filter optional, dates inclusive. */
export const auditQuerySchema = strictObject({
  actor: filter('actor'),
  soort: filter('soort'),
  van: optionalDate('van'),
  tot: optionalDate('tot'),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'limit moet een geheel getal zijn' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= AUDIT_PAGE_MAX, {
      error: `limit moet tussen 1 en ${AUDIT_PAGE_MAX} liggen`,
    })
    .optional(),
  cursor: z
    .string()
    .refine((value) => decodeAuditCursor(value) !== null, {
      error: 'cursor is ongeldig: gebruik de waarde van volgende uit het vorige antwoord',
    })
    .transform((value) => decodeAuditCursor(value) ?? 0)
    .optional(),
}).refine((q) => !q.van || !q.tot || q.van <= q.tot, { error: 'van mag niet na tot liggen' });
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
export const auditPageSchema = z.strictObject({
  gebeurtenissen: z.array(auditEventSchema),
  volgende: z
    .string()
    .nullable()
    .meta({ description: 'Cursor van de volgende pagina (terug als ?cursor=), null op de laatste pagina' }),
});
