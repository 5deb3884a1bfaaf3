import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modifiedAt } from '../build-file.ts';
import type { PrecacheEntry } from './precache-list.ts';

/** Where Workbox's precache list goes in the built worker (the same placeholder as Workbox's injectManifest). */
const PLACEHOLDER = 'self.__WB_MANIFEST';

let built: { file: string; mtime: number; source: string } | null = null;

function builtWorker(shellDist: string): string | null {
  const file = join(shellDist, 'sw.js');
  const mtime = modifiedAt(file);
  if (mtime === null) return null;
  if (built?.file !== file || built.mtime !== mtime)
    built = { file, mtime, source: readFileSync(file, 'utf8') };
  return built.source;
}

/**
 * The service worker (`GET /sw.js`): the shell's build of shell/src/service-worker/ with this server's precache
 * list in place, or null when the shell is not built. The list depends on where the owner remote is served
 * (REMOTE_OWNER_URL, read at start), so it is put in here rather than at build time; any changed file changes the
 * script, which is how the browser finds a new version (docs/decisions/0088-workbox-service-worker.md).
 */
export function workerScript(shellDist: string, precache: PrecacheEntry[]): string | null {
  const source = builtWorker(shellDist);
  if (source === null || !source.includes(PLACEHOLDER)) return null;
  // `<` escaped: the list is data inside a script, whatever a file name holds.
  const list = JSON.stringify(precache).replace(/</g, '\\u003c');
  return source.replace(PLACEHOLDER, () => list);
}
