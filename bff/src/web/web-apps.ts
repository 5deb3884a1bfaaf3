import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The built web apps this server serves, by MF name: the shell at `/`, each remote at `/remotes/<name>/`. */
export const SHELL_DIST = join(repoRoot, 'shell', 'dist');

export const REMOTE_DISTS = {
  mfe_public: join(repoRoot, 'mfe-public', 'dist'),
  mfe_owner: join(repoRoot, 'mfe-owner', 'dist'),
  mfe_admin: join(repoRoot, 'mfe-admin', 'dist'),
} as const;

export type RemoteName = keyof typeof REMOTE_DISTS;

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_DISTS, name);
}
