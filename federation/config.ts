import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

/**
 * The one Module Federation configuration every app builds with (docs/product/platform.md#module-federation-architecture-3). Shell and remotes must agree
 * on the shared singletons, or a page ends up with two Reacts, two routers or a toast that never shows.
 */

/** MF container names: underscores, one per app. */
export const MF_NAMES = {
  shell: 'shell',
  public: 'mfe_public',
  owner: 'mfe_owner',
  admin: 'mfe_admin',
} as const;

const devBase = Number(process.env.DEV_PORT_BASE ?? 3100);

/**
 * Dev server ports (shell at DEV_PORT_BASE, default 3100, the remotes right after it); `npm run dev` points the
 * BFF's remote configuration at them. The BFF itself listens on PORT (3000).
 */
export const DEV_PORTS = {
  bff: 3000,
  shell: devBase,
  mfe_public: devBase + 1,
  mfe_owner: devBase + 2,
  mfe_admin: devBase + 3,
} as const;

/**
 * How long the bundler waits for one chunk's script before it gives up (Rspack's default is 120 s): a page chunk
 * of a remote that hangs must turn into the area's fallback within 10 s. 8 s left too little for the render of the
 * fallback on a busy machine (10.03 s measured in e2e); a page chunk takes well under a second on slow 4G.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 6000;

const singleton = { singleton: true, requiredVersion: false } as const;

// Only what must exist once per page is shared: React (one renderer, one set of hooks), the router (the shell's
// router context reaches every area), zustand, and the toast store with Ark's toast machine (a remote's toast()
// reaches the shell's <Toaster>). Subpaths are separate share keys: the bare key does not cover
// `react-dom/client` or `react/jsx-runtime`. Everything else (Ark components, the ui components, zod) is bundled
// into the remote that uses it: a shared module is its own chunk, fetched one consume round trip after the chunk
// that needs it, which on a phone network cost more than the duplicate bytes (docs/decisions/0051-web-speed.md).
const shared: NonNullable<ModuleFederationOptions['shared']> = {
  react: singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react/jsx-runtime': singleton,
  '@tanstack/react-router': singleton,
  zustand: singleton,
  // One QueryClientProvider context for the shell and every area (packages/client keeps its state in page-wide
  // slots, so its own modules need not be shared).
  '@tanstack/react-query': singleton,
  '@ark-ui/react/toast': singleton,
  '@camperdeel/ui/lib/toast': singleton,
};

const common = {
  shared,
  // One offline remote must not block start-up: use what is loaded instead of negotiating versions first.
  shareStrategy: 'loaded-first',
  // Types cross the boundary through the area contract (federation/area.tsx), not generated MF types.
  dts: false,
} satisfies ModuleFederationOptions;

export function hostFederation(): ModuleFederationOptions {
  // No build-time remotes: the shell registers them at run time from the BFF's /remotes.json. The shell hands its
  // MF runtime core to the remotes (global `_FEDERATION_RUNTIME_CORE`), so a page parses and starts it once.
  return { ...common, name: MF_NAMES.shell, experiments: { provideExternalRuntime: true } };
}

export function remoteFederation(
  name: (typeof MF_NAMES)[Exclude<keyof typeof MF_NAMES, 'shell'>],
  exposes: Record<string, string>,
): ModuleFederationOptions {
  // The remote uses the runtime core its host provides (hostFederation); its standalone page gets one from
  // `mf-runtime.js` (federation/provide-runtime.ts), and the partner embed is built without MF.
  return {
    ...common,
    name,
    exposes,
    filename: 'remoteEntry.js',
    manifest: true,
    experiments: { externalRuntime: true },
  };
}
