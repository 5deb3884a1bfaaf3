import { publicCamperListSchema } from '@camperdeel/rules/schemas/camper';
import { Hono } from 'hono';
import { publicCamperListAnswer } from '../../cache/camper-list-cache.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { publicCors } from '../../http/public-cors.ts';

/**
 * /api/public/campers: anonymous, public fields only, for partner embeds. Any origin may read it, and shared
 * caches may keep it a minute: a new camper or a filled slot shows up soon enough.
 */
export const publicCamperRoutes = new Hono<AppEnv>().use('*', publicCors(['GET', 'HEAD', 'OPTIONS'])).get(
  '/',
  describe({
    summary: 'Publieke campers (partners, embed)',
    tag: 'campers',
    access: 'public',
    ok: { status: 200, body: publicCamperListSchema },
    conditional: true,
  }),
  conditionalGet,
  async (c) => {
    return sendCachedJson(
      c,
      await publicCamperListAnswer(c.var.deps.db),
      'public, max-age=60, stale-while-revalidate=60',
    );
  },
);
