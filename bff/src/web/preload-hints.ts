import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { RemoteName, WebDists } from './web-apps.ts';

/**
 * `<link rel="preload">` hints the server writes into the app's HTML, so the browser fetches in parallel what the
 * shell would otherwise ask for one wave after another (HTML → shell → bootstrap → remotes.json → manifest →
 * remote entry → the area's module): the shell's bootstrap chunk and its React and router, the area's manifest,
 * and, for a remote served by us, its remote entry and exposed module. Attributes match the later requests
 * exactly (fetch in CORS mode, scripts without crossorigin), or the browser fetches twice.
 */

/** The area of each top-level path (as shell/src/remotes/registry.ts) and the module it exposes. */
const AREAS: readonly {
  path: string;
  remote: RemoteName;
  module: string;
  config: keyof Config['remotes'];
}[] = [
  { path: '/auth', remote: 'mfe_public', module: 'PublicArea', config: 'public' },
  { path: '/dashboard', remote: 'mfe_public', module: 'PublicArea', config: 'public' },
  { path: '/mijn-camper', remote: 'mfe_owner', module: 'OwnerArea', config: 'owner' },
  { path: '/admin', remote: 'mfe_admin', module: 'AdminArea', config: 'admin' },
];

/** Shared packages the shell's bootstrap needs before it renders anything. */
const SHELL_SHARED = ['react', 'react/jsx-runtime', 'react-dom/client', '@tanstack/react-router'];

type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
};

const manifests = new Map<string, { mtime: number; manifest: Manifest | null }>();

function readManifest(file: string): Manifest | null {
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = manifests.get(file);
  if (known?.mtime === mtime) return known.manifest;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null; // a build being written: no hints this time
  }
  manifests.set(file, { mtime, manifest });
  return manifest;
}

function bootstrapChunk(shellDist: string): string | null {
  try {
    const file = readdirSync(join(shellDist, 'static', 'js', 'async')).find(
      (name) => name.startsWith('bootstrap.') && name.endsWith('.js'),
    );
    return file ? `/static/js/async/${file}` : null;
  } catch {
    return null;
  }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const script = (href: string) => `<link rel="preload" href="${attr(href)}" as="script">`;
const style = (href: string) => `<link rel="preload" href="${attr(href)}" as="style">`;
const fetchHint = (href: string, credentials: 'anonymous' | 'use-credentials') =>
  `<link rel="preload" href="${attr(href)}" as="fetch" crossorigin="${credentials}">`;

export function areaRemoteOf(pathname: string) {
  return AREAS.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The hint tags for the app page at `pathname` (the landing and the 404 page get the shell's only). */
export function preloadHints(pathname: string, config: Config, dists: WebDists, signedIn: boolean): string {
  const tags: string[] = [];
  const bootstrap = bootstrapChunk(dists.shell);
  if (bootstrap) tags.push(script(bootstrap));
  const shell = readManifest(join(dists.shell, 'mf-manifest.json'));
  for (const name of SHELL_SHARED) {
    const shared = shell?.shared?.find((entry) => entry.name === name);
    for (const file of shared?.assets?.js?.sync ?? []) tags.push(script(`/${file}`));
  }
  const area = areaRemoteOf(pathname);
  if (!area) return tags.join('');
  // The guard of every area asks who is signed in; with a session cookie that answer can start with the HTML.
  if (signedIn) tags.push(fetchHint('/api/auth/me', 'use-credentials'));
  const manifestUrl = config.remotes[area.config];
  tags.push(fetchHint(manifestUrl, 'anonymous'));
  // Only for a remote we serve ourselves do we know its files without asking another server.
  const prefix = `/remotes/${area.remote}/`;
  if (!manifestUrl.startsWith(prefix)) return tags.join('');
  const manifest = readManifest(join(dists.remotes[area.remote], 'mf-manifest.json'));
  if (!manifest) return tags.join('');
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) tags.push(script(`${prefix}${entry.path ? `${entry.path}/` : ''}${entry.name}`));
  const exposed = manifest.exposes?.find((expose) => expose.name === area.module);
  for (const file of exposed?.assets?.css?.sync ?? []) tags.push(style(`${prefix}${file}`));
  for (const file of exposed?.assets?.js?.sync ?? []) tags.push(script(`${prefix}${file}`));
  return tags.join('');
}
