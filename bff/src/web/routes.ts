import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isWebPagePath } from '@camperdeel/rules/web-paths';
import { type Context, Hono } from 'hono';
import type { AppEnv, AuthUser } from '../http/env.ts';
import { logNotFound } from './client-log.ts';
import { EARLY_SCRIPT_HASH, earlyDataTag } from './early-data.ts';
import { carouselLoader } from './embed-loader.ts';
import { firstScreenMarkup } from './first-screen.ts';
import { splitImagePreload } from './first-screen-image.ts';
import { FIRST_SCREEN_CSS, firstScreenCss, STILL_PICTURE_CSS } from './first-screen-style.ts';
import { encodedHtml } from './html-encoding.ts';
import { sendLanding } from './landing-page.ts';
import { LOADING_PLACEHOLDER } from './loading-placeholder.ts';
import { sendAppIcon, sendManifest } from './offline/manifest.ts';
import { sendWorker } from './offline/routes.ts';
import { pageUser } from './page-session.ts';
import { areaCssFiles, hintTag, preloadHintList, shellCssFile } from './preload-hints.ts';
import { remoteConfig, remoteOrigins } from './remote-config.ts';
import { serveRemoteFile } from './remote-files.ts';
import { isBuilt, REVALIDATE, resolveFile, sendFile } from './static-files.ts';
import { isRemoteName, REPO_DISTS, type WebDists } from './web-apps.ts';

const NOT_BUILT = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Camperdeel</title></head><body>
<h1>Camperdeel is nog niet gebouwd</h1>
<p>De webapp is nog niet gebouwd. Start met <code>npm start</code> (dat bouwt wat ontbreekt) of bouw eerst met
<code>npm run build</code>.</p></body></html>`;

function contentSecurityPolicy(c: Context<AppEnv>): string {
  const remotes = remoteOrigins(c.get('deps').config).join(' ');
  const self = `'self'${remotes ? ` ${remotes}` : ''}`;
  return [
    `default-src 'self'`,
    // The one inline script is the early-data starter of the app's HTML (early-data.ts), allowed by its hash.
    `script-src ${self} ${EARLY_SCRIPT_HASH}`,
    // Inline styles: the static landing page and React style attributes.
    `style-src ${self} 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src ${self}`,
    `connect-src ${self}`,
    // The installable owner app: its manifest and its service worker, both from our own origin only.
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** The shell's index.html with status 404: never a 304, whatever the browser cached for a real page. */
async function sendHtml(c: Context<AppEnv>, file: string, name: string) {
  const response = await sendFile(c, file, name, { cacheControl: REVALIDATE });
  response.headers.set('Content-Security-Policy', contentSecurityPolicy(c));
  return response;
}

/** The shell's entry script as the build writes it into index.html. */
const SHELL_ENTRY = /<script defer src="(\/static\/js\/index\.[\w.-]+\.js)"><\/script>/;

const shellHtml = new Map<string, { mtime: number; html: string }>();

function readShellHtml(file: string): string {
  const mtime = statSync(file).mtimeMs;
  const known = shellHtml.get(file);
  if (known?.mtime === mtime) return known.html;
  const html = readFileSync(file, 'utf8');
  shellHtml.set(file, { mtime, html });
  return html;
}

/**
 * The first screen for this request (first-screen.ts): its markup with the area's CSS, or null. A database that
 * cannot answer leaves the first screen out rather than the page: React still renders it.
 */
async function firstScreen(c: Context<AppEnv>, user: AuthUser | null, dists: WebDists) {
  const css = firstScreenCss(shellCssFile(dists), areaCssFiles(c.req.path, c.get('deps').config, dists));
  if (css === null) return null;
  const url = new URL(c.req.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  try {
    const { db, now, config } = c.get('deps');
    const rendered = await firstScreenMarkup({
      path,
      search: url.searchParams,
      user,
      db,
      now: now(),
      config,
      dists,
    });
    if (rendered === null) return null;
    const { markup, preload } = splitImagePreload(rendered);
    // Inert: a picture of the page, not yet the page. A click or a focus on it would be lost when React's page
    // takes its place, so it takes none (and is not read out twice); React's page gets them, as before.
    // In a closed (declarative) shadow root: scripts and test tools that search the document for a text find
    // React's page only, never two copies of it while both are in the DOM; the browser paints it all the same.
    const shadow = `<template shadowrootmode="closed"><style>${css}${STILL_PICTURE_CSS}</style>${markup}</template>`;
    return {
      style: `<style>${css}${FIRST_SCREEN_CSS}</style>`,
      image: preload,
      markup: `<div id="first-screen" inert>${shadow}</div>`,
    };
  } catch (error) {
    console.error('eerste scherm niet beschikbaar', error);
    return null;
  }
}

/**
 * The app's HTML with preload hints for this path (preload-hints.ts), the early data script (early-data.ts) and,
 * where the server knows it, the page's first screen with its CSS (first-screen.ts). The body differs per area and
 * per user, so the ETag is a hash of what is sent; compressed per request (the inlined CSS makes it ~60 KB).
 */
async function sendAppHtml(c: Context<AppEnv>, file: string, dists: WebDists, status: 200 | 404 = 200) {
  const user = await pageUser(c);
  const hintList = preloadHintList(c.req.path, c.get('deps').config, dists);
  const screen = status === 200 ? await firstScreen(c, user, dists) : null;
  let html = readShellHtml(file);
  // With the server's first screen on screen, the app's scripts start once it has loaded (early-data.ts): the
  // photo then has slow 4G to itself instead of sharing it with ~250 KB of scripts, and nothing waits for them.
  const entry = SHELL_ENTRY.exec(html);
  const deferred = screen && entry?.[1] ? { entry: entry[1], hints: hintList } : undefined;
  if (deferred && entry) html = html.replace(entry[0], '');
  // The entry runs before anything else: at high priority, or the page's preloads hold it back on six connections.
  else if (entry?.[1])
    html = html.replace(entry[0], () => `<script defer fetchpriority="high" src="${entry[1]}"></script>`);
  const hints = deferred ? '' : hintList.map(hintTag).join('');
  const early = status === 200 ? earlyDataTag(c.req.path, user, deferred) : '';
  // A page the server draws no first screen for still shows 'Laden...' from its HTML, never a blank screen.
  const placeholder = status === 200 && !screen;
  const style = screen?.style ?? (placeholder ? `<style>${FIRST_SCREEN_CSS}</style>` : '');
  // The photo first (it is the largest paint), then the data requests, the CSS and the scripts they compete with.
  html = html.replace('</head>', () => `${screen?.image ?? ''}${early}${style}${hints}</head>`);
  const before = screen?.markup ?? (placeholder ? LOADING_PLACEHOLDER : '');
  if (before) html = html.replace('<div id="root">', () => `${before}<div id="root">`);
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ETag: etag,
    Vary: 'Cookie, Accept-Encoding',
    'Content-Security-Policy': contentSecurityPolicy(c),
  };
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  const { body, encoding } = encodedHtml(html, c.req.header('accept-encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), status, headers);
}

/**
 * Serves the built shell (SPA fallback), the remotes, the embed loader and the runtime remote configuration.
 * Mounted at `/` after `/api` and `/files`, which it never answers.
 */
export function createWebRoutes(dists: WebDists = REPO_DISTS) {
  const web = new Hono<AppEnv>();

  web.get('/remotes.json', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.json(remoteConfig(c.get('deps').config));
  });

  web.on(['GET', 'HEAD'], '/manifest.webmanifest', sendManifest);
  web.on(['GET', 'HEAD'], '/app-icons/:file', sendAppIcon);
  web.on(['GET', 'HEAD'], '/sw.js', (c) => sendWorker(c, dists));

  // The 404 page reports the attempted path (docs/product/public.md#screens-spec-2), throttled and small: client-log.ts.
  web.post('/client-log/not-found', logNotFound);

  web.get('/embed/carousel.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(carouselLoader(c.get('deps').config.remotes.public));
  });

  web.on(['GET', 'HEAD'], '/remotes/:name/*', async (c) => {
    const name = c.req.param('name');
    if (!isRemoteName(name)) return c.text('Niet gevonden.', 404);
    return serveRemoteFile(c, dists.remotes[name], c.req.path.slice(`/remotes/${name}/`.length));
  });

  web.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/files/')) return c.notFound();
    if (!isBuilt(dists.shell, 'index.html')) return c.html(NOT_BUILT, 503);

    if (path !== '/') {
      const relative = path.slice(1);
      const file = resolveFile(dists.shell, relative);
      if (file) return relative.endsWith('.html') ? sendHtml(c, file, relative) : sendFile(c, file, relative);
      // A missing file is a 404; any other path is a page of the app, which renders its own 404 when unknown.
      if (/\.[a-z0-9]+$/i.test(path)) return c.text('Niet gevonden.', 404);
    }
    if (path === '/' && isBuilt(dists.shell, 'landing.html')) {
      return sendLanding(c, join(dists.shell, 'landing.html'), contentSecurityPolicy(c));
    }
    // An unknown page still gets the app, which renders its 404 page, but with status 404 (crawlers, monitors).
    if (!isWebPagePath(path)) return sendAppHtml(c, join(dists.shell, 'index.html'), dists, 404);
    return sendAppHtml(c, join(dists.shell, 'index.html'), dists);
  });

  return web;
}

export const webRoutes = createWebRoutes();
