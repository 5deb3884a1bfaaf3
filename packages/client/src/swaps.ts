import { FAILURE_TITLES } from '@camperdeel/rules/errors';
import { api } from './api.ts';
import { getQuery } from './get-query.ts';
import type { Answer } from './request.ts';

/** Swaps and the watch list (docs/decisions/0079-swaps-and-watches.md): taking an offer changes credits and the calendar. */
export const swapKeys = {
  offers: ['owner', 'offers'],
  watches: ['owner', 'watches'],
} as const;

export const swapQueries = {
  offers: getQuery(swapKeys.offers, api.owner.offers, FAILURE_TITLES.load),
  watches: getQuery(swapKeys.watches, api.owner.watches, FAILURE_TITLES.load),
};

export type Offer = Answer<typeof api.owner.offers.$get>['aanbiedingen'][number];
export type Watch = Answer<typeof api.owner.watches.$get>['wachten'][number];
