import { type CamperListViewer, cachedCamperList, camperListAnswer } from '../cache/camper-list-cache.ts';
import type { AuthUser } from './env.ts';
import type { FastRoute } from './fast-reads.ts';

/** The viewer routes/campers.ts picks for a signed-in user. */
function viewerOf(user: AuthUser): CamperListViewer {
  return user.isAdmin ? { kind: 'admin' } : { kind: 'member', camperId: user.camperId };
}

/**
 * The carousel lists on the fast path (fast-reads.ts), with what their routes set besides the gate's security
 * headers (routes/campers.ts, routes/public-campers.ts).
 */
export const CAMPER_LIST_READS: Record<string, FastRoute> = {
  '/api/campers': {
    cacheControl: 'private, no-cache',
    cors: false,
    signedIn: true,
    answer: (deps, user) => camperListAnswer(deps.db, viewerOf(user)),
    cached: (deps, user, version) => cachedCamperList(deps.db, viewerOf(user), version),
  },
  '/api/public/campers': {
    cacheControl: 'public, max-age=60, stale-while-revalidate=60',
    cors: true,
    signedIn: false,
    answer: (deps) => camperListAnswer(deps.db, { kind: 'public' }),
    cached: (deps, _user, version) => cachedCamperList(deps.db, { kind: 'public' }, version),
  },
};
