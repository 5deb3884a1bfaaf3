import type { Precache } from './precache-list.ts';

/**
 * Paths whose GET answers are one member's own data: kept on the device for reading offline, in the private cache
 * only (cleared on logout, on a 401 and when another user signs in). Admin answers are never among them.
 */
export const PRIVATE_PREFIXES = ['/api/owner/', '/api/me', '/api/auth/me', '/files/'] as const;
/** The owner pages that open offline after one visit (docs/product/on-the-road.md). */
export const OFFLINE_PAGES = ['/mijn-camper', '/mijn-camper/kalender', '/mijn-camper/help'] as const;

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
] as const;

/** The header the worker adds to an answer it took from the device: when that answer was fetched (ISO-8601). */
export const OFFLINE_HEADER = 'x-camperdeel-offline-van';

/**
 * The service worker (`GET /sw.js`). Why this shape, and why not a queue of writes: docs/decisions/0086-installable-owner-app.md.
 * - install: precaches the shell and the owner remote; it waits (no skipWaiting) until the page's user chooses
 *   'Nieuwe versie — vernieuwen', so a new version never swaps files under an open page.
 * - API reads on PRIVATE_PREFIXES and the owner pages: network first, the last answer kept with its time; offline
 *   the kept answer is served with OFFLINE_HEADER. Everything else (writes above all) goes to the network untouched.
 */
export function workerScript(precache: Precache): string {
  const settings = {
    version: precache.version,
    precache: precache.urls,
    privatePrefixes: PRIVATE_PREFIXES,
    offlinePages: OFFLINE_PAGES,
    pageReads: PAGE_READS,
    offlineHeader: OFFLINE_HEADER,
  };
  return `'use strict';
const S = ${JSON.stringify(settings)};
const SHELL = 'camperdeel-shell-' + S.version;
const PRIVATE = 'camperdeel-private';
const USER_KEY = '/__camperdeel/user';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(S.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((name) => name.startsWith('camperdeel-shell-') && name !== SHELL)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function forgetPrivate() {
  await caches.delete(PRIVATE);
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'SKIP_WAITING') self.skipWaiting();
  else if (data.type === 'FORGET') event.waitUntil(forgetPrivate());
  else if (data.type === 'USER' && typeof data.id === 'string') {
    // One member's answers never reach another: a different user signing in on this device starts empty.
    event.waitUntil(caches.open(PRIVATE).then(async (cache) => {
      const known = await cache.match(USER_KEY);
      const id = known ? await known.text() : null;
      if (id !== null && id !== data.id) {
        await caches.delete(PRIVATE);
        cache = await caches.open(PRIVATE);
      }
      await cache.put(USER_KEY, new Response(data.id));
      // The page loaded before this worker took over: fetch its reads (and the other offline pages) once more
      // so one visit online is enough to open them offline.
      const urls = [...S.offlinePages, ...S.pageReads, ...(Array.isArray(data.reads) ? data.reads : [])];
      await Promise.all(urls.filter((url) => typeof url === 'string').map((url) => warm(url)));
    }));
  }
});

function isPrivate(path) {
  return S.privatePrefixes.some((prefix) => path === prefix || path.startsWith(prefix));
}

function pageKey(path) {
  const clean = path.length > 1 ? path.replace(/\\/+$/, '') : path;
  return S.offlinePages.includes(clean) ? clean : null;
}

async function hasUser() {
  const cache = await caches.open(PRIVATE);
  return Boolean(await cache.match(USER_KEY));
}

async function fromDevice(key) {
  const cache = await caches.open(PRIVATE);
  const kept = await cache.match(key);
  if (!kept) return null;
  const headers = new Headers(kept.headers);
  headers.set(S.offlineHeader, headers.get('x-camperdeel-fetched') || '');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

async function networkFirst(request, key) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await fromDevice(key);
    if (kept) return kept;
    throw error;
  }
  if (response.status === 401) {
    await forgetPrivate();
  } else if (response.ok && response.status === 200 && (await hasUser())) {
    const headers = new Headers(response.headers);
    headers.set('x-camperdeel-fetched', new Date().toISOString());
    const body = await response.clone().arrayBuffer();
    const cache = await caches.open(PRIVATE);
    await cache.put(key, new Response(body, { status: 200, statusText: response.statusText, headers }));
  }
  return response;
}

async function warm(href) {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const page = pageKey(url.pathname);
  if (!page && !isPrivate(url.pathname)) return;
  try {
    await networkFirst(new Request(url.href, { credentials: 'same-origin' }), page || url.pathname + url.search);
  } catch {
    // offline or refused: the page's own reads fill the cache next time
  }
}

async function shellFirst(request) {
  const kept = await caches.match(request, { cacheName: SHELL, ignoreVary: true });
  if (kept) return kept;
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const key = pageKey(url.pathname);
    if (key) event.respondWith(networkFirst(request, key));
    return;
  }
  if (isPrivate(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
    return;
  }
  if (url.pathname === '/remotes.json' || url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/mf-manifest.json')) {
    event.respondWith(fetch(request).catch(() => caches.match(request, { cacheName: SHELL, ignoreVary: true }).then((kept) => kept || Response.error())));
    return;
  }
  if (S.precache.includes(url.pathname)) event.respondWith(shellFirst(request));
});
`;
}
