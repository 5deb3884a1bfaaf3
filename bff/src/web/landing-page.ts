import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import {
  LANDING_CAMPERS_SHOWN,
  LANDING_CAMPERS_SLOT,
  type LandingCamper,
  landingCampersMarkup,
} from '@camperdeel/rules/landing-campers';
import { FIRST_PAGE } from '@camperdeel/rules/schemas/paging';
import type { Context } from 'hono';
import type { Db } from '../db/connection.ts';
import type { AppEnv } from '../http/env.ts';
import { publicCamperListPage } from '../modules/campers/carousel.ts';
import { REVALIDATE } from './static-files.ts';

type Template = { file: string; mtime: number; html: string };
type Rendered = { etag: string; html: string; br?: Buffer; gzip?: Buffer };

let template: Template | undefined;
let lastRendered: Rendered | undefined;

/** The built landing.html, read again only when a new build replaced it. */
function readTemplate(file: string): string {
  const mtime = statSync(file).mtimeMs;
  if (template?.file === file && template.mtime === mtime) return template.html;
  const html = readFileSync(file, 'utf8');
  template = { file, mtime, html };
  return html;
}

/**
 * The public camper list, through the same query and mapper as `GET /api/public/campers`, so the landing never
 * shows a field (or a camper) the public API would not. Read per request: one small indexed query, and no cache
 * that a camper write could forget to invalidate (docs/decisions/0044-landing-campers.md).
 */
export async function landingCampers(db: Db): Promise<LandingCampers> {
  const { campers, totaal } = await publicCamperListPage(db, { ...FIRST_PAGE, limit: LANDING_CAMPERS_SHOWN });
  return { campers, totaal };
}

export type LandingCampers = { campers: readonly LandingCamper[]; totaal: number };

/** landing.html with the first available campers (and how many more there are) written into its slot under the hero. */
export function renderLanding(templateHtml: string, { campers, totaal }: LandingCampers): string {
  return templateHtml.replace(LANDING_CAMPERS_SLOT, () => landingCampersMarkup(campers, totaal));
}

/**
 * The page for this render; the last one is kept with its compressed bodies, so repeated visits while no camper
 * changed cost one query and one hash, not a new compression.
 */
function rendered(html: string): Rendered {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  if (lastRendered?.etag === etag) return lastRendered;
  lastRendered = { etag, html };
  return lastRendered;
}

function encoded(page: Rendered, acceptEncoding: string): { body: string | Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= gzipSync(page.html);
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}

/**
 * Answers `/` with the zero-JavaScript landing page and the current campers rendered into it. A database that
 * cannot answer leaves the list out rather than the page: the hero and its links always work.
 */
export async function sendLanding(c: Context<AppEnv>, file: string, csp: string): Promise<Response> {
  let campers: LandingCampers = { campers: [], totaal: 0 };
  try {
    campers = await landingCampers(c.get('deps').db);
  } catch (error) {
    console.error('landing: campers not available', error);
  }
  const page = rendered(renderLanding(readTemplate(file), campers));
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': csp,
  };
  if (c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const { body, encoding } = encoded(page, c.req.header('accept-encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, headers);
}
