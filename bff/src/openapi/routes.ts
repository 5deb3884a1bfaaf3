import { openApiDocumentSchema } from '@camperdeel/rules/schemas/answers';
import { Hono } from 'hono';
import { describe } from '../http/describe.ts';
import type { AppEnv } from '../http/env.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';

let cached: Promise<OpenApiDocument> | undefined;

/** The document is the same for the life of the process: built once, on first request. */
export function openApiDocument(): Promise<OpenApiDocument> {
  // Imported lazily: the API's route table (app.ts) includes this very route.
  cached ??= import('../app.ts').then(({ apiRoutes }) => buildOpenApiDocument(apiRoutes));
  return cached;
}

/** /api/openapi.json: the API described for tools (public, like the API's shape itself). */
export const openApiRoutes = new Hono<AppEnv>().get(
  '/',
  describe({
    summary: 'Dit document',
    tag: 'systeem',
    access: 'public',
    ok: { status: 200, body: openApiDocumentSchema },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await openApiDocument(), 200);
  },
);
