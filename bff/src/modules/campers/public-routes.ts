import { publicCamperListSchema } from '@camperdeel/rules/schemas/camper';
import { FIRST_PAGE, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { Hono } from 'hono';
import { cachedJson } from '../../cache/cached-json.ts';
import { describe } from '../../http/describe.ts';
import { type AppEnv, listReads } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { publicCors } from '../../http/public-cors.ts';
import { validate } from '../../http/validate.ts';
import { publicCamperListPage } from './carousel.ts';

/**
 * /api/public/campers: anonymous, public fields only, for partner embeds. Any origin may read it, and shared
 * caches may keep it a minute: a new camper or a filled slot shows up soon enough.
 */
export const publicCamperRoutes = new Hono<AppEnv>().use('*', publicCors(['GET', 'HEAD', 'OPTIONS'])).get(
  '/',
  describe({
    summary: 'Publieke campers per pagina op naam (partners, embed)',
    tag: 'campers',
    access: 'public',
    ok: { status: 200, body: publicCamperListSchema },
    conditional: true,
    input: true,
  }),
  conditionalGet,
  validate('query', pageQuerySchema),
  async (c) => {
    const page = c.req.valid('query') ?? FIRST_PAGE;
    return sendCachedJson(
      c,
      cachedJson(await publicCamperListPage(listReads(c.var.deps), page)),
      'public, max-age=60, stale-while-revalidate=60',
    );
  },
);
