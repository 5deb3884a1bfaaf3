import { CONCEPT_PREFIX, offlineDataReset } from './offline.ts';

/** The private cache the service worker keeps one member's answers in (bff/src/web/offline/worker-script.ts). */
const PRIVATE_CACHE = 'camperdeel-private';

/**
 * Logging out leaves nothing of the member on the device: the worker's kept answers and pages, the tab's
 * sessionStorage, kept concepts and every IndexedDB database of this origin (docs/product/on-the-road.md).
 */
export async function forgetDeviceData(): Promise<void> {
  offlineDataReset();
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
