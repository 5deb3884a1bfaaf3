import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Makes a remote that hung loadable again without a reload. Chromium lets only one request per URL write to its
 * HTTP cache; a second request for the same URL waits behind a hung one for about 20 s. So after a failed attempt
 * (`startNewAttempt`): the hung manifest fetches are aborted, and every new manifest and remote entry request
 * carries the attempt number in its query, which makes it another cache entry. The remote entry's script load
 * gets a timeout of its own instead of the runtime's 20 s.
 */

let attempt = 0;
let controller = new AbortController();

/** Aborts what the previous attempt still waits for and makes the next requests new URLs. */
export function startNewAttempt(): void {
  controller.abort();
  controller = new AbortController();
  attempt += 1;
}

/** The URL of this attempt: unchanged on the first, `?poging=<n>` after a failure. */
export function attemptUrl(url: string): string {
  if (attempt === 0) return url;
  const next = new URL(url, location.href);
  next.searchParams.set('poging', String(attempt));
  return next.href;
}

export function healingPlugin(scriptTimeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'camperdeel-healing',
    fetch(url, init) {
      return fetch(attemptUrl(url), { ...init, signal: controller.signal });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = attemptUrl(url);
      script.async = true;
      return { script, timeout: scriptTimeoutMs };
    },
  };
}
