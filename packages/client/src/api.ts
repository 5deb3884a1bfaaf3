import type { ApiType } from '@camperdeel/bff/app';
import { type ClientRequestOptions, hc } from 'hono/client';

/** The typed client of the BFF API (type-only import of the app: no server code reaches a bundle). */
export type Api = ReturnType<typeof hc<ApiType>>;

/**
 * A client for another base URL or transport: the CLI passes its server's `…/api` URL and a bearer header;
 * tests may pass their own `fetch`.
 */
export function createApi(baseUrl: string, options: ClientRequestOptions = {}): Api {
  return hc<ApiType>(baseUrl, options);
}

/**
 * The one client of the web apps: same origin as the page, session cookie included.
 * Use it through `request()` (request.ts) so failures become typed `ApiFailure`s.
 */
export const api: Api = createApi('/api', { init: { credentials: 'include' } });
