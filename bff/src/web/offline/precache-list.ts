import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Config } from '../../config.ts';
import { remoteConfig } from '../remote-config.ts';
import type { WebDists } from '../web-apps.ts';

/** Source maps and licence notes are never fetched by a page; compressed copies are the server's to send. */
const SKIPPED = /\.(map|LICENSE\.txt|br|gz)$/;

/**
 * One entry of Workbox's precache list. `revision` is null for files under `static/`, whose names carry their
 * content hash; a file that keeps its name across builds gets one that changes with it, so Workbox fetches it again.
 */
export type PrecacheEntry = { url: string; revision: string | null };

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

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** A revision from the file's size and time: these files are small in number, and read on every `/sw.js`. */
function fileRevision(root: string, file: string): string | null {
  try {
    const stat = statSync(join(root, file));
    return stat.isFile() ? shortHash(`${stat.size}:${stat.mtimeMs}`) : null;
  } catch {
    return null; // not built
  }
}

/**
 * What the worker keeps before it takes over: the shell's scripts and styles, the remote configuration and every
 * file of the owner remote (its manifest, entry and all chunks), so no dialog of a loaded owner page waits for the
 * network (docs/decisions/0088-workbox-service-worker.md). Only a same-origin owner remote is listed; one served
 * from another origin is fetched as before.
 */
export function precacheList(dists: WebDists, config: Config): PrecacheEntry[] {
  const remotes = remoteConfig(config);
  const entries: PrecacheEntry[] = [
    { url: '/remotes.json', revision: shortHash(JSON.stringify(remotes)) },
    ...filesUnder(dists.shell, 'static').map((file) => ({ url: `/${file}`, revision: null })),
  ];
  if (remotes.mfe_owner.startsWith('/remotes/mfe_owner/')) {
    const owner = dists.remotes.mfe_owner;
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const revision = fileRevision(owner, file);
      if (revision) entries.push({ url: `/remotes/mfe_owner/${file}`, revision });
    }
    for (const file of filesUnder(owner, 'static'))
      entries.push({ url: `/remotes/mfe_owner/${file}`, revision: null });
  }
  return entries;
}
