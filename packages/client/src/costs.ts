import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { api } from './api.ts';
import { type Answer, request } from './request.ts';

/** The camper's shared costs per year (docs/decisions/0082-shared-costs.md); every write invalidates them all. */
export const ownerCostKeys = {
  all: ['owner', 'costs'],
  year: (jaar: number) => ['owner', 'costs', jaar] as const,
} as const;

export const ownerCostQueries = {
  year: (jaar: number) => ({
    queryKey: ownerCostKeys.year(jaar),
    queryFn: () => request(() => api.owner.costs.$get({ query: { jaar: String(jaar) } })),
    failureTitle: FAILURE_TITLES.load,
  }),
};

export type CostsAnswer = Answer<typeof api.owner.costs.$get>;
export type OwnerCost = CostsAnswer['kosten'][number];
export type OwnerBalance = CostsAnswer['saldi'][number];
