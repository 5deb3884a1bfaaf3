import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { handleError } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { AppEnv, Deps } from '../../src/http/env.ts';
import { RateLimiter } from '../../src/http/rate-limiter.ts';
import { createWebRoutes } from '../../src/web/routes.ts';
import type { WebDists } from '../../src/web/web-apps.ts';
import type { TestServer } from './server.ts';

/** Writes one file of a fake web build, with the folders it needs. */
export function writeBuildFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** The folders of a fake build below `root`: the shell's and the three remotes' (made as files are written). */
export function fakeDists(root: string): WebDists {
  return {
    shell: join(root, 'shell'),
    remotes: { mfe_public: join(root, 'pub'), mfe_owner: join(root, 'own'), mfe_admin: join(root, 'adm') },
  };
}

/**
 * The web routes alone over a (fake) build, on the test server's real database so sessions are real; the API
 * answers they are compared with come from the real server.
 */
export function webRoutesOver(t: TestServer, dists: WebDists): Hono<AppEnv> {
  const limiter = new RateLimiter();
  const deps = { db: t.db, config: t.config, now: t.clock.now } as Deps;
  const web = new Hono<AppEnv>();
  web.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('limiter', limiter);
    c.set('user', null);
    await next();
  });
  web.route('/', createWebRoutes(dists));
  web.onError(handleError);
  return web;
}

/** The web routes alone over a (fake) build with this configuration and no database: for answers that read none. */
export function webRoutesOnConfig(config: Config, dists: WebDists): Hono<AppEnv> {
  const limiter = new RateLimiter();
  const web = new Hono<AppEnv>();
  web.use('*', async (c, next) => {
    c.set('deps', { config } as Deps);
    c.set('limiter', limiter);
    await next();
  });
  web.route('/', createWebRoutes(dists));
  web.onError(handleError);
  return web;
}

/** A page of the web routes as a visitor with `cookie` (or none) gets it. */
export async function visit(web: Hono<AppEnv>, path: string, cookie?: string) {
  const res = await web.request(path, { headers: cookie ? { cookie } : {} });
  return { res, html: await res.text() };
}
