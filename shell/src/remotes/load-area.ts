import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaComponent } from '../../../federation/area.tsx';
import {
  AREAS,
  type AreaKey,
  FIRST_ATTEMPT_SHARE,
  MIN_ATTEMPT_MS,
  REMOTE_BUDGET_MS,
  registerRuntimeRemotes,
  resetRemotes,
} from './registry.ts';

export type { AreaComponent };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: geen antwoord binnen ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The MF runtime has no overall timeout: a remote that never answers would spin forever. */
async function loadOnce(area: AreaKey, timeoutMs: number): Promise<AreaComponent> {
  const { remote, module } = AREAS[area];
  const id = `${remote}/${module}`;
  const loaded = await withTimeout(
    registerRuntimeRemotes().then(() => loadRemote<{ default: AreaComponent }>(id)),
    timeoutMs,
    id,
  );
  if (!loaded?.default) throw new Error(`${id} exporteert geen component`);
  return loaded.default;
}

const cache = new Map<AreaKey, AreaComponent>();
const inFlight = new Map<AreaKey, Promise<AreaComponent>>();

/** The area's component if it was loaded before, so revisiting an area renders without a loading state. */
export function loadedArea(area: AreaKey): AreaComponent | undefined {
  return cache.get(area);
}

let firstLoad = true;

/** Ms left until `deadline` (performance.now() time), never less than MIN_ATTEMPT_MS. */
function left(deadline: number, share = 1): number {
  return Math.max(MIN_ATTEMPT_MS, Math.round((deadline - performance.now()) * share));
}

async function loadWithRetry(area: AreaKey): Promise<AreaComponent> {
  // The first load of the document counts from the navigation (performance.now() is 0 there).
  const deadline = (firstLoad ? 0 : performance.now()) + REMOTE_BUDGET_MS;
  firstLoad = false;
  try {
    return await loadOnce(area, left(deadline, FIRST_ATTEMPT_SHARE));
  } catch (error) {
    console.warn(`Onderdeel ${area} laden mislukt, nog één poging`, error);
    await resetRemotes().catch(() => undefined);
    return await loadOnce(area, left(deadline));
  }
}

/**
 * Loads an area's component: a first attempt, then one retry with a fresh remote entry, then the error goes up
 * (within REMOTE_BUDGET_MS). Callers at the same time share one load; after a failure the
 * remotes are reset at once, so the next call ('Opnieuw proberen') starts on new URLs, not behind a hung request.
 */
export function loadArea(area: AreaKey): Promise<AreaComponent> {
  const running = inFlight.get(area);
  if (running) return running;
  const load = loadWithRetry(area).then(
    (component) => {
      cache.set(area, component);
      inFlight.delete(area);
      return component;
    },
    async (error: unknown) => {
      await resetRemotes().catch(() => undefined);
      inFlight.delete(area);
      throw error;
    },
  );
  inFlight.set(area, load);
  return load;
}
