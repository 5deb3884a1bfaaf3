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
  await Promise.all([
    workerForgot(),
    typeof caches === 'undefined' ? undefined : caches.delete(PRIVATE_CACHE).catch(() => false),
    forgetDatabases(),
  ]);
}

/** How long logout waits for the worker to say it forgot: a stuck worker must not keep the member signed in. */
const WORKER_ANSWER_MS = 2000;

/**
 * The worker empties its cache itself and answers once done, so an answer it was still storing cannot come back
 * after logout said goodbye.
 */
function workerForgot(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((done) => {
    const channel = new MessageChannel();
    const timer = setTimeout(done, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      done();
    };
    const forget: AppWorkerMessage = { type: 'FORGET' };
    worker.postMessage(forget, [channel.port2]);
  });
}

async function forgetDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases().catch(() => []);
  for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
}
