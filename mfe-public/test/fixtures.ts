import type { Me } from '@camperdeel/client/session-store';
import { meAnswer, publicCamper } from '@camperdeel/client/testing/fixtures';
import { apiHandler } from '@camperdeel/client/testing/msw';

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

/** The header bell's list with nothing in it: every signed-in page asks for it. */
export function emptyBell() {
  return apiHandler('get', '/me/notifications', () => ({
    meldingen: [],
    volgende: null,
    totaal: 0,
    ongelezen: 0,
  }));
}

/** A signed-in prospect (the session) with an empty bell. */
export function signedInProspect() {
  return [apiHandler('get', '/auth/me', () => ({ user: me('prospect') })), emptyBell()];
}
