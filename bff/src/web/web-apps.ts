import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const REMOTE_NAMES = ['mfe_public', 'mfe_owner', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where the built web apps are: the shell (served at `/`) and each remote (served at `/remotes/<name>/`). */
export type WebDists = { shell: string; remotes: Record<RemoteName, string> };

/** The apps' `dist` folders in this repository, as `npm start` / `npm run build` leave them. */
export const SHELL_DIST = join(repoRoot, 'shell', 'dist');
export const REMOTE_DISTS: Record<RemoteName, string> = {
  mfe_public: join(repoRoot, 'mfe-public', 'dist'),
  mfe_owner: join(repoRoot, 'mfe-owner', 'dist'),
  mfe_admin: join(repoRoot, 'mfe-admin', 'dist'),
};
export const REPO_DISTS: WebDists = { shell: SHELL_DIST, remotes: REMOTE_DISTS };

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}
