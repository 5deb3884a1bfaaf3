import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
};

describe('GET /api/openapi.json', () => {
  it('documents exactly the API routes the app registers', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} /api${path}`))
      .sort();
    const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
    const registered = [
      ...new Set(
        inspectRoutes(app)
          .filter((r) => !r.isMiddleware && r.method !== 'ALL' && r.path.startsWith('/api/'))
          .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
      ),
    ].sort();
    expect(documented).toEqual(registered);
  });

  it('describes request bodies from the rules schemas', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as Document;
    const owners =
      doc.paths['/admin/campers/{id}/owners']?.post?.requestBody?.content['application/json']?.schema;
    expect(owners).toMatchObject({ type: 'object', required: ['user_id'], additionalProperties: false });
    const upload = doc.paths['/admin/documents']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload).toMatchObject({ required: ['file', 'camper_id', 'document_naam'] });
  });
});
