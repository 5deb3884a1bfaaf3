import type { Config } from '../config.ts';
import type { RemoteName } from './web-apps.ts';

/**
 * Body of `GET /remotes.json`: where the shell finds each remote's mf-manifest.json. From REMOTE_PUBLIC_URL,
 * REMOTE_OWNER_URL and REMOTE_ADMIN_URL, so a remote can move to another origin without rebuilding the shell.
 */
export function remoteConfig(config: Config): Record<RemoteName, string> {
  return {
    mfe_public: config.remotes.public,
    mfe_owner: config.remotes.owner,
    mfe_admin: config.remotes.admin,
  };
}

/** Origins other than our own that HTML pages may load remote code from (absolute remote URLs). */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(remoteConfig(config)).flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return []; // a same-origin path
    }
  });
  return [...new Set(origins)];
}
