import type { DamageStatus } from '@camperdeel/rules/handover-correction';
import type { InferResponseType } from 'hono/client';
import { admin } from './admin-api.ts';

/** Co-owner life for admins (docs/product/api.md#co-owner-life-and-self-service-architecture-10): blocks, handovers and reservations on behalf of owners. */
const camper = admin.campers[':id'];

export type AdminBlock = InferResponseType<typeof camper.blocks.$get, 200>['blokkades'][number];
export type AdminHandover = InferResponseType<typeof camper.handovers.$get, 200>['overdrachten'][number];
export type AdminCamperReservation = InferResponseType<
  typeof camper.reservations.$get,
  200
>['reserveringen'][number];

export const camperLifeApi = {
  blocks: (id: string) => camper.blocks.$get({ param: { id } }),
  addBlock: (id: string, json: { start_datum: string; eind_datum: string; reden: string }) =>
    camper.blocks.$post({ param: { id }, json }),
  deleteBlock: (id: string) => admin.blocks[':id'].$delete({ param: { id } }),
  handovers: (id: string) => camper.handovers.$get({ param: { id } }),
  correctHandover: (
    id: string,
    json: { km_stand?: number; reden?: string | null; notitie?: string | null; schade_status?: DamageStatus },
  ) => admin.handovers[':id'].$patch({ param: { id }, json }),
  deleteHandover: (id: string) => admin.handovers[':id'].$delete({ param: { id } }),
  reservations: (id: string) => camper.reservations.$get({ param: { id } }),
  reserve: (id: string, json: { user_id: string; dagen: string[] }) =>
    camper.reservations.$post({ param: { id }, json }),
  cancel: (id: string) => admin.reservations[':id'].$delete({ param: { id } }),
};
