import type { DamageStatus } from '@camperdeel/rules/handover-correction';
import type { InferResponseType } from 'hono/client';
import { admin } from '../../shared/admin-api.ts';

/** Camper care and damage follow-up for admins (docs/decisions/0081-care-plan.md). */
const camper = admin.campers[':id'];

export type CareRow = InferResponseType<typeof admin.care.$get, 200>['campers'][number];
export type Care = CareRow['onderhoud'];
export type Damage = InferResponseType<typeof admin.damage.$get, 200>['schades'][number];

export const careKeys = {
  list: ['admin', 'care'] as const,
  damage: (status: string) => ['admin', 'damage', status] as const,
  damageAll: ['admin', 'damage'] as const,
};

export type CarePlanInput = {
  apk_vervaldatum: string | null;
  verzekering_vervaldatum: string | null;
  onderhoud_interval_km: number | null;
  onderhoud_interval_maanden: number | null;
};

export const careApi = {
  list: () => admin.care.$get(),
  putPlan: (id: string, json: CarePlanInput) => camper.care.$put({ param: { id }, json }),
  addService: (id: string, json: { datum: string; km_stand: number; omschrijving: string }) =>
    camper.services.$post({ param: { id }, json }),
  damage: (status: DamageStatus | '') => admin.damage.$get({ query: status ? { status } : {} }),
};
