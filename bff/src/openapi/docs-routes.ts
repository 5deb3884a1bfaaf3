import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { REFERENCE_PAGE_CSP, referencePage } from './reference-page.ts';
import { openApiDocument } from './routes.ts';

let page: Promise<string> | undefined;

/** /api/docs: the readable API reference for partners (public, like the document it is rendered from). */
export const apiDocsRoutes = new Hono<AppEnv>().get(
  '/',
  describe({
    summary: 'Leesbare API-referentie (HTML)',
    tag: 'systeem',
    access: 'public',
    ok: { status: 200, body: z.string() },
    media: 'text/html',
  }),
  async (c) => {
    page ??= openApiDocument().then(referencePage);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', REFERENCE_PAGE_CSP);
    return c.html(await page, 200);
  },
);
