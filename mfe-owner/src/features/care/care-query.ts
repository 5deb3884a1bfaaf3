import { api } from '@camperdeel/client/api';
import { getQuery } from '@camperdeel/client/get-query';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';

/** The care state of the owner's camper (docs/product/camper-care.md). */
export const careQuery = getQuery(['owner', 'care'], api.owner.care, FAILURE_TITLES.load);
