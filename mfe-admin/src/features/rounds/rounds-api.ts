import type { InferResponseType } from 'hono/client';
import { admin } from '../../shared/admin-api.ts';

/** Wish rounds and the fair-use rule of one camper for admins (docs/decisions/0076-wish-rounds.md). */
const camper = admin.campers[':id'];

export type AdminRound = InferResponseType<typeof camper.rounds.$get, 200>['rondes'][number];

export const roundsApi = {
  rounds: (id: string) => camper.rounds.$get({ param: { id } }),
  open: (id: string, json: { jaar: number; sluit_op: string }) =>
    camper.rounds.$post({ param: { id }, json }),
  outcome: (roundId: string) => admin.rounds[':id'].$get({ param: { id: roundId } }),
  allocate: (roundId: string) => admin.rounds[':id'].allocate.$post({ param: { id: roundId } }),
  rule: (id: string) => camper.rules.$get({ param: { id } }),
  setRule: (id: string, max: number | null) =>
    camper.rules.$put({ param: { id }, json: { max_aaneengesloten_hoogseizoen: max } }),
};
