import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CAROUSEL_BATCH } from '@camperdeel/rules/camper';
import { FIRST_PAGE } from '@camperdeel/rules/schemas/paging';
import type { FirstScreenAnswers, RenderFirstScreen } from '../../../federation/first-screen-contract.ts';
import { meView } from '../auth/me-view.ts';
import type { CachedJson } from '../cache/cached-json.ts';
import { ownerCamperAnswer, ownerCreditsAnswer } from '../cache/calendar-answers.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { AuthUser } from '../http/env.ts';
import { camperListPage } from '../modules/campers/carousel.ts';
import { modifiedAt } from './build-file.ts';
import { remoteConfig } from './remote-config.ts';
import { REMOTE_NAMES, type RemoteName, type WebDists } from './web-apps.ts';

/**
 * The first screen the server writes into an app page's HTML, so a phone paints it from the HTML instead of after
 * ~250 KB of JavaScript and four waves of requests (docs/decisions/0051-web-speed.md): rendered by the remote's
 * own server build from the components the browser renders (docs/decisions/0063-first-screen-from-the-components.md).
 * Only where the server knows exactly what React will show first for this visitor: anything else (a guard that
 * will redirect, a mailed link, a page without a first screen, a remote served from another origin) gets none and
 * React paints as before. Every answer is the API's own for the session's own user; React escapes what it shows.
 */

export type FirstScreenRequest = {
  /** Path without a trailing slash. */
  path: string;
  search: URLSearchParams;
  user: AuthUser | null;
  db: Db;
  now: Date;
  config: Config;
  dists: WebDists;
};

type PageScreen = { remote: RemoteName; answers: FirstScreenAnswers };

/** /auth's arrival parameters that make it show something other than the welcome step. */
const AUTH_STEP_PARAMS = ['reset', 'uitnodiging', 'bevestig', 'stap'];

/** The bytes the API sends, as the page's query would hold them after reading them. */
function json<T>(answer: CachedJson<T>): T {
  return JSON.parse(Buffer.from(answer.bytes).toString('utf8')) as T;
}

/** Which remote renders the path's first screen and the answers it shows; null where there is none. */
async function pageScreen(request: FirstScreenRequest): Promise<PageScreen | null> {
  const { path, search, user, db, now } = request;
  if (path === '/auth') {
    // A signed-in visitor is sent on by the page; a mailed link or a chosen step opens another screen.
    if (user || AUTH_STEP_PARAMS.some((name) => search.has(name))) return null;
    return { remote: 'mfe_public', answers: {} };
  }
  if (!user) return null;
  const me = { user: await meView(db, user) };
  if (path === '/dashboard') {
    const viewer = user.isAdmin
      ? { kind: 'admin' as const }
      : { kind: 'member' as const, camperId: user.camperId };
    const campers = await camperListPage(db, viewer, { ...FIRST_PAGE, limit: CAROUSEL_BATCH });
    return { remote: 'mfe_public', answers: { '/api/auth/me': me, '/api/campers': campers } };
  }
  if (path === '/mijn-camper' && user.camperId !== null) {
    // The camper of the session's own user, never one named by the request.
    const camper = await ownerCamperAnswer(db, user.camperId);
    if (!camper) return null;
    return { remote: 'mfe_owner', answers: { '/api/auth/me': me, '/api/owner/camper': json(camper) } };
  }
  if (path === '/mijn-camper/kalender' && user.camperId !== null) {
    const credits = json(await ownerCreditsAnswer(db, user.id, now));
    return { remote: 'mfe_owner', answers: { '/api/auth/me': me, '/api/owner/credits': credits } };
  }
  if (path === '/admin/dashboard' && user.isAdmin)
    return { remote: 'mfe_admin', answers: { '/api/auth/me': me } };
  return null;
}

/** Whether the shell loads the remote from this server (a same-origin path), not from another origin. */
function servedHere(config: Config, remote: RemoteName): boolean {
  return remoteConfig(config)[remote].startsWith('/');
}

/**
 * The remote's server build (`dist-server/first-screen.mjs` beside its `dist`), or null when it is not built.
 * Imported again after a rebuild (the file's time in the URL), so a running server renders the new components.
 */
async function serverEntry(dist: string): Promise<RenderFirstScreen | null> {
  const file = join(dirname(dist), 'dist-server', 'first-screen.mjs');
  const mtime = modifiedAt(file);
  if (mtime === null) return null;
  const module: { renderFirstScreen: RenderFirstScreen } = await import(
    `${pathToFileURL(file).href}?v=${mtime}`
  );
  return module.renderFirstScreen;
}

/** A page of each remote to draw once at start, without any data (what a visitor without a session gets). */
const WARM_UP_PATHS: Record<RemoteName, string> = {
  mfe_public: '/auth',
  mfe_owner: '/mijn-camper',
  mfe_admin: '/admin/dashboard',
};

/**
 * Loads each built remote's server renderer and draws one of its pages once, so the first visitor after a start
 * does not wait for the import and the first run of React's server renderer: a fresh server answered its first
 * /admin/dashboard in 179-237 ms (76 ms of it the render) against 23-41 ms for the next. A remote that is not built,
 * or fails to load or draw, is left to the request (which then draws no first screen).
 */
export async function loadFirstScreenRenderers(dists: WebDists): Promise<void> {
  await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const render = await serverEntry(dists.remotes[remote]).catch(() => null);
      await render?.({ path: WARM_UP_PATHS[remote], answers: {} }).catch(() => null);
    }),
  );
}

export async function firstScreenMarkup(request: FirstScreenRequest): Promise<string | null> {
  const screen = await pageScreen(request);
  if (!screen || !servedHere(request.config, screen.remote)) return null;
  const render = await serverEntry(request.dists.remotes[screen.remote]);
  if (!render) return null;
  return render({ path: request.path, answers: screen.answers });
}
