import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
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

/** `GET /api/admin/audit?actor=&soort=&van=&tot=&limit=&voor=`: every filter optional, dates inclusive. */
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
  voor: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'voor moet een geheel getal zijn' })
    .transform(Number)
    .optional(),
}).refine((q) => !q.van || !q.tot || q.van <= q.tot, { error: 'van mag niet na tot liggen' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
