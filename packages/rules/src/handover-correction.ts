import type { DamageStatus } from './schemas/handovers.ts';

// The correction's request schemas live with the handover answers (schemas/handovers.ts); re-exported here, beside
// the damage rules, for the importers that know them from here.
export {
  DAMAGE_STATUSES,
  type DamageStatus,
  damageQuerySchema,
  HANDOVER_CORRECTION_MESSAGES,
  type HandoverCorrection,
  handoverCorrectionSchema,
  MAX_CORRECTION_REASON,
} from './schemas/handovers.ts';

/** How the admins' damage follow-up names each status. */
export const DAMAGE_STATUS_LABELS: Readonly<Record<DamageStatus, string>> = {
  open: 'Open',
  in_behandeling: 'In behandeling',
  opgelost: 'Opgelost',
};

/** A reported damage starts `open`; a handover without damage has no status at all. */
export function initialDamageStatus(schade: string | null | undefined): DamageStatus | null {
  return schade === null || schade === undefined || schade.trim() === '' ? null : 'open';
}
