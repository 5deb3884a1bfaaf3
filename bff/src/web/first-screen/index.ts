import { visibleCreditYears } from '@camperdeel/rules/credits';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import type { PublicCamper } from '@camperdeel/rules/schemas/camper';
import type { Db } from '../../db/connection.ts';
import type { AuthUser } from '../../http/env.ts';
import { findCamperRow, listCamperRows, publicCamperJson } from '../../modules/campers/view.ts';
import { effectiveBalances } from '../../modules/credits/service.ts';
import { listCoOwners } from '../../modules/owner-camper/service.ts';
import { ADMIN_DASHBOARD_SCREEN } from './admin.ts';
import { AUTH_WELCOME_SCREEN } from './auth.ts';
import { dashboardScreen } from './dashboard.ts';
import { kalenderScreen } from './kalender.ts';
import { mijnCamperScreen } from './owner.ts';

/**
 * The first screen the server writes into an app page's HTML, so a phone paints it from the HTML instead of after
 * ~250 KB of JavaScript and four waves of requests (docs/decisions/0051-web-speed.md). Only where the server knows
 * exactly what React will show first for this visitor: anything else (a guard that will redirect, a mailed link,
 * a page without a first screen here) gets none and React paints as before. Every value shown is the visitor's
 * own or public, read through the same services as the API, and escaped.
 */

export type FirstScreenRequest = {
  /** Path without a trailing slash. */
  path: string;
  search: URLSearchParams;
  user: AuthUser | null;
  db: Db;
  now: Date;
};

/** The carousel's campers, as `GET /api/campers` gives a user after the carousel's own filter: public fields. */
async function carouselCampers(db: Db): Promise<PublicCamper[]> {
  const rows = await listCamperRows(db, { visibleOnly: true, order: 'naam' });
  return rows.map(publicCamperJson);
}

/** /auth's arrival parameters that make it show something other than the welcome step. */
const AUTH_STEP_PARAMS = ['reset', 'uitnodiging', 'bevestig', 'stap'];

export async function firstScreenMarkup(request: FirstScreenRequest): Promise<string | null> {
  const { path, search, user, db, now } = request;
  if (path === '/auth') {
    // A signed-in visitor is sent on by the page; a mailed link or a chosen step opens another screen.
    if (user || AUTH_STEP_PARAMS.some((name) => search.has(name))) return null;
    return AUTH_WELCOME_SCREEN;
  }
  if (!user) return null;
  if (path === '/dashboard') return dashboardScreen(user.naam, await carouselCampers(db));
  if (path === '/mijn-camper' && user.camperId !== null) {
    // The camper of the session's own user, never one named by the request.
    const [camper, owners] = await Promise.all([
      findCamperRow(db, user.camperId),
      listCoOwners(db, user.camperId),
    ]);
    return camper ? mijnCamperScreen(camper, owners) : null;
  }
  if (path === '/mijn-camper/kalender' && user.camperId !== null) {
    // The years the page shows (visibleCreditYears of packages/rules, as the page computes them) for the
    // session's own user.
    const years = visibleCreditYears(todayInAmsterdam(now));
    return kalenderScreen(await effectiveBalances(db, user.id, years), years);
  }
  if (path === '/admin/dashboard' && user.isAdmin) return ADMIN_DASHBOARD_SCREEN;
  return null;
}
