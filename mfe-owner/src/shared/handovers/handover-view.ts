import type { Handover } from '@camperdeel/client/owner-queries';

export type HandoverSummary = {
  /** The highest recorded odometer reading, or null before any handover. */
  latestKm: number | null;
  /** The newest return: the state the camper was left in. */
  lastReturn: Handover | null;
  /** Every handover with damage notes, newest first. */
  damage: Handover[];
};

/** What /mijn-camper shows from the log (which comes newest first). */
export function summarise(log: readonly Handover[]): HandoverSummary {
  return {
    latestKm: log.length === 0 ? null : Math.max(...log.map((h) => h.km_stand)),
    lastReturn: log.find((h) => h.moment === 'terugbrengen') ?? null,
    damage: log.filter((h) => h.schade !== null && h.schade !== ''),
  };
}
