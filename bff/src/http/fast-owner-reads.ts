import { meView } from '../auth/me-view.ts';
import { jsonBytes } from '../cache/cached-json.ts';
import {
  ownerBlocksAnswer,
  ownerCamperAnswer,
  ownerCreditsAnswer,
  ownerReservationsAnswer,
} from '../cache/calendar-answers.ts';
import { OWNER_READ_CACHE_CONTROL } from './cache-control.ts';
import type { AuthUser, Deps } from './env.ts';
import type { FastAnswer, FastRoute } from './fast-reads.ts';

/**
 * An owner read behind requireOwner (http/auth.ts): only a user with an assigned camper is answered here; anyone
 * else (no camper: 403 no_camper_assigned) goes to Hono, which refuses exactly as before.
 */
function ownerRead(
  answer: (deps: Deps, user: AuthUser, camperId: string) => Promise<FastAnswer | null>,
): FastRoute {
  return {
    cacheControl: OWNER_READ_CACHE_CONTROL,
    cors: false,
    signedIn: true,
    answer: (deps, user) =>
      user.camperId === null ? Promise.resolve(null) : answer(deps, user, user.camperId),
  };
}

/**
 * The owner calendar page's five loads on the fast path (fast-reads.ts; docs/decisions/api-speed.md). The four owner
 * reads answer from calendar-answers.ts, as their routes do. /api/auth/me keeps its route's headers (the gate's
 * no-store, no ETag: the session check is never revalidated from a browser cache) and only skips Hono.
 */
export const CALENDAR_PAGE_READS: Record<string, FastRoute> = {
  '/api/auth/me': {
    cacheControl: 'no-store',
    cors: false,
    signedIn: true,
    answer: async (deps, user) => ({ bytes: jsonBytes({ user: await meView(deps.db, user) }) }),
  },
  '/api/owner/camper': ownerRead((deps, _user, camperId) => ownerCamperAnswer(deps.db, camperId)),
  '/api/owner/credits': ownerRead((deps, user) => ownerCreditsAnswer(deps.db, user.id, deps.now())),
  '/api/owner/reservations': ownerRead((deps, user, camperId) =>
    ownerReservationsAnswer(deps.db, camperId, user.id),
  ),
  '/api/owner/blocks': ownerRead((deps, _user, camperId) => ownerBlocksAnswer(deps.db, camperId)),
};
