import { createApi } from '@camperdeel/client/api';
import { request } from '@camperdeel/client/request';
import { asResult } from '@camperdeel/client/result';

/**
 * The public camper list from the Camperdeel server at `origin` (the partner's page is another origin: the call
 * goes without cookies, and the endpoint answers any origin). Only the client's small typed-call modules, no
 * TanStack Query: the embed bundle stays small.
 */
export function loadPublicCampers(origin: string) {
  const api = createApi(`${origin}/api`, { init: { credentials: 'omit' } });
  return asResult(request(() => api.public.campers.$get()));
}
