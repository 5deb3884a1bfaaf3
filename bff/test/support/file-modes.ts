import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every entry under `root` (itself included) whose mode is not 0700 for a folder or 0600 for a file, as "path mode":
 * what another user of the host could read. `skip` names entries that are not ours to check.
 */
export function looseEntries(root: string, skip: (path: string) => boolean = () => false): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    if (skip(path)) return;
    const info = lstatSync(path);
    const wanted = info.isDirectory() ? 0o700 : 0o600;
    if ((info.mode & 0o777) !== wanted) loose.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return loose;
}
