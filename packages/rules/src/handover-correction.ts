import type { z } from 'zod';
import { MAX_DAMAGE_TEXT, MAX_KM_STAND } from './handover.ts';
import { choice, optionalText, strictObject, wholeNumber } from './schemas/common.ts';

/**
 * What an admin may change on a recorded handover (docs/product/api.md#contract-additions-architecture-11, damage follow-up): the follow-up of a reported
 * damage, a note, and a wrong odometer reading, which needs a reason because the whole club's readings depend on it.
 */
export const DAMAGE_STATUSES = ['open', 'in_behandeling', 'opgelost'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

export const DAMAGE_STATUS_LABELS: Readonly<Record<DamageStatus, string>> = {
  open: 'Open',
  in_behandeling: 'In behandeling',
  opgelost: 'Opgelost',
};

/** A reported damage starts `open`; a handover without damage has no status at all. */
export function initialDamageStatus(schade: string | null | undefined): DamageStatus | null {
  return schade === null || schade === undefined || schade.trim() === '' ? null : 'open';
}

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
