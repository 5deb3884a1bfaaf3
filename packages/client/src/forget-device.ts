import { type AppWorkerMessage, PRIVATE_CACHE } from './app-worker-contract.ts';
import { CONCEPT_PREFIX, offlineDataReset } from './offline.ts';

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
  const forget: AppWorkerMessage = { type: 'FORGET' };
  navigator.serviceWorker?.controller?.postMessage(forget);
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
