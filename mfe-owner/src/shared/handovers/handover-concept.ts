import { CONCEPT_PREFIX } from '@camperdeel/client/offline';

/** The form's fields as typed (strings), kept on the device until the owner sends them. Photos are not kept. */
export type HandoverConcept = {
  km_stand: string;
  brandstof_procent: string;
  schoon: string;
  schade: string;
  bewaard_op: string;
};

function key(reservationId: string, moment: string): string {
  return `${CONCEPT_PREFIX}overdracht.${reservationId}.${moment}`;
}

function isConcept(value: unknown): value is HandoverConcept {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['km_stand', 'brandstof_procent', 'schoon', 'schade', 'bewaard_op'].every(
    (field) => typeof fields[field] === 'string',
  );
}

/**
 * A handover kept on this device (docs/product/on-the-road.md): it is never sent by itself, only when the owner
 * taps 'Versturen' with a connection. Storage the browser blocks simply keeps no concept.
 */
export const handoverConcepts = {
  read(reservationId: string, moment: string): HandoverConcept | null {
    try {
      const raw = localStorage.getItem(key(reservationId, moment));
      const value: unknown = raw === null ? null : JSON.parse(raw);
      return isConcept(value) ? value : null;
    } catch {
      return null;
    }
  },
  keep(reservationId: string, moment: string, fields: Omit<HandoverConcept, 'bewaard_op'>): HandoverConcept {
    const concept = { ...fields, bewaard_op: new Date().toISOString() };
    try {
      localStorage.setItem(key(reservationId, moment), JSON.stringify(concept));
    } catch {
      // no room or no storage: the form keeps its values while the dialog is open
    }
    return concept;
  },
  drop(reservationId: string, moment: string): void {
    try {
      localStorage.removeItem(key(reservationId, moment));
    } catch {
      // nothing kept
    }
  },
};
