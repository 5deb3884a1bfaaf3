import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

type Schema = Record<string, unknown>;
type Operation = {
  'x-toegang'?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: unknown }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

function operations(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} /api${path}`,
      op,
    ]),
  );
}

describe('GET /api/openapi.json (generated from the routes)', () => {
  it('documents exactly the API routes registered on the Hono app (walking app.routes)', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = operations(doc)
      .map(([key]) => key)
      .sort();
    const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
    const registered = [
      ...new Set(
        app.routes
          // Middleware (guards, describe, validators) is registered as routes too: count each path and method once.
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.endsWith('*'))
          .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
      ),
    ].sort();
    expect(registered.length).toBeGreaterThan(90);
    expect(documented).toEqual(registered);
  });

  it('gives every operation its access, a success answer with a schema and the error envelope per failure', async () => {
    for (const [key, op] of operations(await document())) {
      expect(['public', 'user', 'owner', 'admin'], key).toContain(op['x-toegang']);
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => s.startsWith('2') || s === '302');
      expect(success, key).toHaveLength(1);
      const ok = op.responses[success[0] as string];
      if (success[0] === '302') expect(ok?.headers, key).toBeDefined();
      else expect(Object.values(ok?.content ?? {})[0]?.schema, key).toBeTypeOf('object');
      expect(statuses, key).toContain('429');
      for (const status of statuses.filter((s) => s.startsWith('4'))) {
        expect(op.responses[status]?.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/Fout',
        });
      }
      if (op['x-toegang'] !== 'public') expect(statuses, key).toContain('401');
      // A reset request answers 202 to anything, a malformed address included (docs/product/api.md#api-contract-architecture-5).
      if (op.requestBody && key !== 'POST /api/auth/password-reset') expect(statuses, key).toContain('400');
    }
  });

  it('describes the error envelope once, as { error: { code, message } }', async () => {
    const doc = (await document()) as Document & { components: { schemas: Record<string, Schema> } };
    expect(doc.components.schemas.Fout).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'object', required: ['code', 'message'] } },
    });
  });

  it('takes request bodies, query strings and uploads from the schemas the routes validate with', async () => {
    const doc = await document();
    const owners =
      doc.paths['/admin/campers/{id}/owners']?.post?.requestBody?.content['application/json']?.schema;
    expect(owners).toMatchObject({ type: 'object', required: ['user_id'], additionalProperties: false });
    const upload = doc.paths['/admin/documents']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload).toMatchObject({ required: ['file', 'camper_id', 'document_naam'] });
    expect(upload?.properties).toMatchObject({ file: { type: 'string', format: 'binary' } });
    const photos =
      doc.paths['/owner/reservations/{id}/handovers']?.post?.requestBody?.content['multipart/form-data'];
    expect(photos?.schema.properties).toMatchObject({ foto: { type: 'array', maxItems: 6 } });
    const audit = doc.paths['/admin/audit']?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(audit).toEqual(expect.arrayContaining(['query:soort']));
    const search = doc.paths['/admin/documents']?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(search).toEqual(['query:zoek', 'query:q', 'query:limit', 'query:cursor']);
    const publicList =
      doc.paths['/public/campers']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(publicList).toMatchObject({
      properties: { campers: { items: { $ref: '#/components/schemas/PubliekeCamper' } } },
    });
  });
});
