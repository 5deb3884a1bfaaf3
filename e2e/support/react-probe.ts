import type { Page } from '@playwright/test';

/**
 * Installs a minimal React DevTools hook before any script runs. Every react-dom copy on the page registers
 * itself with this hook once, so the number of registrations is the number of Reacts rendering the page.
 */
export async function installReactProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

/** The versions of the React renderers that registered with the probe. */
export function reactRenderers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = Reflect.get(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__') as {
      renderers: Map<number, { version?: string }>;
    };
    return [...hook.renderers.values()].map((renderer) => renderer.version ?? 'onbekend');
  });
}

export type SharedUse = {
  /** MF containers whose copy of the package was loaded (should be exactly one). */
  providers: string[];
  /** Versions loaded. */
  versions: string[];
  /** MF containers that use the loaded copy. */
  usedBy: string[];
};

/** Reads `window.__FEDERATION__.__SHARE__`: for each package, who provided the loaded copy and who uses it. */
export function sharedUse(page: Page, packages: string[]): Promise<Record<string, SharedUse>> {
  return page.evaluate((wanted) => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
    const share = (Reflect.get(window, '__FEDERATION__') as { __SHARE__: Share }).__SHARE__;
    const result: Record<string, { providers: string[]; versions: string[]; usedBy: string[] }> = {};
    for (const name of wanted) {
      const providers = new Set<string>();
      const versions = new Set<string>();
      const usedBy = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (!entry.loaded && !entry.lib) continue;
            providers.add(entry.from);
            versions.add(version);
            for (const user of entry.useIn ?? []) usedBy.add(user);
          }
        }
      }
      result[name] = { providers: [...providers], versions: [...versions], usedBy: [...usedBy].sort() };
    }
    return result;
  }, packages);
}
