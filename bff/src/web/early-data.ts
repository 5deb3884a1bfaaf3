import { createHash } from 'node:crypto';
import { CAROUSEL_BATCH } from '@camperdeel/rules/camper';
import { ERRORS } from '@camperdeel/rules/errors';
import { errorBody } from '../http/api-error.ts';
import type { AuthUser } from '../http/env.ts';
import { attributeValue, type Hint } from './preload-hints.ts';

/**
 * Data requests started by the HTML itself, before any of the app's JavaScript has arrived (on a slow phone that
 * is seconds earlier than the page's own request), and handed to the page through
 * `window.__camperdeelPrefetch` (read by federation/early-data.ts). The server knows who is signed in, so it
 * starts only the reads that user's page makes, and for a visitor without a session it says so instead: the
 * page then need not ask `/api/auth/me`, whose 401 (docs/product/api.md#api-contract-architecture-5) Chromium would log as a console error.
 */

/** The reads of each app page's first screen, for the user it is for (the area's guard decides the rest). */
const FIRST_READS: readonly {
  path: string;
  allowed: (user: AuthUser) => boolean;
  reads: readonly string[];
}[] = [
  {
    path: '/dashboard',
    allowed: () => true,
    // The carousel's first batch, asked exactly as the page asks it (the early read is matched by path and query).
    reads: [`/api/campers?limit=${CAROUSEL_BATCH}`, '/api/me/notifications'],
  },
  {
    path: '/mijn-camper',
    allowed: (user) => user.camperId !== null,
    reads: [
      '/api/owner/camper',
      '/api/owner/documents',
      '/api/owner/invoices',
      '/api/owner/handovers',
      '/api/me/notifications',
    ],
  },
  {
    path: '/mijn-camper/kalender',
    allowed: (user) => user.camperId !== null,
    reads: [
      '/api/owner/camper',
      '/api/owner/credits',
      '/api/owner/reservations',
      '/api/owner/blocks',
      '/api/owner/handovers',
      '/api/me/notifications',
    ],
  },
  {
    path: '/admin/dashboard',
    allowed: (user) => user.isAdmin,
    reads: ['/api/admin/users', '/api/me/notifications'],
  },
];

/**
 * Runs in the HTML before the app's scripts: starts the reads named in its `data-reads` attribute and leaves
 * them, with the signed-out answer from `data-anonymous`, in `window.__camperdeelPrefetch`. With `data-entry`
 * (a page whose first screen the server painted) it also starts the app's scripts: the shell's entry first and
 * at high priority (it runs before anything else, and a page's thirty preloads would otherwise hold its request back
 * on six connections), then the preload hints of `data-hints` (`[href, as]`), once the page has loaded (the first screen and its photo,
 * which then have the network to themselves) or after START_LATEST_MS, whichever comes first. Fixed text, so the
 * CSP allows it by its hash (EARLY_SCRIPT_HASH); the per-request data lives in the attributes.
 */
const START_LATEST_MS = 2500;
const EARLY_SCRIPT =
  '(function(){var s=document.currentScript,d=s&&s.dataset;if(!d)return;var r={};' +
  "JSON.parse(d.reads||'[]').forEach(function(p){r[p]=fetch(p,{credentials:'include'})" +
  '.catch(function(){return null})});' +
  'window.__camperdeelPrefetch={reads:r,anonymous:d.anonymous?JSON.parse(d.anonymous):null};' +
  'if(!d.entry)return;var started=false;function start(){if(started)return;started=true;' +
  "var e=document.createElement('script');e.fetchPriority='high';e.src=d.entry;document.head.appendChild(e);" +
  "JSON.parse(d.hints||'[]').forEach(function(h){var l=document.createElement('link');l.rel='preload';" +
  "l.as=h[1];if(h[1]==='fetch')l.crossOrigin='anonymous';l.href=h[0];document.head.appendChild(l)})}" +
  "if(document.readyState==='complete')start();else{addEventListener('load',start);" +
  `setTimeout(start,${START_LATEST_MS})}})()`;

/** The CSP source that allows EARLY_SCRIPT (and nothing else inline). */
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;

/** What `GET /api/auth/me` answers without a session, byte for byte the API's answer (requireUser). */
function anonymousMe(): { path: string; status: number; body: unknown } {
  const entry = ERRORS.not_authenticated;
  return { path: '/api/auth/me', status: entry.status, body: errorBody('not_authenticated', entry.message) };
}

/** The reads the page at `pathname` starts for `user`: who they are, then their first screen's data. */
export function earlyReads(pathname: string, user: AuthUser): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = FIRST_READS.find((row) => row.path === path && row.allowed(user));
  return ['/api/auth/me', ...(page?.reads ?? [])];
}

/** The app's scripts, started by the early script after the first screen has loaded (see EARLY_SCRIPT). */
export type DeferredStart = { entry: string; hints: readonly Hint[] };

/**
 * The early script for an app page: the user's reads, or the signed-out answer for a visitor; with `deferred`,
 * also the start of the app's scripts once the server's first screen has loaded.
 */
export function earlyDataTag(pathname: string, user: AuthUser | null, deferred?: DeferredStart): string {
  const data = user
    ? `data-reads="${attributeValue(JSON.stringify(earlyReads(pathname, user)))}"`
    : `data-anonymous="${attributeValue(JSON.stringify(anonymousMe()))}"`;
  const start = deferred
    ? ` data-entry="${attributeValue(deferred.entry)}" data-hints="${attributeValue(JSON.stringify(deferred.hints.map((hint) => [hint.href, hint.as])))}"`
    : '';
  return `<script ${data}${start}>${EARLY_SCRIPT}</script>`;
}
