import type { Context } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import type { WebDists } from '../web-apps.ts';
import { precacheList } from './precache-list.ts';
import { workerScript } from './worker-script.ts';

/**
 * `GET /sw.js`: always revalidated, so a new version is found on the next visit; its scope is the whole site
 * (it lives at the root, so no Service-Worker-Allowed is needed — sent anyway to state the scope).
 */
export function sendWorker(c: Context<AppEnv>, dists: WebDists) {
  const script = workerScript(dists.shell, precacheList(dists, c.get('deps').config));
  if (script === null) return c.text('De service worker is nog niet gebouwd (npm run build).', 503);
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Service-Worker-Allowed', '/');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(script);
}
