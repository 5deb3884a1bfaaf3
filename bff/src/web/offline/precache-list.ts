import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { WebDists } from '../web-apps.ts';

/** Source maps and licence notes are never fetched by a page. */
const SKIPPED = /\.(map|LICENSE\.txt)$/;

function filesUnder(root: string, folder: string): string[] {
  const dir = join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !SKIPPED.test(entry) && statSync(join(dir, entry)).isFile())
    .map((entry) => relative(root, join(dir, entry)).split(sep).join('/'));
}

export type Precache = { version: string; urls: string[] };

/**
 * What the worker keeps before it takes over: the shell's scripts and styles and every file of the owner remote
 * (its manifest, entry and all chunks), so no dialog of a loaded owner page waits for the network
 * (docs/decisions/0086-installable-owner-app.md). Only the same-origin owner remote is listed; one served from
 * another origin is fetched as before. The version changes whenever a file does.
 */
export function precacheList(dists: WebDists, ownerRemoteUrl: string): Precache {
  const urls = ['/remotes.json', ...filesUnder(dists.shell, 'static').map((file) => `/${file}`)];
  if (ownerRemoteUrl.startsWith('/remotes/mfe_owner/')) {
    const owner = dists.remotes.mfe_owner;
    const top = ['mf-manifest.json', 'remoteEntry.js'].filter((file) => {
      try {
        return statSync(join(owner, file)).isFile();
      } catch {
        return false;
      }
    });
    urls.push(...[...top, ...filesUnder(owner, 'static')].map((file) => `/remotes/mfe_owner/${file}`));
  }
  const hash = createHash('sha256');
  for (const url of urls) hash.update(url).update('\n');
  // Unhashed names (remoteEntry.js, mf-manifest.json) change content, not name: their size and time count too.
  for (const [root, file] of [
    [dists.remotes.mfe_owner, 'remoteEntry.js'],
    [dists.remotes.mfe_owner, 'mf-manifest.json'],
  ] as const) {
    try {
      const stat = statSync(join(root, file));
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}`);
    } catch {
      // not built: nothing to add
    }
  }
  return { version: hash.digest('base64url').slice(0, 16), urls };
}
