import { registerRemotes } from '@module-federation/enhanced/runtime';

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

/** Body of `GET /remotes.json`: MF name → URL of its mf-manifest.json (absolute or same-origin path). */
export type RemoteConfig = Record<string, string>;

let config: Promise<RemoteConfig> | undefined;

async function fetchConfig(): Promise<RemoteConfig> {
  // Preloaded by index.html (same URL and mode, so the browser reuses that response); served with no-cache.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json gaf ${response.status}`);
  return (await response.json()) as RemoteConfig;
}

function register(remotes: RemoteConfig, force: boolean) {
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
 * Registers the remotes again with `force`, which drops the runtime's cached remote entry and modules, so a
 * remote that was down (or hung) is fetched fresh on the next load.
 */
export async function resetRemotes(): Promise<void> {
  register(await registerRuntimeRemotes(), true);
}
