import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AreaProps } from '../../../federation/area.tsx';
import { AREAS, type AreaKey, registerRuntimeRemotes, resetRemotes } from './registry.ts';

/** The MF runtime has no overall timeout: a remote that never answers would spin forever. */
export const REMOTE_TIMEOUT_MS = 8000;

export type AreaComponent = ComponentType<AreaProps>;

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

async function loadOnce(area: AreaKey): Promise<AreaComponent> {
  const { remote, module } = AREAS[area];
  const id = `${remote}/${module}`;
  const loaded = await withTimeout(
    registerRuntimeRemotes().then(() => loadRemote<{ default: AreaComponent }>(id)),
    REMOTE_TIMEOUT_MS,
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

async function loadWithRetry(area: AreaKey): Promise<AreaComponent> {
  try {
    return await loadOnce(area);
  } catch (error) {
    console.warn(`Onderdeel ${area} laden mislukt, nog één poging`, error);
    await resetRemotes().catch(() => undefined);
    return await loadOnce(area);
  }
}

/**
 * Loads an area's component: timeout, then one retry with a fresh remote entry, then the error goes up. Callers
 * at the same time share one load; after a failure the next call starts a new one.
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
    (error: unknown) => {
      inFlight.delete(area);
      throw error;
    },
  );
  inFlight.set(area, load);
  return load;
}
