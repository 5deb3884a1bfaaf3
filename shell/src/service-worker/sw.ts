import type { AppWorkerMessage } from '@camperdeel/client/app-worker-contract';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { forgetPrivate, isPrivatePath, meetMember, offlinePage, privateAnswers } from './private-answers.ts';

/**
 * The service worker at `/sw.js`, built on Workbox (docs/decisions/0088-workbox-service-worker.md). The BFF puts
 * the precache list in place of `self.__WB_MANIFEST` when it serves the file: the shell's files and every file of
 * the owner remote when that is served from our origin, so no dialog of a loaded owner page waits for the network.
 * - Install precaches; the new worker then waits (no skipWaiting) until the member chooses 'Nieuwe versie —
 *   vernieuwen', so a new version never swaps files under an open page.
 * - The member's pages and reads: network first, kept per member (private-answers.ts).
 * - Writes and everything else go to the network untouched: nothing is ever queued.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The shell's per-version cache of the worker before Workbox; emptied once this one takes over. */
const OLD_SHELL_CACHE = 'camperdeel-shell-';

// Entry points whose name stays the same across versions: the newest from the network, offline the precached one.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname === '/remotes.json' ||
      url.pathname.endsWith('/remoteEntry.js') ||
      url.pathname.endsWith('/mf-manifest.json')),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(url.pathname)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && offlinePage(url.pathname) !== null,
  privateAnswers,
);

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode !== 'navigate' && isPrivatePath(url.pathname),
  privateAnswers,
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once: it has no older worker whose files it could swap.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(OLD_SHELL_CACHE)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as Partial<AppWorkerMessage>;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (data.type === 'FORGET')
    event.waitUntil(forgetPrivate().then(() => event.ports[0]?.postMessage({ type: 'FORGOTTEN' })));
  else if (data.type === 'USER' && typeof data.id === 'string')
    event.waitUntil(meetMember(event, data.id, data.reads));
});
