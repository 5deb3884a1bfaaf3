import { ownerQueries } from '@camperdeel/client/owner-queries';
import { useApiQuery } from '@camperdeel/client/queries';

/** The camper's handover log (GET /api/owner/handovers); a new handover invalidates it. */
export function useHandoverLog() {
  return useApiQuery(ownerQueries.handovers);
}

export type HandoverLog = ReturnType<typeof useHandoverLog>;
