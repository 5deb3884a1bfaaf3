import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { api } from './api.ts';
import { getQuery } from './get-query.ts';
import type { Answer } from './request.ts';

/** The owner's help page: the club's numbers and the camper's plate and policy, in one answer. */
export const ownerHelpKeys = { help: ['owner', 'help'] } as const;

export const ownerHelpQueries = {
  help: getQuery(ownerHelpKeys.help, api.owner.help, FAILURE_TITLES.load),
};

export type OwnerHelpAnswer = Answer<typeof api.owner.help.$get>;
