import { type Context, Hono } from 'hono';
import { isBuilt, resolveFile, sendFile } from './static-files.ts';

/** One file of a remote's build, with CORS: hosts on other origins fetch the manifest and load the chunks. */
export async function serveRemoteFile(c: Context, dist: string, relativePath: string): Promise<Response> {
  c.header('Access-Control-Allow-Origin', '*');
  if (!isBuilt(dist, 'mf-manifest.json')) {
    return c.text('Dit onderdeel is nog niet gebouwd (npm run build).', 503);
  }
  const file = resolveFile(dist, relativePath);
  if (!file) return c.text('Niet gevonden.', 404);
  return sendFile(c, file, relativePath, { cors: true });
}

/**
 * A remote's build served on its own at `/`, as a separately deployed remote would be: for tests and demos of a
 * remote on another origin. `serve({ fetch: remoteOnlyApp(REPO_DISTS.remotes.mfe_admin).fetch, port: 0 })`, then
 * point REMOTE_ADMIN_URL at `http://127.0.0.1:<port>/mf-manifest.json`.
 */
export function remoteOnlyApp(dist: string): Hono {
  return new Hono().on(['GET', 'HEAD'], '*', async (c) => serveRemoteFile(c, dist, c.req.path.slice(1)));
}
