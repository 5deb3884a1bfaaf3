import { publicCamperListSchema } from '@camperdeel/rules/contract/camper';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { listCamperRows, publicCamperJson } from '../services/camper-view.ts';

/**
 * /api/public/campers: anonymous, public fields only, for partner embeds. Any origin may read it, and shared
 * caches may keep it a minute: a new camper or a filled slot shows up soon enough.
 */
export const publicCamperRoutes = new Hono<AppEnv>()
  .use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }))
  .get(
    '/',
    describe({
      summary: 'Publieke campers (partners, embed)',
      tag: 'campers',
      access: 'public',
      ok: { status: 200, body: publicCamperListSchema },
    }),
    async (c) => {
      const rows = await listCamperRows(c.var.deps.db, { visibleOnly: true, order: 'naam' });
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=60');
      return c.json({ campers: rows.map(publicCamperJson) }, 200);
    },
  );
