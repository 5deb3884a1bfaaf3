import { z } from 'zod';
import { count, entity, id, isoDate, timestamp } from './answers.ts';
import { choice, optionalText, strictObject, wholeNumber } from './common.ts';

/**
 * The handover log (overdracht): on their own reservation an owner records the pick-up and the return with the
 * odometer, the fuel level, whether the camper is clean, damage notes and a few photos (the rules: handover.ts).
 */
export const HANDOVER_MOMENTS = ['ophalen', 'terugbrengen'] as const;
export type HandoverMoment = (typeof HANDOVER_MOMENTS)[number];

/** A motorhome odometer has at most seven digits. */
export const MAX_KM_STAND = 9_999_999;
export const MAX_DAMAGE_TEXT = 2000;

/**
 * What an admin may change on a recorded handover (docs/product/api.md#contract-additions-architecture-11, damage
 * follow-up): the follow-up of a reported damage, a note, and a wrong odometer reading, which needs a reason because
 * the whole club's readings depend on it (the rules: handover-correction.ts).
 */
export const DAMAGE_STATUSES = ['open', 'in_behandeling', 'opgelost'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/**
 * A whole number as people type it off a dashboard: '45230', the Dutch grouping '45.230' or '45 230', and for a
 * percentage '75%'. A point is a thousands separator only in whole groups of three, so '45.23' stays refused.
 */
function digits(label: string, max: number, unit = '') {
  return z
    .string({
      error: (i) => (i.input === undefined ? `${label} is verplicht` : `${label} moet een getal zijn`),
    })
    .trim()
    .transform((text) => {
      const bare = unit !== '' && text.endsWith(unit) ? text.slice(0, -unit.length).trimEnd() : text;
      return /^\d{1,3}([. \u00a0]\d{3})+$/.test(bare) ? bare.replace(/[. \u00a0]/g, '') : bare;
    })
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, { error: `${label} moet een geheel getal zijn (alleen cijfers)` })
        .transform(Number)
        .refine((n) => n <= max, { error: `${label} mag maximaal ${max} zijn` }),
    );
}

/**
 * The text fields of the multipart form (every value arrives as a string). Unknown fields are refused so a typo
 * in a field name never silently drops a value.
 */
export const handoverFieldsSchema = strictObject({
  moment: choice('Moment', HANDOVER_MOMENTS),
  km_stand: digits('Kilometerstand', MAX_KM_STAND),
  brandstof_procent: digits('Brandstofniveau', 100, '%'),
  schoon: z
    .enum(['true', 'false'], { error: 'Schoon moet true of false zijn' })
    .transform((v) => v === 'true'),
  schade: optionalText('Schade', MAX_DAMAGE_TEXT, 'multiline'),
});
export type HandoverFields = z.infer<typeof handoverFieldsSchema>;

export const MAX_CORRECTION_REASON = 500;

export const HANDOVER_CORRECTION_MESSAGES = {
  reasonRequired: 'Geef een reden op voor het corrigeren van de kilometerstand.',
  nothingToChange: 'Geef minstens één wijziging op: kilometerstand, notitie of schadestatus.',
  noDamage: 'Bij deze overdracht is geen schade gemeld, dus er is geen schadestatus om te wijzigen.',
} as const;

/**
 * `PATCH /api/admin/handovers/:id`: `{schade_status?, notitie?, km_stand?, reden?}`. Absent means unchanged;
 * `notitie: null` or '' clears the note. A km correction without a reason is 400.
 */
export const handoverCorrectionSchema = strictObject({
  km_stand: wholeNumber('Kilometerstand', 0, MAX_KM_STAND).optional(),
  reden: optionalText('Reden', MAX_CORRECTION_REASON),
  notitie: optionalText('Notitie', MAX_DAMAGE_TEXT),
  schade_status: choice('Schadestatus', DAMAGE_STATUSES).optional(),
}).superRefine((body, ctx) => {
  if (body.km_stand === undefined && body.notitie === undefined && body.schade_status === undefined) {
    ctx.addIssue({ code: 'custom', message: HANDOVER_CORRECTION_MESSAGES.nothingToChange });
  } else if (body.km_stand !== undefined && (body.reden === null || body.reden === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['reden'], message: HANDOVER_CORRECTION_MESSAGES.reasonRequired });
  }
});
export type HandoverCorrection = z.infer<typeof handoverCorrectionSchema>;

/** `GET /api/admin/damage?status=`: one status, or every reported damage without it. */
export const damageQuerySchema = strictObject({ status: choice('Status', DAMAGE_STATUSES).optional() });

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
