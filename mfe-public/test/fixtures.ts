import type { Me } from '@camperdeel/client/session-store';
import { meAnswer, publicCamper } from '@camperdeel/client/testing/fixtures';

/** A public camper as the API sends it; override what a test is about. */
export const camper = publicCamper;

/** The signed-in user as `GET /api/auth/me` answers (typed by the route, so it cannot drift). */
export function me(status: 'prospect' | 'eigenaar' = 'prospect'): Me {
  return meAnswer({ naam: 'An Peeters', status, camper_id: status === 'eigenaar' ? 'c1' : null });
}

/** One page of a camper list as the API answers it: these campers, and no further page. */
export function camperPage<C>(campers: C[]) {
  return { campers, volgende: null, totaal: campers.length };
}
