import { daysBetween, type IsoDate } from './dates.ts';
import { formatDateLong } from './format.ts';
import type { HandoverMoment } from './schemas/handovers.ts';

// The request schema and the limits it checks live with the handover answers (schemas/handovers.ts); they are
// re-exported here, beside the rules, for the importers that know them from here.
export {
  HANDOVER_MOMENTS,
  type HandoverFields,
  type HandoverMoment,
  handoverFieldsSchema,
  MAX_DAMAGE_TEXT,
  MAX_KM_STAND,
} from './schemas/handovers.ts';

/**
 * The rules of the handover log: when a pick-up or a return may be recorded and which odometer readings are
 * accepted. How the screens name each moment:
 */
export const HANDOVER_MOMENT_LABELS: Readonly<Record<HandoverMoment, string>> = {
  ophalen: 'Ophalen',
  terugbrengen: 'Terugbrengen',
};

export const MAX_HANDOVER_PHOTOS = 6;

export const HANDOVER_MESSAGES = {
  tooEarly: 'Een overdracht kan pas geregistreerd worden vanaf de eerste dag van de reservering ({datum}).',
  tooLate:
    'Deze reservering is op {datum} geëindigd; een overdracht kan tot {dagen} dagen na de laatste dag geregistreerd worden. Neem contact op met de beheerder.',
  pickupMissing:
    'Registreer eerst het ophalen van deze reservering; daarna kun je het terugbrengen registreren.',
  kmDecreasing: 'De kilometerstand ({km} km) is lager dan de laatst geregistreerde stand ({vorige} km).',
  kmJump:
    'De kilometerstand ({km} km) ligt meer dan {max} km boven de laatst geregistreerde stand ({vorige} km). Controleer de stand.',
  kmAboveNext: 'De kilometerstand ({km} km) is hoger dan de volgende geregistreerde stand ({volgende} km).',
} as const;

/** A handover may be recorded up to this many days after the reservation's last day (a late return, not history). */
export const HANDOVER_LATE_DAYS = 7;
/**
 * The most a reading may lie above the camper's last one. Even a long summer trip stays far below it, while a typo
 * (an extra digit) or a hostile 9,999,999 would otherwise make every later real reading `km_decreasing`.
 */
export const MAX_KM_JUMP = 25_000;

export type KmRuleError =
  | { code: 'km_decreasing'; km: number; vorige: number }
  | { code: 'km_jump'; km: number; vorige: number; max: number }
  | { code: 'km_above_next'; km: number; volgende: number };

export type HandoverRuleError =
  | { code: 'handover_too_early'; datum: IsoDate }
  | { code: 'handover_too_late'; datum: IsoDate; dagen: number }
  | { code: 'pickup_missing' }
  | KmRuleError;

/**
 * A reading against the readings around it: never below the one before (equal is fine: it stood still), at most
 * MAX_KM_JUMP above it, and never above the one after (only a correction of an older reading has one).
 */
export function checkKmReading(input: {
  km: number;
  previous: number | null;
  next?: number | null;
}): KmRuleError | null {
  const { km, previous, next = null } = input;
  if (previous !== null && km < previous) return { code: 'km_decreasing', km, vorige: previous };
  if (previous !== null && km - previous > MAX_KM_JUMP) {
    return { code: 'km_jump', km, vorige: previous, max: MAX_KM_JUMP };
  }
  if (next !== null && km > next) return { code: 'km_above_next', km, volgende: next };
  return null;
}

/** Whether a handover may be recorded today on a reservation from `start` to `end` (what the owner's buttons follow). */
export function handoverWindowOpen(today: IsoDate, start: IsoDate, end: IsoDate): boolean {
  return today >= start && daysBetween(end, today) <= HANDOVER_LATE_DAYS;
}

/**
 * The rules a new handover must meet: not before the reservation's first day, not more than HANDOVER_LATE_DAYS
 * after its last, a return only after a recorded pick-up of the same reservation, and a reading that passes
 * checkKmReading against the camper's last one.
 */
export function checkHandover(input: {
  today: IsoDate;
  startDatum: IsoDate;
  eindDatum: IsoDate;
  moment: HandoverMoment;
  hasPickup: boolean;
  kmStand: number;
  lastKm: number | null;
}): HandoverRuleError | null {
  if (input.today < input.startDatum) return { code: 'handover_too_early', datum: input.startDatum };
  if (daysBetween(input.eindDatum, input.today) > HANDOVER_LATE_DAYS) {
    return { code: 'handover_too_late', datum: input.eindDatum, dagen: HANDOVER_LATE_DAYS };
  }
  if (input.moment === 'terugbrengen' && !input.hasPickup) return { code: 'pickup_missing' };
  return checkKmReading({ km: input.kmStand, previous: input.lastKm });
}

/** The Dutch message for a broken handover rule. */
export function handoverRuleMessage(error: HandoverRuleError): string {
  switch (error.code) {
    case 'handover_too_early':
      return HANDOVER_MESSAGES.tooEarly.replace('{datum}', formatDateLong(error.datum));
    case 'handover_too_late':
      return HANDOVER_MESSAGES.tooLate
        .replace('{datum}', formatDateLong(error.datum))
        .replace('{dagen}', String(error.dagen));
    case 'pickup_missing':
      return HANDOVER_MESSAGES.pickupMissing;
    case 'km_decreasing':
      return HANDOVER_MESSAGES.kmDecreasing
        .replace('{km}', String(error.km))
        .replace('{vorige}', String(error.vorige));
    case 'km_jump':
      return HANDOVER_MESSAGES.kmJump
        .replace('{km}', String(error.km))
        .replace('{max}', String(error.max))
        .replace('{vorige}', String(error.vorige));
    case 'km_above_next':
      return HANDOVER_MESSAGES.kmAboveNext
        .replace('{km}', String(error.km))
        .replace('{volgende}', String(error.volgende));
  }
}
