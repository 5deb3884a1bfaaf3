/**
 * The attacker's property test: every write route the server's own OpenAPI document lists gets generated bad input
 * (wrong types, missing and extra fields, huge values, impossible dates, hostile unicode, prototype keys, duplicated
 * keys, deep nesting, 1e309/-0/NaN, wrong content types, empty and malformed bodies, ids that are not ids and ids
 * of someone else) from every kind of actor. For each request:
 *   - never a 5xx;
 *   - every answer has a status, media type and body the OpenAPI document lists for the operation;
 *   - every error is `{ error: { code, message } }` with a catalogue code and a Dutch message;
 *   - a refused request (4xx) changed nothing: every table holds the same rows (the rows it wrote cancel out, see
 *     support/write-journal.ts), and the storage folder and the mail outbox are what they were.
 * The routes come from GET /api/openapi.json, and the first test fails when the app registers a write route the
 * document does not list, so a new endpoint is attacked as soon as it is documented and cannot hide by not being.
 * Each route starts with a fixed sweep (every raw attack once, as fast-check `examples`), then random cases.
 * Runs on both engines: the default project (SQLite) and `-c vitest.postgres.config.ts` (PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS } from '@camperdeel/rules/errors';
import fc from 'fast-check';
import { inspectRoutes } from 'hono/dev';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { recordAudit, SECURITY_EVENTS } from '../../src/modules/audit/record.ts';
import { checkResponse } from '../support/contract.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { EXAMPLES } from './examples.ts';
import { envelopeProblem, looksDutch } from './support/envelope.ts';
import {
  applyMutation,
  BAD_DATES,
  CONTENT_TYPES,
  hostileValue,
  type Mutation,
  mutationArb,
  NOT_IDS,
  PROTOTYPE_KEYS,
  RAW_BODIES,
  RAW_SEGMENTS,
  render,
  toEntries,
} from './support/hostile.ts';
import { buildForm, FILES, type FormSpec, formSpec, MALFORMED_MULTIPART } from './support/multipart.ts';
import { type JsonSchema, schemaArbitrary } from './support/schema-arbitrary.ts';
import { fileState, snapshotState, stateChanges } from './support/snapshot.ts';
import { ACTORS, type Actor, parameterKinds, reachingActors, World } from './support/world.ts';
import {
  addRows,
  copyRows,
  journalWrites,
  type Rows,
  rowDifferences,
  type Written,
} from './support/write-journal.ts';

/**
 * Random cases per route on top of the sweep; the default keeps the file within one to three minutes on a busy
 * two-core machine. ATTACK_RUNS=500 digs deeper (locally or nightly); a failure prints the seed to replay.
 */
const RUNS_PER_ROUTE = Number(process.env.ATTACK_RUNS ?? 5);
const NOW = new Date('2026-03-10T10:00:00Z');
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Write routes outside /api (not part of the API document), attacked all the same. */
const NON_API_WRITES: readonly Operation[] = [
  { key: 'POST /client-log/not-found', method: 'POST', url: '/client-log/not-found', access: 'public' },
];

type Operation = {
  /** "METHOD /path" as in the document (`{id}` parameters); the key of EXAMPLES. */
  key: string;
  method: string;
  /** Full URL path template, `{id}` parameters. */
  url: string;
  access: string;
  json?: JsonSchema;
  form?: JsonSchema;
};

type ParamChoice =
  | { how: 'own' }
  | { how: 'foreign' }
  | { how: 'random' }
  | { how: 'wrong-kind' }
  | { how: 'not-id'; value: string }
  | { how: 'raw'; segment: string };

type QueryChoice =
  | { how: 'example' }
  | { how: 'none' }
  | { how: 'hostile'; value: string }
  | { how: 'twice' };

type BodyChoice =
  | { kind: 'json'; base: 'example' | 'schema'; value: unknown; mutations: Mutation[]; type: string | null }
  | { kind: 'raw'; index: number; type: string | null }
  | { kind: 'form'; spec: FormSpec }
  | { kind: 'malformed-multipart'; index: number }
  | { kind: 'too-large' }
  | { kind: 'none'; type: string | null };

type Attack = { actor: Actor; param: ParamChoice; query: QueryChoice; body: BodyChoice };

type DocOperation = {
  'x-toegang': string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, DocOperation>> };

// Started while the file is collected (top-level await), so every route becomes its own test case.
const t: TestServer = await startTestServer({ now: NOW });
const w = new World(t);
await w.build(NOW.getUTCFullYear());
const operations = [...(await documentedWrites()), ...NON_API_WRITES];
const STATE_FOLDERS = [t.config.storageDir, t.config.outboxDir];
/** The rows every attack wrote (support/write-journal.ts). */
const journal = await journalWrites(t.db);
afterAll(() => t.close());

/** The write operations of GET /api/openapi.json, as the server serves it. */
async function documentedWrites(): Promise<Operation[]> {
  const res = await t.request('/api/openapi.json');
  const doc = (await res.json()) as Document;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!WRITE_METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      out.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: `/api${path}`,
        access: op['x-toegang'],
        ...(content['application/json'] ? { json: content['application/json'].schema } : {}),
        ...(content['multipart/form-data'] ? { form: content['multipart/form-data'].schema } : {}),
      });
    }
  }
  return out;
}

/** "METHOD /path" of every write route the app registers, in the document's `{param}` spelling. */
function registeredWrites(): string[] {
  const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
  const out = inspectRoutes(app)
    .filter((r) => !r.isMiddleware && WRITE_METHODS.has(r.method.toLowerCase()) && !r.path.includes('*'))
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(out)].sort();
}

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

async function resolvePath(op: Operation, param: ParamChoice, actor: Actor): Promise<string> {
  const params = parameterKinds(op.url.replace(/^\/api/, ''));
  if (params.length === 0) return op.url;
  switch (param.how) {
    case 'own':
    case 'foreign':
      return fill(op.url, await w.targets(params, param.how === 'foreign', actor));
    case 'random':
      return fill(op.url, Object.fromEntries(params.map((p) => [p.name, randomUUID()])));
    case 'wrong-kind':
      return fill(op.url, Object.fromEntries(params.map((p) => [p.name, w.wrongKind(p.kind)])));
    case 'not-id': {
      // The other parameters stay real, so the bad one is what the route meets.
      const real = await w.targets(params, false, actor);
      const last = params[params.length - 1]?.name ?? '';
      return fill(op.url, { ...real, [last]: encodeURIComponent(param.value) });
    }
    case 'raw': {
      const real = await w.targets(params, false, actor);
      const first = params[0]?.name ?? '';
      return fill(op.url, { ...real, [first]: param.segment });
    }
  }
}

function resolveQuery(op: Operation, query: QueryChoice): string {
  const example = EXAMPLES[op.key]?.query?.(w);
  if (!example || query.how === 'none') return '';
  const params = new URLSearchParams(example);
  if (query.how === 'hostile') for (const k of Object.keys(example)) params.set(k, query.value);
  if (query.how === 'twice') for (const [k, v] of Object.entries(example)) params.append(k, `${v}x`);
  return `?${params}`;
}

type Built = { body?: string | Uint8Array | FormData; type: string | null; label: string };

async function resolveBody(op: Operation, body: BodyChoice): Promise<Built> {
  switch (body.kind) {
    case 'json': {
      const example = EXAMPLES[op.key]?.json;
      const base = body.base === 'example' && example ? await example(w) : body.value;
      const text =
        typeof base === 'object' && base !== null && !Array.isArray(base)
          ? render(body.mutations.reduce(applyMutation, toEntries(base as Record<string, unknown>)))
          : JSON.stringify(base ?? null);
      return { body: text, type: body.type, label: `json ${text.slice(0, 300)}` };
    }
    case 'raw': {
      const raw = RAW_BODIES[body.index];
      return { body: raw?.text ?? '', type: body.type, label: `raw ${raw?.label}` };
    }
    case 'form': {
      const fields = body.spec.fields.map(([k, v]) => `${k}=${v.slice(0, 40)}`).join('&');
      return {
        body: buildForm(body.spec),
        type: null,
        label: `form ${fields} file=${body.spec.file?.label}`,
      };
    }
    case 'malformed-multipart': {
      const m = MALFORMED_MULTIPART[body.index];
      return { body: m?.body ?? '', type: m?.type ?? null, label: `multipart ${m?.label}` };
    }
    case 'too-large':
      return {
        body: JSON.stringify({ naam: 'x'.repeat(1_100_000) }),
        type: 'application/json',
        label: 'json over 1 MB',
      };
    case 'none':
      return { type: body.type, label: 'no body' };
  }
}

/** The statuses of the route under attack, to prove the attacks got past the permission check. */
let answered: number[] = [];
/**
 * The rows the tables should hold: a full read before the first route plus everything the journal took since. Each
 * route ends with a full read that must match it row for row, or the journal missed a write (and may have passed a
 * refused attack unseen).
 */
let expected: Rows | undefined;

/** Takes what the journal saw written and adds it to the rows expected. */
async function take(): Promise<Written> {
  const written = await journal.take();
  if (expected) addRows(expected, written.rows);
  return written;
}

/** The tables named by "table x: …" lines (of stateChanges or of the journal), sorted. */
function tablesIn(lines: string[]): string[] {
  return lines.flatMap((line) => line.match(/^table (\w+):/)?.[1] ?? []).sort();
}

/** Sends one attack; throws a readable report on any violation (fast-check shows it with the counterexample). */
async function attack(op: Operation, a: Attack): Promise<void> {
  const url = `${await resolvePath(op, a.param, a.actor)}${resolveQuery(op, a.query)}`;
  const built = await resolveBody(op, a.body);
  const cookie = await w.cookie(a.actor);
  // Every attack on its own connection: a server that refuses a body unread closes the connection (right), and a
  // reused socket would then fail the next, innocent attack. A dropped connection is now this attack's own doing.
  const headers: Record<string, string> = { connection: 'close' };
  if (built.type !== null) headers['content-type'] = built.type;
  if (cookie) headers.cookie = cookie;
  // A delivery still running (a retry, or SMTP after the answer) must not land in what this attack wrote.
  await t.drainMail();
  await take();
  const files = fileState(...STATE_FOLDERS);
  const where = `${op.method} ${url.slice(0, 200)} as ${a.actor}, ${built.label} (content-type ${built.type})`;
  const res = await fetch(`${t.url}${url}`, {
    method: op.method,
    redirect: 'manual',
    headers,
    ...(built.body !== undefined ? { body: built.body } : {}),
  }).catch((error: unknown) => {
    const cause = error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error);
    throw new Error(`no answer for ${where}: ${cause}`);
  });
  // Every answer, refusals included, is one the document lists: status, media type and body schema.
  await checkResponse(op.method, url, res).catch((error: unknown) => {
    throw new Error(`${where}:\n${error instanceof Error ? error.message : String(error)}`);
  });
  const text = await res.text();
  answered.push(res.status);
  // ATTACK_DEBUG="POST /owner" prints every exchange of the matching routes, to see what the fuzz actually sends.
  if (process.env.ATTACK_DEBUG && op.key.includes(process.env.ATTACK_DEBUG))
    console.log(res.status, op.method, url, a.actor, built.label.slice(0, 150), text.slice(0, 150));
  if (res.status >= 500) throw new Error(`${res.status} for ${where}: ${text.slice(0, 300)}`);
  if (res.status < 400) return;
  const problem = envelopeProblem(res.status, res.headers.get('content-type'), text);
  if (problem) throw new Error(`${res.status} for ${where}: ${problem}`);
  await t.drainMail();
  const rows = await take();
  const changes = [...rows.lines, ...stateChanges(files, fileState(...STATE_FOLDERS))];
  if (changes.length > 0)
    throw new Error(`${res.status} for ${where} but state changed:\n${changes.join('\n')}`);
}

/** Removes the sessions the attacks created, so the snapshots of later requests stay small. */
async function forgetSessions(): Promise<void> {
  await t.db.deleteFrom('sessions').execute();
}

function bodyArb(op: Operation): fc.Arbitrary<BodyChoice> {
  const example = EXAMPLES[op.key];
  const values = fc.oneof(
    { weight: 5, arbitrary: hostileValue },
    // Someone else's ids (and existing ids of the wrong kind) where an id of one's own belongs.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...[w.users.eigenaarB.id, w.users.admin.id, w.camperB, w.camperA, w.users.prospect.id].map((id) =>
          JSON.stringify(id),
        ),
      ),
    },
  );
  const json: fc.Arbitrary<BodyChoice> = fc.record({
    kind: fc.constant('json' as const),
    base: fc.constantFrom<('example' | 'schema')[]>(...(example?.json ? ['example' as const] : []), 'schema'),
    value: op.json ? schemaArbitrary(op.json) : fc.constant({}),
    mutations: fc.array(mutationArb(values), { minLength: 0, maxLength: 3 }),
    type: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
  });
  const raw: fc.Arbitrary<BodyChoice> = fc.record({
    kind: fc.constant('raw' as const),
    index: fc.nat({ max: RAW_BODIES.length - 1 }),
    type: fc.constantFrom(...CONTENT_TYPES),
  });
  const malformed: fc.Arbitrary<BodyChoice> = fc.record({
    kind: fc.constant('malformed-multipart' as const),
    index: fc.nat({ max: MALFORMED_MULTIPART.length - 1 }),
  });
  const choices: { weight: number; arbitrary: fc.Arbitrary<BodyChoice> }[] = [
    { weight: op.form ? 1 : 6, arbitrary: json },
    { weight: 2, arbitrary: raw },
    { weight: op.form ? 2 : 1, arbitrary: malformed },
  ];
  if (op.form || example?.form) {
    const fields = example?.form?.(w) ?? [];
    choices.push({
      weight: 6,
      arbitrary: formSpec(fields).map((spec): BodyChoice => ({ kind: 'form', spec })),
    });
  }
  return fc.oneof(...choices);
}

function paramArb(op: Operation): fc.Arbitrary<ParamChoice> {
  if (!op.url.includes('{')) return fc.constant({ how: 'own' });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<ParamChoice>({ how: 'own' }) },
    { weight: 2, arbitrary: fc.constant<ParamChoice>({ how: 'foreign' }) },
    { weight: 1, arbitrary: fc.constant<ParamChoice>({ how: 'random' }) },
    { weight: 1, arbitrary: fc.constant<ParamChoice>({ how: 'wrong-kind' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...NOT_IDS).map((value): ParamChoice => ({ how: 'not-id', value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment): ParamChoice => ({ how: 'raw', segment })),
    },
  );
}

const queryArb: fc.Arbitrary<QueryChoice> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<QueryChoice>({ how: 'example' }) },
  { weight: 1, arbitrary: fc.constant<QueryChoice>({ how: 'none' }) },
  { weight: 1, arbitrary: fc.constant<QueryChoice>({ how: 'twice' }) },
  {
    weight: 2,
    arbitrary: hostileValue.map((raw): QueryChoice => ({ how: 'hostile', value: raw.slice(0, 2_000) })),
  },
);

/** Mostly the actors who get past the route's permission check; now and then one who does not. */
function actorArb(op: Operation): fc.Arbitrary<Actor> {
  const reach = reachingActors(op.access);
  const others = ACTORS.filter((a) => !reach.includes(a));
  if (others.length === 0) return fc.constantFrom(...reach);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...reach) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
}

/** Content types the sweep sends the valid example with; the random part draws from all of CONTENT_TYPES. */
const SWEEP_CONTENT_TYPES = [
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  null,
];

/** The fixed part: each raw attack once, by the most privileged actor who reaches the handler. */
function sweep(op: Operation): [Attack][] {
  const reach = reachingActors(op.access);
  const actor = reach[reach.length - 1] ?? 'admin';
  const base = { actor, param: { how: 'own' } as ParamChoice, query: { how: 'example' } as QueryChoice };
  const example = EXAMPLES[op.key];
  const exampleJson: BodyChoice = {
    kind: 'json',
    base: 'example',
    value: {},
    mutations: [],
    type: 'application/json',
  };
  const multipart = op.form !== undefined || example?.form !== undefined;
  const withBody = (body: BodyChoice): Attack => ({ ...base, body });
  const out: Attack[] = [
    ...RAW_BODIES.map((_, index) => withBody({ kind: 'raw', index, type: 'application/json' })),
    ...SWEEP_CONTENT_TYPES.map((type) => withBody({ ...exampleJson, type })),
    // Upload routes meet every malformed multipart; JSON routes a few.
    ...MALFORMED_MULTIPART.slice(0, multipart ? undefined : 3).map((_, index) =>
      withBody({ kind: 'malformed-multipart', index }),
    ),
    withBody({ kind: 'too-large' }),
    withBody({ kind: 'none', type: null }),
    withBody({ kind: 'none', type: 'application/json' }),
    // Every prototype key, and a duplicated key, on the valid example.
    ...PROTOTYPE_KEYS.map((key) =>
      withBody({
        ...exampleJson,
        mutations: [{ op: 'extra', key, raw: '{"admin":true,"status":"eigenaar"}' }],
      }),
    ),
    withBody({
      ...exampleJson,
      mutations: [{ op: 'duplicate', pick: 0, raw: '"9999-12-31"', hostileFirst: false }],
    }),
  ];
  // Each impossible or out-of-horizon date alone in an array field (dagen): no neighbour to be refused for.
  if (op.json && JSON.stringify(op.json).includes('"array"')) {
    for (const d of BAD_DATES) {
      const raw = JSON.stringify(d);
      out.push(
        withBody({ ...exampleJson, mutations: [{ op: 'element', pick: 0, index: 0, raw, add: false }] }),
      );
    }
  }
  // Every file trick (lying types, polyglot, HTML, SVG, empty, hostile names) with the example's fields.
  if (multipart) {
    const fields = example?.form?.(w) ?? [];
    for (const file of FILES) out.push(withBody({ kind: 'form', spec: { fields, file, twice: false } }));
  }
  if (op.url.includes('{')) {
    for (const how of ['foreign', 'random', 'wrong-kind'] as const)
      out.push({ ...base, param: { how }, body: exampleJson });
    for (const value of NOT_IDS.slice(0, 9))
      out.push({ ...base, param: { how: 'not-id', value }, body: exampleJson });
    for (const segment of RAW_SEGMENTS.slice(0, 3))
      out.push({ ...base, param: { how: 'raw', segment }, body: exampleJson });
  }
  if (example?.query) out.push({ ...base, query: { how: 'none' }, body: exampleJson });
  return out.map((a) => [a]);
}

describe('attacking every write route of the OpenAPI document', () => {
  it('the document lists every write route the API registers (a new route is attacked at once)', () => {
    const documented = operations.map((op) => `${op.method} ${op.url}`).sort();
    expect(documented).toEqual(registeredWrites());
  });

  it('every path parameter names a kind of thing the attack can create a fresh one of', () => {
    const unknown = operations.flatMap((op) =>
      parameterKinds(op.url.replace(/^\/api/, ''))
        .filter((p) => p.kind === 'unknown')
        .map((p) => `${op.key} {${p.name}}`),
    );
    // Such routes are still attacked, but only with ids that exist nowhere: teach support/world.ts their segment.
    expect(unknown).toEqual([]);
  });

  it('every catalogue message counts as Dutch (the envelope check is calibrated on them)', () => {
    for (const [code, entry] of Object.entries(ERRORS)) expect(looksDutch(entry.message), code).toBe(true);
    expect(looksDutch('Invalid input: expected string, received number')).toBe(false);
    expect(looksDutch('Malformed JSON in request body')).toBe(false);
  });

  it('the state snapshot sees one changed column, one new row and one new stored file', async () => {
    const folders = [t.config.storageDir, t.config.outboxDir];
    const before = await snapshotState(t.db, ...folders);
    await t.db
      .updateTable('profiles')
      .set({ naam: 'Anna B' })
      .where('id', '=', w.users.eigenaar.id)
      .execute();
    expect(stateChanges(before, await snapshotState(t.db, ...folders))).toEqual([
      expect.stringMatching(/^table profiles: /),
    ]);
    await t.db
      .updateTable('profiles')
      .set({ naam: 'Anna A' })
      .where('id', '=', w.users.eigenaar.id)
      .execute();
    expect(stateChanges(before, await snapshotState(t.db, ...folders))).toEqual([]);
    const token = await t.createProspect();
    mkdirSync(join(t.config.storageDir, 'publiek'), { recursive: true });
    writeFileSync(join(t.config.storageDir, 'publiek', 'proef.txt'), 'x');
    const changes = stateChanges(before, await snapshotState(t.db, ...folders));
    rmSync(join(t.config.storageDir, 'publiek', 'proef.txt'));
    await t.db.deleteFrom('users').where('id', '=', token.id).execute();
    expect(changes.some((c) => c.startsWith('table users:'))).toBe(true);
    expect(changes.some((c) => c.includes('proef.txt: (none)'))).toBe(true);
    expect(stateChanges(before, await snapshotState(t.db, ...folders))).toEqual([]);
  });

  it('the write journal accounts for every row: new rows, a cascade, a rewrite of the same value', async () => {
    await journal.take();
    const start = await journal.current();
    const before = await snapshotState(t.db);
    const owner = await t.createProspect();
    expect(await t.signIn(owner.id)).toBeTruthy();
    const made = await journal.take();
    const middle = await journal.current();
    const rows = addRows(copyRows(start), made.rows);
    expect(rowDifferences(rows, middle)).toEqual([]);
    expect(tablesIn(made.lines)).toEqual(tablesIn(stateChanges(before, await snapshotState(t.db))));
    expect(tablesIn(made.lines)).toEqual(expect.arrayContaining(['profiles', 'sessions', 'users']));
    // Deleting the user cascades to its profile and session, tables the statement does not name.
    await t.db.deleteFrom('users').where('id', '=', owner.id).execute();
    const gone = await journal.take();
    expect(tablesIn(gone.lines)).toEqual(expect.arrayContaining(['profiles', 'sessions', 'users']));
    expect(rowDifferences(addRows(rows, gone.rows), await journal.current())).toEqual([]);
    // Written, but the same rows: a column set to the value it holds.
    await t.db
      .updateTable('profiles')
      .set({ naam: w.users.eigenaar.naam })
      .where('id', '=', w.users.eigenaar.id)
      .execute();
    const same = await journal.take();
    expect(same.lines).toEqual([]);
    expect(same.rows.get('profiles')).toEqual(new Map());
    // What ends every route: rows the journal did not account for are found.
    expect(tablesIn(rowDifferences(start, middle))).toEqual(tablesIn(made.lines));
  });

  it('a failed login or password confirmation may leave its audit record; any other audit row counts', async () => {
    await journal.take();
    const before = await snapshotState(t.db);
    const now = new Date();
    const entry = { actorId: null, actorNaam: null, doel: w.users.eigenaar.id, now };
    await recordAudit(t.db, { ...entry, soort: SECURITY_EVENTS.loginFailed });
    await recordAudit(t.db, { ...entry, soort: SECURITY_EVENTS.passwordCheckFailed });
    expect(stateChanges(before, await snapshotState(t.db))).toEqual([]);
    expect((await journal.take()).lines).toEqual([]);
    await recordAudit(t.db, { ...entry, soort: SECURITY_EVENTS.passwordChanged });
    expect(stateChanges(before, await snapshotState(t.db))).toEqual([
      expect.stringMatching(/^table audit_log: /),
    ]);
    expect((await journal.take()).lines).toEqual([
      expect.stringMatching(/^table audit_log: 1 rows added, 0 removed/),
    ]);
  });

  it.each(operations.map((op) => [op.key, op] as const))(
    '%s: never a 5xx, always a Dutch error envelope, nothing changed when refused',
    { timeout: 120_000 },
    async (_key, op) => {
      answered = [];
      if (expected) await take();
      else {
        await journal.take();
        expected = await journal.current();
      }
      const arbitrary = fc.record({
        actor: actorArb(op),
        param: paramArb(op),
        query: queryArb,
        body: bodyArb(op),
      });
      const examples = sweep(op);
      // fast-check counts the examples in numRuns.
      await fc.assert(
        fc.asyncProperty(arbitrary, (a) => attack(op, a).finally(forgetSessions)),
        { numRuns: examples.length + RUNS_PER_ROUTE, examples },
      );
      // Not everything stopped at the door: some attacks reached the handler (validation, lookups, rules).
      expect(answered.filter((s) => s !== 401 && s !== 403).length, `statuses ${answered}`).toBeGreaterThan(
        0,
      );
      // The journal judged this route's attacks: it must account for every row a full read finds.
      await take();
      const found = await journal.current();
      const unaccounted = rowDifferences(expected, found);
      expected = found;
      expect(unaccounted).toEqual([]);
    },
  );
});
