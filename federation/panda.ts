/**
 * Remotes leave the CSS reset to the shell when mounted in it; on their own (standalone dev server, started by
 * `npm run dev -w mfe-...` without CAMPERDEEL_IN_SHELL) they need it themselves. Production builds are for the shell.
 */
export function remoteWantsPreflight(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' && env.CAMPERDEEL_IN_SHELL !== '1';
}
