import { useEffect, useState } from 'react';
import type { AppWorkerMessage } from './app-worker-contract.ts';

/** Same-origin reads the page has made so far: the worker fetches them again to keep them for offline use. */
function readsSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
}

async function register(userId: string): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const user: AppWorkerMessage = { type: 'USER', id: userId, reads: readsSoFar() };
  ready.active?.postMessage(user);
  return registration;
}

/**
 * The owner area as an installable app (docs/decisions/0088-workbox-service-worker.md): registers the service worker
 * for the signed-in owner and answers whether a new version waits. It never takes over on its own: `update()` runs
 * only on the owner's click, then the page reloads once under the new version.
 */
export function useAppWorker(userId: string | null): { updateReady: boolean; update: () => void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const watch = (registration: ServiceWorkerRegistration) => {
      const offer = () => {
        if (!stopped && registration.waiting && navigator.serviceWorker.controller)
          setWaiting(registration.waiting);
      };
      offer();
      registration.addEventListener('updatefound', () => {
        registration.installing?.addEventListener('statechange', offer);
      });
    };
    register(userId)
      .then((registration) => registration && watch(registration))
      .catch((error: unknown) => console.warn('service worker niet geregistreerd', error));
    return () => {
      stopped = true;
    };
  }, [userId]);
  return {
    updateReady: waiting !== null,
    update: () => {
      if (!waiting) return;
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      const skip: AppWorkerMessage = { type: 'SKIP_WAITING' };
      waiting.postMessage(skip);
    },
  };
}
