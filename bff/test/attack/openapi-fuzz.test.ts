import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * Hostile input at every write route of the GENERATED OpenAPI document, as each of four actors: whatever a client
 * sends, the answer is never a 5xx and every failure is the error envelope. The routes, their bodies and their
 * fields come from /api/openapi.json, so a new write route is fuzzed the day it is declared.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; format?: string };
type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
type Document = { paths: Record<string, Record<string, Operation>> };
type Actor = 'anoniem' | 'prospect' | 'eigenaar' | 'admin';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const ACTORS: Actor[] = ['anoniem', 'prospect', 'eigenaar', 'admin'];

/** Values that have broken servers before: wrong types, impossible and far dates, huge and odd text. */
const HOSTILE_VALUES: unknown[] = [
  null,
  1e308,
  [],
  { $ne: null },
  '9999-12-31',
  '2026-02-30',
  "' OR 1=1 --\u0000\u202e<script>",
  'x'.repeat(20_000),
];

/** Ids for path parameters: someone else's (random) and a malformed traversal. */
const HOSTILE_IDS = [randomUUID(), '..%2F..%2Fetc%2Fpasswd'];

function fieldsOf(op: Operation): { media: string; fields: string[] } | undefined {
  const [media, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (!media || !content) return undefined;
  return { media, fields: Object.keys(content.schema.properties ?? {}) };
}

/** The request bodies thrown at one operation: whole-body junk, then the declared fields with hostile values. */
function hostileBodies(op: Operation): {
  label: string;
  init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> };
}[] {
  const shape = fieldsOf(op);
  const out: {
    label: string;
    init: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> };
  }[] = [
    { label: 'geen body', init: {} },
    { label: 'kapotte JSON', init: { body: '{"a":', headers: { 'content-type': 'application/json' } } },
    { label: 'array', init: { json: [1, 2, 3] } },
    {
      label: '__proto__',
      init: { json: JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}') },
    },
  ];
  if (!shape) return out;
  if (shape.media === 'multipart/form-data') {
    const form = new FormData();
    form.append('file', new Blob(['<html>geen pdf</html>']), 'stiekem.pdf');
    for (const field of shape.fields.filter((f) => f !== 'file' && f !== 'foto'))
      form.append(field, 'x'.repeat(5000));
    out.push({ label: 'multipart met vals bestand', init: { body: form } });
    const svg = new FormData();
    svg.append('file', new Blob(['<svg onload="alert(1)"/>']), '../../plaatje.png');
    svg.append('foto', new Blob(['GIF89a']), 'x.gif');
    out.push({ label: 'multipart svg als png', init: { body: svg } });
    return out;
  }
  // Every declared field at once with the same hostile value, so each schema sees each kind of attack.
  for (const value of HOSTILE_VALUES) {
    const json = Object.fromEntries(shape.fields.map((field) => [field, value]));
    out.push({ label: `alle velden=${JSON.stringify(value).slice(0, 30)}`, init: { json } });
  }
  return out;
}

let t: TestServer;
let users: Record<Exclude<Actor, 'anoniem'>, TestUser>;
let doc: Document;

beforeAll(async () => {
  t = await startTestServer();
  const camperId = await t.createCamper({ naam: 'Fuzzcamper' });
  users = {
    prospect: await t.createProspect({ naam: 'Fuzz Prospect' }),
    eigenaar: await t.createOwner(camperId, { naam: 'Fuzz Eigenaar' }),
    admin: await t.createAdmin({ naam: 'Fuzz Admin' }),
  };
  doc = (await (await t.request('/api/openapi.json')).json()) as Document;
}, 60_000);
afterAll(() => t.close());

function writeOperations(): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => WRITE_METHODS.includes(method))
      .map(([method, op]): [string, string, Operation] => [method.toUpperCase(), path, op]),
  );
}

describe('hostile input at every write route of the generated document', () => {
  it('covers every write route the document declares', () => {
    expect(writeOperations().length).toBeGreaterThan(50);
  });

  it.each(ACTORS)(
    'never answers 5xx, and always the error envelope, to %s',
    async (actor) => {
      const failures: string[] = [];
      for (const [method, path, op] of writeOperations()) {
        const concrete = HOSTILE_IDS.map((id) => path.replace(/\{\w+\}/g, encodeURIComponent(id)));
        const paths = path.includes('{') ? concrete : [path];
        for (const target of paths) {
          for (const { label, init } of hostileBodies(op)) {
            const cookie = actor === 'anoniem' ? undefined : await t.signIn(users[actor].id);
            const res = await t.request(`/api${target}`, { method, ...init, ...(cookie ? { cookie } : {}) });
            const text = await res.text();
            const where = `${actor} ${method} ${target.slice(0, 80)} [${label}] → ${res.status}`;
            if (res.status >= 500) failures.push(where);
            else if (res.status >= 400) {
              const parsed: unknown = (() => {
                try {
                  return JSON.parse(text);
                } catch {
                  return undefined;
                }
              })();
              const error = (parsed as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
              if (typeof error?.code !== 'string' || typeof error.message !== 'string')
                failures.push(`${where} geen foutenvelop`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
