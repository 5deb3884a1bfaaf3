import { cachedMeView, meView } from '../auth/me-view.ts';
import { jsonBytes } from '../cache/cached-json.ts';
import {
  cachedOwnerCredits,
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
 * else (no camper: 403 no_camper_assigned) goes to Hono, which refuses exactly as before. `cached` is the same
 * answer as remembered under a version (fast-reads.ts).
 */
function ownerRead(
  answer: (deps: Deps, user: AuthUser, camperId: string) => Promise<FastAnswer | null>,
  cached: (deps: Deps, user: AuthUser, camperId: string, version: string) => FastAnswer | null | undefined,
): FastRoute {
  return {
    cacheControl: OWNER_READ_CACHE_CONTROL,
    cors: false,
    signedIn: true,
    answer: (deps, user) =>
      user.camperId === null ? Promise.resolve(null) : answer(deps, user, user.camperId),
    cached: (deps, user, version) =>
      user.camperId === null ? null : cached(deps, user, user.camperId, version),
  };
}

/**
 * The owner calendar page's five loads on the fast path (fast-reads.ts; docs/decisions/0037-api-speed.md). The four owner
 * reads answer from calendar-answers.ts, as their routes do. /api/auth/me keeps its route's headers (the gate's
 * no-store, no ETag: the session check is never revalidated from a browser cache) and only skips Hono.
 */
export const CALENDAR_PAGE_READS: Record<string, FastRoute> = {
  '/api/auth/me': {
    cacheControl: 'no-store',
    cors: false,
    signedIn: true,
    answer: async (deps, user) => ({ bytes: jsonBytes({ user: await meView(deps.db, user) }) }),
    cached: (deps, user, version) => {
      const view = cachedMeView(deps.db, user, version);
      return view && { bytes: jsonBytes({ user: view }) };
    },
  },
  '/api/owner/camper': ownerRead(
    (deps, _user, camperId) => ownerCamperAnswer(deps.db, camperId),
    (deps, _user, camperId, version) => ownerCamperAnswer.cached(deps.db, version, camperId),
  ),
  '/api/owner/credits': ownerRead(
    (deps, user) => ownerCreditsAnswer(deps.db, user.id, deps.now()),
    (deps, user, _camperId, version) => cachedOwnerCredits(deps.db, version, user.id, deps.now()),
  ),
  '/api/owner/reservations': ownerRead(
    (deps, user, camperId) => ownerReservationsAnswer(deps.db, camperId, user.id),
    (deps, user, camperId, version) => ownerReservationsAnswer.cached(deps.db, version, camperId, user.id),
  ),
  '/api/owner/blocks': ownerRead(
    (deps, _user, camperId) => ownerBlocksAnswer(deps.db, camperId),
    (deps, _user, camperId, version) => ownerBlocksAnswer.cached(deps.db, version, camperId),
  ),
};
