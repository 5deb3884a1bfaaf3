import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { api } from './api.ts';
import { getQuery } from './get-query.ts';
import { type Answer, request } from './request.ts';

/** The owner's wish rounds (docs/decisions/0076-wish-rounds.md); saving wishes invalidates the list. */
export const ownerRoundKeys = {
  rounds: ['owner', 'rounds'],
  outcome: (id: string) => ['owner', 'rounds', id] as const,
} as const;

export const ownerRoundQueries = {
  rounds: getQuery(ownerRoundKeys.rounds, api.owner.rounds, FAILURE_TITLES.load),
  outcome: (id: string) => ({
    queryKey: ownerRoundKeys.outcome(id),
    queryFn: () => request(() => api.owner.rounds[':id'].$get({ param: { id } })),
    failureTitle: FAILURE_TITLES.load,
  }),
};

export type OwnerRound = Answer<typeof api.owner.rounds.$get>['rondes'][number];
/** A round with its draw and allocations: the owner's and the admin's read have the same shape. */
export type RoundOutcomeAnswer = Answer<(typeof api.owner.rounds)[':id']['$get']>;
