/**
 * One value per page, whatever copy of this package asks: the shell and each remote bundle packages/client on
 * their own (only React, the router, zustand and TanStack Query are shared modules), so module-level state would
 * exist once per bundle. The value lives in a global slot instead, made by whichever bundle asks first.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`camperdeel.client.${name}`);
  const slot = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = slot[key];
  if (existing !== undefined) return existing;
  const made = create();
  slot[key] = made;
  return made;
}
