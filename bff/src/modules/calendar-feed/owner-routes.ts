import { feedUrlSchema } from '@camperdeel/rules/schemas/reservations';
import { Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv, Deps } from '../../http/env.ts';
import { appUrl } from '../../mail/app-url.ts';
import { feedSecret, rotateFeedSecret } from './service.ts';

/** The answer naming a feed: its link on our own origin, which the calendar app subscribes to. */
function feedAnswer(deps: Pick<Deps, 'appOrigin'>, secret: string) {
  return { url: appUrl(deps, `/ical/${secret}.ics`) };
}

/** /api/owner: the signed-in owner's calendar feed link for their camper, and a new one that ends the old. */
export const ownerCalendarFeedRoutes = new Hono<AppEnv>()
  .get(
    '/calendar-feed',
    describe({
      summary: 'Mijn agenda-feed (iCalendar)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: feedUrlSchema },
    }),
    requireOwner,
    async (c) => {
      const { db, config, now } = c.var.deps;
      const secret = await feedSecret(db, config, c.var.authUser.id, c.var.camperId, now());
      return c.json(feedAnswer(c.var.deps, secret), 200);
    },
  )
  .post(
    '/calendar-feed/rotate',
    describe({
      summary: 'Nieuwe agenda-feed (oude vervalt)',
      tag: 'mede-eigenaar',
      access: 'owner',
      ok: { status: 200, body: feedUrlSchema },
    }),
    requireOwner,
    async (c) => {
      const { db, config, now } = c.var.deps;
      const secret = await rotateFeedSecret(db, config, c.var.authUser.id, c.var.camperId, now());
      return c.json(feedAnswer(c.var.deps, secret), 200);
    },
  );
