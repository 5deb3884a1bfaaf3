/**
 * The page's first data, started by the HTML before any of our JavaScript arrived (bff/src/web/early-data.ts), and
 * handed to whoever asks first. The interface for data layers (packages/client's `useMe()` and query cache):
 *
 *   const early = takeEarlyRead('/api/auth/me');   // Promise<Response | null> | undefined, once per path
 *   if (knownSignedOut()) ...                      // the server saw no session: /api/auth/me would answer 401
 *
 * `installEarlyFetch()` (first thing in the shell's entry) makes the same hand-off transparent for any `fetch`:
 * the first GET of an early path gets the early response, and `GET /api/auth/me` of a visitor the server saw
 * without a session gets the API's own 401 answer without a request (which Chromium would log as a console
 * error). Early answers are only for the page load they were made for: any write (a login, a logout) or
 * EARLY_DATA_TTL_MS after navigation, they are dropped and requests go to the server again.
 */

type EarlyAnswer = { path: string; status: number; body: unknown };

/** What the HTML's early script leaves on `window`. */
export type EarlyData = {
  /** Path → the response of the request the HTML started (null when that request failed on the network). */
  reads: Record<string, Promise<Response | null>>;
  /** Set when the server saw no session: the answer `GET /api/auth/me` would give. */
  anonymous: EarlyAnswer | null;
};

declare global {
  interface Window {
    __camperdeelPrefetch?: EarlyData;
  }
}

/** How long after navigation the early answers may be used: only by the first screen, never stale later. */
export const EARLY_DATA_TTL_MS = 30_000;

function current(): EarlyData | undefined {
  if (typeof window === 'undefined') return undefined;
  const data = window.__camperdeelPrefetch;
  if (data && performance.now() > EARLY_DATA_TTL_MS) forgetEarlyData();
  return window.__camperdeelPrefetch;
}

/** Drops every early answer not used yet (after a write the server's state may differ from the HTML's). */
export function forgetEarlyData(): void {
  if (typeof window !== 'undefined') delete window.__camperdeelPrefetch;
}

/** The early response for `path` (pathname and search), handed out once; undefined when there is none. */
export function takeEarlyRead(path: string): Promise<Response | null> | undefined {
  const data = current();
  const read = data?.reads[path];
  if (data && read) delete data.reads[path];
  return read;
}

/** True when the server saw no session for this page load (and nothing was written since). */
export function knownSignedOut(): boolean {
  return current()?.anonymous != null;
}

/** The GET path of a same-origin request, or null for anything else. */
function sameOriginGetPath(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET') return null;
  const href = input instanceof Request ? input.url : String(input);
  const url = new URL(href, location.href);
  return url.origin === location.origin ? url.pathname + url.search : null;
}

function isWrite(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
}

/** Wraps `window.fetch` once so every data layer gets the early answers without knowing about them. */
export function installEarlyFetch(): void {
  if (typeof window === 'undefined' || !window.__camperdeelPrefetch) return;
  const network = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!current()) return network(input, init);
    if (isWrite(input, init)) {
      forgetEarlyData();
      return network(input, init);
    }
    const path = sameOriginGetPath(input, init);
    if (path === null) return network(input, init);
    const anonymous = current()?.anonymous;
    if (anonymous && path === anonymous.path) {
      return Promise.resolve(
        new Response(JSON.stringify(anonymous.body), {
          status: anonymous.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    const early = takeEarlyRead(path);
    if (!early) return network(input, init);
    return early.then((response) => response ?? network(input, init));
  };
}
