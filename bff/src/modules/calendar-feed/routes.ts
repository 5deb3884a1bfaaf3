import { Hono } from 'hono';
import { apiFailure } from '../../http/api-error.ts';
import type { AppEnv } from '../../http/env.ts';
import { camperCalendar } from './ical.ts';
import { resolveFeed } from './service.ts';

/**
 * GET /ical/<secret>.ics: the camper's calendar for calendar apps, which cannot log in; the secret in the path is
 * the permission. Unknown, rotated or no longer owned: 404. Never stored by shared caches, never indexed.
 */
export const icalRoutes = new Hono<AppEnv>()
  .get('/:file', async (c) => {
    const { db } = c.var.deps;
    const file = c.req.param('file');
    const feed = file.endsWith('.ics') ? await resolveFeed(db, file.slice(0, -4)) : null;
    if (!feed) throw apiFailure('feed_not_found');
    const body = await camperCalendar(db, { ...feed, origin: c.var.deps.appOrigin() });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="camperdeel.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    });
  })
  // Anything else under /ical is a plain 404, never the web app.
  .all('*', () => {
    throw apiFailure('feed_not_found');
  });
