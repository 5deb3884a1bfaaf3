import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../http/env.ts';
import { listCamperRows, publicCamperJson } from '../services/camper-view.ts';

/**
 * /api/public/campers: anonymous, public fields only, for partner embeds. Any origin may read it, and shared
 * caches may keep it a minute: a new camper or a filled slot shows up soon enough.
 */
export const publicCamperRoutes = new Hono<AppEnv>()
  .use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }))
  .get('/', async (c) => {
    const rows = await listCamperRows(c.var.deps.db, { visibleOnly: true, order: 'naam' });
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=60');
    return c.json({ campers: rows.map(publicCamperJson) }, 200);
  });
