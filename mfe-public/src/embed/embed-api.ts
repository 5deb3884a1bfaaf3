import { createApi } from '@camperdeel/client/api';
import { isApiFailure } from '@camperdeel/client/failure';
import { request } from '@camperdeel/client/request';
import { CAROUSEL_BATCH } from '@camperdeel/rules/camper';

/**
 * One batch of the public camper list from the Camperdeel server at `origin` (the partner's page is another origin: the call
 * goes without cookies, and the endpoint answers any origin). Only the client's small typed-call modules, no
 * TanStack Query: the embed bundle stays small.
 */
export function loadPublicCampers(origin: string, cursor?: string) {
  const api = createApi(`${origin}/api`, { init: { credentials: 'omit' } });
  const query = { limit: String(CAROUSEL_BATCH), ...(cursor ? { cursor } : {}) };
  return request(() => api.public.campers.$get({ query }));
}

/** A failed batch is only logged on the partner's console: the carousel shows what it has (or nothing). */
export function logLoadFailure(error: unknown): void {
  const failure = isApiFailure(error) ? [error.status, error.envelope] : [error];
  console.error('Camperdeel: campers laden mislukt', ...failure);
}
