import { camperForUserAnswer, campersForUserAnswer } from '@camperdeel/rules/schemas/camper';
import { FIRST_PAGE, pageQuerySchema } from '@camperdeel/rules/schemas/paging';
import { Hono } from 'hono';
import { cachedJson } from '../../cache/cached-json.ts';
import { apiFailure } from '../../http/api-error.ts';
import { requireUser } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import { type AppEnv, type AuthUser, listReads } from '../../http/env.ts';
import { conditionalGet, sendCachedJson } from '../../http/etag.ts';
import { validate, validateId } from '../../http/validate.ts';
import { camperListPage } from './carousel.ts';
import { type CamperRow, camperView, findCamperRow } from './view.ts';

/** Admins and the camper's own owners see nummerplaat and polisnummer; everyone else the public fields. */
function audienceFor(user: AuthUser, row: CamperRow) {
  return user.isAdmin || user.camperId === row.id ? 'full' : 'public';
}

/** /api/campers: the campers a logged-in user may see (the carousel; admins see all). */
export const camperRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      summary: 'Campers voor ingelogde gebruikers, per pagina op naam (admins: alle)',
      tag: 'campers',
      access: 'user',
      ok: { status: 200, body: campersForUserAnswer },
      conditional: true,
      input: true,
    }),
    conditionalGet,
    requireUser,
    validate('query', pageQuerySchema),
    async (c) => {
      const page = c.req.valid('query') ?? FIRST_PAGE;
      const user = c.var.authUser;
      const viewer = user.isAdmin
        ? { kind: 'admin' as const }
        : { kind: 'member' as const, camperId: user.camperId };
      // Personal (an owner sees their own camper in full): browsers may keep it only to revalidate (ETag, 304).
      return sendCachedJson(
        c,
        cachedJson(await camperListPage(listReads(c.var.deps), viewer, page)),
        'private, no-cache',
      );
    },
  )
  .get(
    '/:id',
    describe({
      summary: 'Eén camper',
      tag: 'campers',
      access: 'user',
      ok: { status: 200, body: camperForUserAnswer },
      lookup: true,
    }),
    requireUser,
    validateId('camper_not_found'),
    async (c) => {
      const user = c.var.authUser;
      const row = await findCamperRow(c.var.deps.db, c.req.valid('param').id);
      // A hidden camper is not there for anyone but admins and its own owners.
      const visible = row && (row.toont_in_camper_vinden === 1 || user.isAdmin || user.camperId === row.id);
      if (!row || !visible) throw apiFailure('camper_not_found');
      return c.json({ camper: camperView(row, audienceFor(user, row)) }, 200);
    },
  );
