import { api } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import { FAILURE_TITLES } from '@camperdeel/rules/errors';

/** The care state of the owner's camper (docs/product/camper-care.md). */
export const careQuery = {
  queryKey: ['owner', 'care'],
  queryFn: () => request(() => api.owner.care.$get()),
  failureTitle: FAILURE_TITLES.load,
};
