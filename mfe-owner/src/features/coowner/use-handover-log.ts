import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { ownerApi } from '../owner-data/owner-api.ts';
import { useLoad } from '../owner-data/use-load.ts';

/** The camper's handover log (GET /api/owner/handovers), reloaded after a new handover. */
export function useHandoverLog() {
  return useLoad(ownerApi.handovers, FAILURE_TITLES.load);
}

export type HandoverLog = ReturnType<typeof useHandoverLog>;
