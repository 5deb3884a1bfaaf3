import { useSyncExternalStore } from 'react';
import { pageSingleton } from './page-singleton.ts';

/** Set by the service worker on an answer it took from the device: when that answer was fetched (ISO-8601). */
export const OFFLINE_HEADER = 'x-camperdeel-offline-van';

type Listener = () => void;

/**
 * When the data on screen was fetched, while the page reads answers the device kept (null when online). One per page
 * (page-singleton.ts): the shell's and each remote's copy of `request()` report into the same slot.
 */
const offlineData = pageSingleton('offlineData', () => {
  let since: string | null = null;
  const listeners = new Set<Listener>();
  const set = (next: string | null) => {
    if (next === since) return;
    since = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => since,
    set,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

/**
 * Every answer tells whether it came from the network or from the device; the oldest kept answer on screen is
 * the one the notice names.
 */
export function answeredFrom(headers: Headers | undefined): void {
  const kept = headers?.get(OFFLINE_HEADER);
  if (kept === null || kept === undefined) {
    offlineData.set(null);
    return;
  }
  const current = offlineData.get();
  const at = kept === '' ? new Date().toISOString() : kept;
  if (current === null || at < current) offlineData.set(at);
}

/** The time of the kept data on screen, or null while the page reads live answers. */
export function offlineSince(): string | null {
  return offlineData.get();
}

/** `offlineSince()` for a component: re-renders when it changes. */
export function useOfflineSince(): string | null {
  return useSyncExternalStore(offlineData.subscribe, offlineData.get, () => null);
}

/** localStorage keys of what an owner typed and kept on the device to send later by hand (a handover concept). */
export const CONCEPT_PREFIX = 'camperdeel.concept.';

/** The private cache the service worker keeps one member's answers in (bff/src/web/offline/worker-script.ts). */
const PRIVATE_CACHE = 'camperdeel-private';

/**
 * Logging out leaves nothing of the member on the device: the worker's kept answers and pages, the tab's
 * sessionStorage, kept concepts and every IndexedDB database of this origin (docs/product/on-the-road.md).
 */
export async function forgetDeviceData(): Promise<void> {
  offlineData.set(null);
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage))
      if (key.startsWith(CONCEPT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage blocked by the browser: nothing kept there either
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'FORGET' });
  await Promise.all([
    typeof caches === 'undefined' ? undefined : caches.delete(PRIVATE_CACHE).catch(() => false),
    forgetDatabases(),
  ]);
}

async function forgetDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases().catch(() => []);
  for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
}
