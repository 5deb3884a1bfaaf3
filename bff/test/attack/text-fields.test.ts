/**
 * Text is text, for every field the API takes: the server's own OpenAPI document is walked, and every string field
 * of every write route's body (JSON and multipart), and every string query parameter of every route, gets a value
 * with a terminal escape (ESC), a C1 control (CSI, ESC's one-byte twin) or a right-to-left override inside an
 * otherwise valid request. Each must be 400 with a Dutch message and change nothing: no table row, no stored file,
 * no mail. A new field or route is covered as soon as it is documented. Passwords being checked are the one
 * exemption (an account set before the rule must keep signing in): they are sent and must not be 400.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/server.ts';
import { EXAMPLES } from './examples.ts';
import { envelopeProblem } from './support/envelope.ts';
import { FILES } from './support/multipart.ts';
import type { JsonSchema } from './support/schema-arbitrary.ts';
import { snapshotState, stateChanges } from './support/snapshot.ts';
import { type Actor, parameterKinds, reachingActors, World } from './support/world.ts';

const NOW = new Date('2026-03-10T10:00:00Z');

/** What a member could paste into a field to reach an operator's terminal or mislead a reader. */
const HOSTILE: Record<string, string> = {
  ESC: 'Anders\u001b]0;pwned\u0007',
  C1: 'Anders\u009b31m',
  bidi: 'Anders\u202efdp.exe',
};

/** Passwords being checked: taken as they are, so they are not refused for their characters. */
const CHECKED_PASSWORDS = new Set([
  'POST /auth/login wachtwoord',
  'POST /me/password huidig_wachtwoord',
  'DELETE /me wachtwoord',
]);

/** A password-reset request is always 202, whatever it holds (no address can be probed); it must change nothing. */
const ALWAYS_ACCEPTED = new Set(['POST /auth/password-reset']);

/** Valid bodies for routes examples.ts has none for, so the hostile field is the only thing wrong. */
const BASES: Record<string, { json?: Record<string, unknown>; form?: [string, string][] }> = {
  'POST /me/password': { json: { huidig_wachtwoord: TEST_PASSWORD, nieuw_wachtwoord: 'nieuw-geheim-1' } },
  'POST /owner/reservations/{id}/handovers': {
    form: [
      ['moment', 'ophalen'],
      ['km_stand', '1200'],
      ['brandstof_procent', '80'],
      ['schoon', 'true'],
    ],
  },
};

type Schema = JsonSchema & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
};
type Parameter = { in: string; name: string; schema?: Schema };
type DocOperation = {
  'x-toegang': string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = { paths: Record<string, Record<string, DocOperation>> };

type Case = {
  key: string;
  method: string;
  path: string;
  access: string;
  where: 'json' | 'form' | 'query';
  field: string;
  hostile: string;
};

function acceptsString(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  return (schema.anyOf ?? []).some(acceptsString);
}

const t: TestServer = await startTestServer({ now: NOW });
const w = new World(t);
await w.build(NOW.getUTCFullYear());
afterAll(() => t.close());

async function cases(): Promise<Case[]> {
  const doc = (await (await t.request('/api/openapi.json')).json()) as Document;
  const out: Case[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const key = `${method.toUpperCase()} ${path}`;
      const base = { key, method: method.toUpperCase(), path, access: op['x-toegang'] };
      const fields: [Case['where'], string][] = [];
      for (const p of op.parameters ?? [])
        if (p.in === 'query' && acceptsString(p.schema)) fields.push(['query', p.name]);
      for (const [type, where] of [
        ['application/json', 'json'],
        ['multipart/form-data', 'form'],
      ] as const) {
        const props = op.requestBody?.content[type]?.schema.properties ?? {};
        for (const [name, schema] of Object.entries(props)) {
          if (name !== 'file' && acceptsString(schema)) fields.push([where, name]);
        }
      }
      for (const [where, field] of fields)
        for (const hostile of Object.keys(HOSTILE)) out.push({ ...base, where, field, hostile });
    }
  }
  return out;
}

const all = await cases();

/** The most privileged actor who gets past the route's permission check (an owner for owner routes). */
function actorFor(access: string): Actor {
  const reach = reachingActors(access);
  return reach[reach.length - 1] ?? 'admin';
}

type Prepared = { url: string; init: RequestInit };

/** The request with fresh targets, made before the snapshot so creating them is not counted as a change. */
async function prepare(c: Case): Promise<Prepared> {
  const actor = actorFor(c.access);
  const params = parameterKinds(c.path);
  const values = params.length > 0 ? await w.targets(params, false, actor) : {};
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const example = EXAMPLES[c.key];
  const local = BASES[c.key];
  const value = HOSTILE[c.hostile] ?? '';
  const query = new URLSearchParams(example?.query?.(w) ?? {});
  if (c.where === 'query') query.set(c.field, value);
  const headers: Record<string, string> = { connection: 'close' };
  const cookie = await w.cookie(actor);
  if (cookie) headers.cookie = cookie;
  let body: string | FormData | undefined;
  if (c.where === 'json') {
    const base = local?.json ?? (await example?.json?.(w)) ?? {};
    body = JSON.stringify({ ...base, [c.field]: value });
    headers['content-type'] = 'application/json';
  } else if (c.where === 'form') {
    const form = new FormData();
    for (const [k, v] of local?.form ?? example?.form?.(w) ?? []) if (k !== c.field) form.append(k, v);
    form.append(c.field, value);
    // A file of a type the route takes (photos and camper files: an image; documents and invoices: a PDF).
    const image = c.path.includes('campers') || c.path.includes('photo');
    const file = FILES.find((f) => f.label === (image ? 'png' : 'pdf'));
    if (file && !c.path.includes('handovers'))
      form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    body = form;
  }
  const search = query.size > 0 ? `?${query}` : '';
  return {
    url: `${t.url}/api${path}${search}`,
    init: { method: c.method, headers, ...(body ? { body } : {}) },
  };
}

describe('every text field refuses control characters and bidi overrides (400, nothing changed)', () => {
  it('the walk finds the fields the issue names', () => {
    const found = new Set(all.map((c) => `${c.key} ${c.field}`));
    for (const name of [
      'POST /admin/documents document_naam',
      'POST /admin/invoices factuur_naam',
      'POST /admin/invoices factuur_nummer',
      'POST /owner/reservations/{id}/handovers schade',
      'PATCH /me/profile naam',
      'GET /admin/documents q',
    ])
      expect(found, name).toContain(name);
  });

  it.each(all.map((c) => [`${c.key} ${c.where} ${c.field} ${c.hostile}`, c] as const))(
    '%s',
    { timeout: 60_000 },
    async (_name, c) => {
      await t.db.deleteFrom('sessions').execute();
      const request = await prepare(c);
      await t.drainMail();
      const before = await snapshotState(t.db, t.config.storageDir, t.config.outboxDir);
      const res = await fetch(request.url, request.init);
      const text = await res.text();
      await t.drainMail();
      const changes = stateChanges(
        before,
        await snapshotState(t.db, t.config.storageDir, t.config.outboxDir),
      );
      const field = `${c.key} ${c.field}`;
      if (CHECKED_PASSWORDS.has(field)) {
        expect(res.status, text).not.toBe(400);
      } else if (ALWAYS_ACCEPTED.has(c.key)) {
        expect(res.status, text).toBe(202);
        expect(changes).toEqual([]);
      } else {
        expect(res.status, text).toBe(400);
        expect(envelopeProblem(res.status, res.headers.get('content-type'), text)).toBeNull();
        expect(changes).toEqual([]);
      }
    },
  );
});
