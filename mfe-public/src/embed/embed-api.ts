import { createApi } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import { asResult } from '@camperdeel/client/result';
import { CAROUSEL_BATCH } from '@camperdeel/rules/camper';

/**
 * One batch of the public camper list from the Camperdeel server at `origin` (the partner's page is another origin: the call
 * goes without cookies, and the endpoint answers any origin). Only the client's small typed-call modules, no
 * TanStack Query: the embed bundle stays small.
 */
export function loadPublicCampers(origin: string, cursor?: string) {
  const api = createApi(`${origin}/api`, { init: { credentials: 'omit' } });
  const query = { limit: String(CAROUSEL_BATCH), ...(cursor ? { cursor } : {}) };
  return asResult(request(() => api.public.campers.$get({ query })));
}
