/**
 * What the pages and the service worker (shell/src/service-worker/) agree on: the cache of one member's answers,
 * the header on an answer taken from the device and the messages a page sends. No imports: the worker bundles it.
 */

/** The private cache the worker keeps one member's answers and pages in (emptied on logout, a 401, another user). */
export const PRIVATE_CACHE = 'camperdeel-private';

/** Set by the service worker on an answer it took from the device: when that answer was fetched (ISO-8601). */
export const OFFLINE_HEADER = 'x-camperdeel-offline-van';

export type AppWorkerMessage =
  /** The signed-in member, and the reads the page made before the worker took over (kept once more). */
  | { type: 'USER'; id: string; reads: string[] }
  /** Logout: empty the private cache; the worker answers on the message's port once it is empty. */
  | { type: 'FORGET' }
  /** The member chose 'Nieuwe versie — vernieuwen': the waiting worker takes over. */
  | { type: 'SKIP_WAITING' };
