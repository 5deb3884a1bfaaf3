import { feedUrlSchema } from '@camperdeel/rules/schemas/calendar-feed';
import { type Context, Hono } from 'hono';
import { requireOwner } from '../../http/auth.ts';
import { describe } from '../../http/describe.ts';
import type { AppEnv, AuthUser } from '../../http/env.ts';
import { appUrl } from '../../mail/app-url.ts';
import { feedSecret, rotateFeedSecret } from './service.ts';

type OwnerContext = Context<AppEnv & { Variables: { authUser: AuthUser; camperId: string } }>;

/** Answers with the feed link `secretFor` gives the owner: on our own origin, which the calendar app subscribes to. */
async function answerFeed(c: OwnerContext, secretFor: typeof feedSecret | typeof rotateFeedSecret) {
  const { db, config, now } = c.var.deps;
  const secret = await secretFor(db, config, c.var.authUser.id, c.var.camperId, now());
  return c.json({ url: appUrl(c.var.deps, `/ical/${secret}.ics`) }, 200);
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
    (c) => answerFeed(c, feedSecret),
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
    (c) => answerFeed(c, rotateFeedSecret),
  );
