import { ownerQueries } from '@camperdeel/client/owner-queries';
import { useLoaded } from '../../shared/use-loaded.ts';

/** The camper's handover log (GET /api/owner/handovers); a new handover invalidates it. */
export function useHandoverLog() {
  return useLoaded(ownerQueries.handovers);
}

export type HandoverLog = ReturnType<typeof useHandoverLog>;
