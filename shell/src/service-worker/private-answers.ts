import { OFFLINE_HEADER, PRIVATE_CACHE } from '@camperdeel/client/app-worker-contract';
import type { WorkboxPlugin } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';

/**
 * Paths whose GET answers are one member's own data: kept on the device for reading offline, in the private cache
 * only. Admin answers are never among them.
 */
const PRIVATE_PREFIXES = ['/api/owner/', '/api/me', '/api/auth/me', '/files/'];
/** The owner pages that open offline after one visit (docs/product/on-the-road.md). */
const OFFLINE_PAGES = ['/mijn-camper', '/mijn-camper/kalender', '/mijn-camper/help'];
/** The reads of those pages, fetched once when the worker first meets the signed-in owner. */
const PAGE_READS = [
  '/api/auth/me',
  '/api/owner/camper',
  '/api/owner/documents',
  '/api/owner/invoices',
  '/api/owner/credits',
  '/api/owner/credits/history',
  '/api/owner/reservations',
  '/api/owner/blocks',
  '/api/owner/handovers',
  '/api/owner/calendar-feed',
  '/api/owner/help',
];

/** When a kept answer was fetched: stored with it, handed to the page as OFFLINE_HEADER when it is used. */
const FETCHED_HEADER = 'x-camperdeel-fetched';
/** Who the kept answers belong to, kept beside them. */
const USER_KEY = '/__camperdeel/user';

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

/** The offline page a path names (without trailing slashes), or null. */
export function offlinePage(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return OFFLINE_PAGES.includes(clean) ? clean : null;
}

/** One key per page and per read, whatever the request's mode or headers. */
function keyFor(request: Request): string {
  const url = new URL(request.url);
  return offlinePage(url.pathname) ?? url.pathname + url.search;
}

/**
 * How many times the kept answers were forgotten since this worker started. An answer on its way while the member
 * logs out would otherwise be stored after the cache was emptied, in a fresh cache of its own.
 */
let forgotten = 0;

export function forgetPrivate(): Promise<boolean> {
  forgotten += 1;
  return caches.delete(PRIVATE_CACHE);
}

/** Whether the page said who is signed in; `caches.match` by name, as opening the cache would create it again. */
async function hasUser(): Promise<boolean> {
  return Boolean(await caches.match(USER_KEY, { cacheName: PRIVATE_CACHE }));
}

const keptPerMember: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.forgotten = forgotten;
  },
  cacheDidUpdate: async ({ state }) => {
    // Forgotten while this answer was on its way: what it just stored goes too.
    if (state?.forgotten !== forgotten) await forgetPrivate();
  },
  cacheKeyWillBeUsed: async ({ request }) => keyFor(request),
  fetchDidSucceed: async ({ response }) => {
    // The session ended: nothing of the member stays on the device.
    if (response.status === 401) await forgetPrivate();
    return response;
  },
  cacheWillUpdate: async ({ response }) => {
    // Only whole answers, and only once the page said who is signed in: never someone unknown's data.
    if (response.status !== 200 || !(await hasUser())) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_HEADER, new Date().toISOString());
    return new Response(await response.arrayBuffer(), {
      status: 200,
      statusText: response.statusText,
      headers,
    });
  },
  // NetworkFirst reads the cache only when the network failed: the answer says since when it is kept.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_HEADER, headers.get(FETCHED_HEADER) ?? '');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** The member's pages and reads: network first, the last answer kept with its time for reading offline. */
export const privateAnswers = new NetworkFirst({ cacheName: PRIVATE_CACHE, plugins: [keptPerMember] });

/**
 * The page says who is signed in. A different member than the one the kept answers belong to empties them first;
 * then the offline pages and their reads (and those the page made before the worker took over) are fetched once,
 * so one visit online is enough to open them offline.
 */
export async function meetMember(event: ExtendableEvent, id: string, reads: unknown): Promise<void> {
  const known = await caches.match(USER_KEY, { cacheName: PRIVATE_CACHE });
  if (known && (await known.text()) !== id) await forgetPrivate();
  const since = forgotten;
  const cache = await caches.open(PRIVATE_CACHE);
  await cache.put(USER_KEY, new Response(id));
  // Logged out while the member was written down: nobody is kept.
  if (since !== forgotten) {
    await forgetPrivate();
    return;
  }
  const extra = Array.isArray(reads) ? reads.filter((read) => typeof read === 'string') : [];
  await Promise.all([...OFFLINE_PAGES, ...PAGE_READS, ...extra].map((href) => keep(event, href)));
}

async function keep(event: ExtendableEvent, href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin) return;
  if (!offlinePage(url.pathname) && !isPrivatePath(url.pathname)) return;
  try {
    const [answer, stored] = privateAnswers.handleAll({
      event,
      request: new Request(url.href, { credentials: 'same-origin' }),
    });
    await answer;
    await stored;
  } catch {
    // offline or refused: the page's own reads fill the cache next time
  }
}
