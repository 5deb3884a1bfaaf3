import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { healingPlugin, startNewAttempt } from './healing-plugin.ts';

/** The areas the shell mounts and the remote (MF name) and exposed module that renders each. */
export const AREAS = {
  public: { remote: 'mfe_public', module: 'PublicArea' },
  owner: { remote: 'mfe_owner', module: 'OwnerArea' },
  admin: { remote: 'mfe_admin', module: 'AdminArea' },
} as const;

export type AreaKey = keyof typeof AREAS;

/** The top-level paths of each area; the shell gives each a splat route (`/admin` and everything under it). */
export const AREA_PATHS: readonly { path: string; area: AreaKey }[] = [
  { path: '/auth', area: 'public' },
  { path: '/dashboard', area: 'public' },
  { path: '/mijn-camper', area: 'owner' },
  { path: '/admin', area: 'admin' },
];

export function areaOfPath(pathname: string): AreaKey | undefined {
  return AREA_PATHS.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))?.area;
}

/**
 * How long loading an area may take in total, both attempts together (manifest, entry and the area's chunks), so
 * a hanging remote shows the fallback within 10 s. For the first page of a document it counts from the
 * navigation, so a slow start of the shell is not added on top.
 */
export const REMOTE_BUDGET_MS = 8500;
/** The first attempt's share of what is left of the budget; the retry gets the rest. */
export const FIRST_ATTEMPT_SHARE = 0.6;
/** No attempt gets less than this, however late it starts. */
export const MIN_ATTEMPT_MS = 1500;

/** Body of `GET /remotes.json`: MF name → URL of its mf-manifest.json (absolute or same-origin path). */
export type RemoteConfig = Record<string, string>;

let config: Promise<RemoteConfig> | undefined;
let pluginRegistered = false;

async function fetchConfig(): Promise<RemoteConfig> {
  // Preloaded by index.html (same URL and mode, so the browser reuses that response); served with no-cache.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json gaf ${response.status}`);
  return (await response.json()) as RemoteConfig;
}

function register(remotes: RemoteConfig, force: boolean) {
  if (!pluginRegistered) {
    registerPlugins([healingPlugin(REMOTE_BUDGET_MS * FIRST_ATTEMPT_SHARE)]);
    pluginRegistered = true;
  }
  registerRemotes(
    Object.entries(remotes).map(([name, url]) => ({ name, entry: new URL(url, location.href).href })),
    { force },
  );
}

/** Fetches the runtime remote configuration once and registers every remote's manifest. */
export function registerRuntimeRemotes(): Promise<RemoteConfig> {
  config ??= fetchConfig().then(
    (remotes) => {
      register(remotes, false);
      return remotes;
    },
    (error: unknown) => {
      config = undefined; // a later area load asks again
      throw error;
    },
  );
  return config;
}

/**
 * Registers the remotes again with `force`, which drops the runtime's cached remote entry and modules, and starts
 * a new attempt (healing-plugin.ts): hung requests are aborted and the next ones use new URLs, so a remote that
 * was down or hung is fetched fresh, at once.
 */
export async function resetRemotes(): Promise<void> {
  const remotes = await registerRuntimeRemotes();
  startNewAttempt();
  register(remotes, true);
}
