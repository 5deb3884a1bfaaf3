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
  const script = workerScript(precacheList(dists, c.get('deps').config.remotes.owner));
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Service-Worker-Allowed', '/');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(script);
}
