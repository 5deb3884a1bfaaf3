import type { ApiType } from '@camperdeel/bff/app';
import { hc } from 'hono/client';
import { call } from '../lib/call.ts';

/**
 * The public camper list from the Camperdeel server at `origin` (the partner's page is another origin: the call
 * goes without cookies, and the endpoint answers any origin).
 */
export function loadPublicCampers(origin: string) {
  const api = hc<ApiType>(`${origin}/api`, { init: { credentials: 'omit' } });
  return call(() => api.public.campers.$get());
}
