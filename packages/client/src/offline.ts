import { useSyncExternalStore } from 'react';
import { OFFLINE_HEADER } from './app-worker-contract.ts';
import { pageSingleton } from './page-singleton.ts';

export { OFFLINE_HEADER };

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

/** Back to live answers (logging out). */
export function offlineDataReset(): void {
  offlineData.set(null);
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
