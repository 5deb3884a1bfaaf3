import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { buildFileReader } from './build-file.ts';
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

/**
 * The shared packages (federation/config.ts) the shell provides to every area: the bootstrap needs them before it
 * renders anything, so they would otherwise load one wave after the bootstrap chunk.
 */
const SHELL_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'zustand',
  '@ark-ui/react/toast',
  '@camperdeel/ui/lib/toast',
];

type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
};

/** federation/page-assets-plugin.ts: page path → its page chunk's files; named chunk group → its files. */
type PageAssets = { pages?: Record<string, string[]>; groups?: Record<string, string[]> };

// A build's JSON file, re-read when it changes; null when missing or half-written (no hints this time).
const readManifest = buildFileReader((text) => JSON.parse(text) as Manifest);
const pageAssetsFile = buildFileReader((text) => JSON.parse(text) as PageAssets);
const readPageAssets = (dist: string) => pageAssetsFile(join(dist, 'page-assets.json'));

/** The shell's bootstrap chunk (`js`) or its stylesheet (`css`), named `bootstrap.<hash>` by shell/src/index.ts. */
function bootstrapFile(shellDist: string, kind: 'js' | 'css'): string | null {
  try {
    const file = readdirSync(join(shellDist, 'static', kind, 'async')).find(
      (name) => name.startsWith('bootstrap.') && name.endsWith(`.${kind}`),
    );
    return file ? `/static/${kind}/async/${file}` : null;
  } catch {
    return null;
  }
}

/** `value` as the text of a double-quoted HTML attribute. */
export const attributeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One preload hint: a script, a stylesheet, or a fetch (CORS mode, as the MF runtime fetches a manifest). */
export type Hint = { href: string; as: 'script' | 'style' | 'fetch' };

const script = (href: string): Hint => ({ href, as: 'script' });
const style = (href: string): Hint => ({ href, as: 'style' });
const hintFor = (href: string) => (href.endsWith('.css') ? style(href) : script(href));
const fetchHint = (href: string): Hint => ({ href, as: 'fetch' });

/** The `<link rel="preload">` tag of a hint. */
export function hintTag({ href, as }: Hint): string {
  return `<link rel="preload" href="${attributeValue(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;
}

/** The shell's bootstrap stylesheet on disk (it holds the one CSS reset of the page), or null. */
export function shellCssFile(dists: WebDists): string | null {
  const file = bootstrapFile(dists.shell, 'css');
  return file ? join(dists.shell, file) : null;
}

/**
 * The stylesheets of the area at `pathname` as files on disk (the exposed module's CSS from its manifest), for a
 * remote served by us; empty when the area is elsewhere or not built.
 */
export function areaCssFiles(pathname: string, config: Config, dists: WebDists): string[] {
  const area = areaRemoteOf(pathname);
  if (!area || !config.remotes[area.config].startsWith(`/remotes/${area.remote}/`)) return [];
  const manifest = readManifest(join(dists.remotes[area.remote], 'mf-manifest.json'));
  const exposed = manifest?.exposes?.find((expose) => expose.name === area.module);
  // The bundler may put the area's stylesheet with a shared module's chunk instead of the exposed module's; the
  // browser loads it with the area either way, so the first screen takes it from there too.
  const shared = (manifest?.shared ?? []).flatMap((entry) => entry.assets?.css?.sync ?? []);
  const files = [...new Set([...(exposed?.assets?.css?.sync ?? []), ...shared])];
  return files.map((file) => join(dists.remotes[area.remote], file));
}

export function areaRemoteOf(pathname: string) {
  return AREAS.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The hint tags for the app page at `pathname` (the landing and the 404 page get the shell's only). */
export function preloadHints(pathname: string, config: Config, dists: WebDists): string {
  return preloadHintList(pathname, config, dists).map(hintTag).join('');
}

/** The hints for the app page at `pathname`, in order, each once. */
export function preloadHintList(pathname: string, config: Config, dists: WebDists): Hint[] {
  const tags: Hint[] = [];
  const bootstrapGroup = readPageAssets(dists.shell)?.groups?.bootstrap;
  if (bootstrapGroup) tags.push(...bootstrapGroup.map((file) => hintFor(`/${file}`)));
  else {
    for (const file of [bootstrapFile(dists.shell, 'css'), bootstrapFile(dists.shell, 'js')]) {
      if (file) tags.push(hintFor(file));
    }
  }
  const shell = readManifest(join(dists.shell, 'mf-manifest.json'));
  for (const name of SHELL_SHARED) {
    const shared = shell?.shared?.find((entry) => entry.name === name);
    for (const file of shared?.assets?.js?.sync ?? []) tags.push(script(`/${file}`));
  }
  const area = areaRemoteOf(pathname);
  if (!area) return unique(tags);
  // Who is signed in and the page's first data are started by the early data script (early-data.ts).
  const manifestUrl = config.remotes[area.config];
  tags.push(fetchHint(manifestUrl));
  // Only for a remote we serve ourselves do we know its files without asking another server.
  const prefix = `/remotes/${area.remote}/`;
  if (!manifestUrl.startsWith(prefix)) return unique(tags);
  const manifest = readManifest(join(dists.remotes[area.remote], 'mf-manifest.json'));
  if (!manifest) return unique(tags);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) tags.push(script(`${prefix}${entry.path ? `${entry.path}/` : ''}${entry.name}`));
  const exposed = manifest.exposes?.find((expose) => expose.name === area.module);
  for (const file of exposed?.assets?.css?.sync ?? []) tags.push(style(`${prefix}${file}`));
  for (const file of exposed?.assets?.js?.sync ?? []) tags.push(script(`${prefix}${file}`));
  // The chunks of the page in the address bar, which the area would only ask for once it has rendered.
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const file of readPageAssets(dists.remotes[area.remote])?.pages?.[page] ?? []) {
    tags.push(hintFor(`${prefix}${file}`));
  }
  return unique(tags);
}

function unique(hints: Hint[]): Hint[] {
  const seen = new Set<string>();
  return hints.filter((hint) => {
    if (seen.has(hint.href)) return false;
    seen.add(hint.href);
    return true;
  });
}
