import { z } from 'zod';
import type { IsoDate } from './dates.ts';
import { formatDateLong } from './format.ts';
import { choice, optionalText, strictObject } from './schemas/common.ts';

/**
 * The handover log (overdracht): on their own reservation an owner records the pick-up and the return with the
 * odometer, the fuel level, whether the camper is clean, damage notes and a few photos.
 */
export const HANDOVER_MOMENTS = ['ophalen', 'terugbrengen'] as const;
export type HandoverMoment = (typeof HANDOVER_MOMENTS)[number];

export const HANDOVER_MOMENT_LABELS: Readonly<Record<HandoverMoment, string>> = {
  ophalen: 'Ophalen',
  terugbrengen: 'Terugbrengen',
};

export const MAX_HANDOVER_PHOTOS = 6;
/** A motorhome odometer has at most seven digits. */
export const MAX_KM_STAND = 9_999_999;
export const MAX_DAMAGE_TEXT = 2000;

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

export const HANDOVER_MESSAGES = {
  tooEarly: 'Een overdracht kan pas geregistreerd worden vanaf de eerste dag van de reservering ({datum}).',
  kmDecreasing: 'De kilometerstand ({km} km) is lager dan de laatst geregistreerde stand ({vorige} km).',
} as const;

export type HandoverRuleError =
  | { code: 'handover_too_early'; datum: IsoDate }
  | { code: 'km_decreasing'; km: number; vorige: number };

/**
 * The rules a new handover must meet: no handover (pick-up or return) before the reservation's first day, and
 * the odometer never below the camper's last reading (equal is fine: it stood still).
 */
export function checkHandover(input: {
  today: IsoDate;
  startDatum: IsoDate;
  kmStand: number;
  lastKm: number | null;
}): HandoverRuleError | null {
  if (input.today < input.startDatum) return { code: 'handover_too_early', datum: input.startDatum };
  if (input.lastKm !== null && input.kmStand < input.lastKm) {
    return { code: 'km_decreasing', km: input.kmStand, vorige: input.lastKm };
  }
  return null;
}

/** The Dutch message for a broken handover rule. */
export function handoverRuleMessage(error: HandoverRuleError): string {
  if (error.code === 'handover_too_early') {
    return HANDOVER_MESSAGES.tooEarly.replace('{datum}', formatDateLong(error.datum));
  }
  return HANDOVER_MESSAGES.kmDecreasing
    .replace('{km}', String(error.km))
    .replace('{vorige}', String(error.vorige));
}
