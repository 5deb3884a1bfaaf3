/**
 * Path parameters are validated (validate('param', …)) and a malformed id is answered exactly like an unknown one:
 * the same status, code and Dutch message, with valid input and with invalid input alike. Someone probing ids can
 * never tell a badly formed id from someone else's. A NUL in the path keeps the 400 every URL with one gets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { form, PDF, PNG } from '../admin/fixtures.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

let admin: TestUser;
let owner: TestUser;
let prospect: TestUser;

const t = serverForFile({ now: new Date('2026-03-02T10:00:00Z') });
beforeAll(async () => {
  const camper = await t.createCamper();
  [admin, owner, prospect] = await Promise.all([t.createAdmin(), t.createOwner(camper), t.createProspect()]);
});

type Input = { json: unknown } | { body: () => FormData } | Record<string, never>;
type Row = {
  /** Method and path as registered (Hono's pattern, relative to the server). */
  route: string;
  who: () => TestUser;
  /** A valid request body, so only the id decides the answer. */
  input?: Input;
  /** An invalid request body of the same kind. */
  bad?: Input;
  /** A well-formed id that names nothing (default: a fresh UUID). */
  unknown?: () => string;
  query?: string;
};

const badJson = { json: { onbekend_veld: 1 } };
const noFile = { body: () => form({}) };
/** A pick-up with one photo, under `foto` as the route takes it (a file under any other name is 400). */
const handover = () => {
  const body = form({ moment: 'ophalen', km_stand: '1000', brandstof_procent: '50', schoon: 'true' });
  body.append('foto', new Blob([PNG]), 'a.png');
  return body;
};

/** A round for next year that closes on its first day: valid whatever day the suite runs. */
const nextYear = new Date().getUTCFullYear() + 1;

const ROWS: Row[] = [
  { route: 'GET /api/campers/:id', who: () => prospect },
  { route: 'GET /api/admin/campers/:id/rounds', who: () => admin },
  {
    route: 'POST /api/admin/campers/:id/rounds',
    who: () => admin,
    input: { json: { jaar: nextYear, sluit_op: `${nextYear}-01-01` } },
    bad: badJson,
  },
  { route: 'GET /api/admin/rounds/:id', who: () => admin },
  { route: 'POST /api/admin/rounds/:id/allocate', who: () => admin, input: { json: {} } },
  { route: 'GET /api/admin/campers/:id/rules', who: () => admin },
  {
    route: 'PUT /api/admin/campers/:id/rules',
    who: () => admin,
    input: { json: { max_aaneengesloten_hoogseizoen: 7 } },
    bad: badJson,
  },
  { route: 'GET /api/admin/campers/:id/care', who: () => admin },
  {
    route: 'PUT /api/admin/campers/:id/care',
    who: () => admin,
    input: {
      json: {
        apk_vervaldatum: null,
        verzekering_vervaldatum: null,
        onderhoud_interval_km: 1000,
        onderhoud_interval_maanden: null,
      },
    },
    bad: badJson,
  },
  {
    route: 'POST /api/admin/campers/:id/services',
    who: () => admin,
    input: { json: { datum: '2020-01-01', km_stand: 10, omschrijving: 'Beurt' } },
    bad: badJson,
  },
  { route: 'GET /api/owner/rounds/:id', who: () => owner },
  {
    route: 'PUT /api/owner/rounds/:id/wishes',
    who: () => owner,
    input: { json: { wensen: [] } },
    bad: badJson,
  },
  { route: 'DELETE /api/owner/reservations/:id', who: () => owner },
  { route: 'DELETE /api/owner/costs/:id', who: () => owner },
  { route: 'GET /api/owner/costs/:id/receipt', who: () => owner },
  {
    route: 'POST /api/owner/reservations/:id/offer',
    who: () => owner,
    input: { json: { aan_user_id: null } },
    bad: badJson,
  },
  { route: 'POST /api/owner/offers/:id/accept', who: () => owner },
  { route: 'DELETE /api/owner/offers/:id', who: () => owner },
  { route: 'DELETE /api/owner/watches/:id', who: () => owner },
  { route: 'GET /api/owner/reservations/:id/handovers', who: () => owner },
  {
    route: 'POST /api/owner/reservations/:id/handovers',
    who: () => owner,
    input: { body: handover },
    bad: { body: () => form({ moment: 'nooit' }) },
  },
  { route: 'GET /api/documents/:id/download', who: () => owner },
  { route: 'GET /api/invoices/:id/download', who: () => owner },
  { route: 'POST /api/me/notifications/:id/read', who: () => prospect, input: { json: {} } },
  {
    route: 'DELETE /api/me/sessions/:id',
    who: () => prospect,
    unknown: () => randomBytes(16).toString('hex'),
  },
  { route: 'DELETE /api/me/applications/:id', who: () => prospect },
  {
    route: 'PATCH /api/admin/users/:id',
    who: () => admin,
    input: { json: { naam: 'Nieuwe Naam' } },
    bad: badJson,
  },
  { route: 'DELETE /api/admin/users/:id', who: () => admin },
  { route: 'POST /api/admin/users/:id/password-reset', who: () => admin, input: { json: {} } },
  { route: 'GET /api/admin/users/:id/credits', who: () => admin },
  {
    route: 'PUT /api/admin/users/:id/credits',
    who: () => admin,
    input: {
      json: {
        jaar: 2026,
        credits_hoogseizoen: 5,
        credits_laagseizoen: 5,
        standaard: { credits_hoogseizoen: 5, credits_laagseizoen: 5 },
      },
    },
    bad: badJson,
  },
  {
    route: 'POST /api/admin/users/:id/photo',
    who: () => admin,
    input: { body: () => form({}, { name: 'a.png', bytes: PNG }) },
    bad: noFile,
  },
  { route: 'POST /api/admin/users/:id/invitation', who: () => admin, input: { json: {} } },
  {
    route: 'PATCH /api/admin/campers/:id',
    who: () => admin,
    input: { json: { polisnummer: 'P-1' } },
    bad: badJson,
  },
  { route: 'DELETE /api/admin/campers/:id', who: () => admin },
  {
    route: 'PATCH /api/admin/campers/:id/status',
    who: () => admin,
    input: { json: { status: 'in_verkoop' } },
    bad: badJson,
  },
  {
    route: 'PATCH /api/admin/campers/:id/visibility',
    who: () => admin,
    input: { json: { toont_in_camper_vinden: true } },
    bad: badJson,
  },
  {
    route: 'POST /api/admin/campers/:id/files',
    who: () => admin,
    input: { body: () => form({ veld: 'pdf' }, { name: 'a.pdf', bytes: PDF }) },
    bad: noFile,
  },
  { route: 'DELETE /api/admin/campers/:id/files', who: () => admin, query: '?veld=vloerplan' },
  { route: 'GET /api/admin/campers/:id/users', who: () => admin },
  {
    route: 'POST /api/admin/campers/:id/owners',
    who: () => admin,
    input: { json: { user_id: randomUUID() } },
    bad: badJson,
  },
  { route: 'DELETE /api/admin/campers/:id/owners/:userId', who: () => admin },
  {
    route: 'PATCH /api/admin/applications/:id',
    who: () => admin,
    input: { json: { status: 'afgewezen' } },
    bad: badJson,
  },
  { route: 'DELETE /api/admin/applications/:id', who: () => admin },
  {
    route: 'PUT /api/admin/documents/:id',
    who: () => admin,
    input: { body: () => form({}, { name: 'a.pdf', bytes: PDF }) },
    bad: noFile,
  },
  { route: 'DELETE /api/admin/documents/:id', who: () => admin },
  {
    route: 'PATCH /api/admin/invoices/:id',
    who: () => admin,
    input: { json: { betaald: true } },
    bad: badJson,
  },
  { route: 'DELETE /api/admin/invoices/:id', who: () => admin },
  { route: 'DELETE /api/admin/tokens/:id', who: () => admin },
  { route: 'POST /api/admin/mail/:id/retry', who: () => admin, input: { json: {} } },
  { route: 'GET /api/admin/campers/:id/blocks', who: () => admin },
  {
    route: 'POST /api/admin/campers/:id/blocks',
    who: () => admin,
    input: { json: { start_datum: '2026-04-01', eind_datum: '2026-04-02', reden: 'APK' } },
    bad: { json: { start_datum: '2026-02-30', eind_datum: '9999-12-31', reden: 'APK' } },
  },
  { route: 'DELETE /api/admin/blocks/:id', who: () => admin },
  { route: 'GET /api/admin/campers/:id/handovers', who: () => admin },
  {
    route: 'PATCH /api/admin/handovers/:id',
    who: () => admin,
    input: { json: { km_stand: 1000, reden: 'Typfout' } },
    bad: { json: { km_stand: 1000 } },
  },
  { route: 'DELETE /api/admin/handovers/:id', who: () => admin },
  { route: 'GET /api/admin/campers/:id/reservations', who: () => admin },
  {
    route: 'POST /api/admin/campers/:id/reservations',
    who: () => admin,
    input: { json: { user_id: randomUUID(), dagen: ['2026-04-10'] } },
    bad: { json: { user_id: randomUUID(), dagen: ['2026-02-30'] } },
  },
  { route: 'DELETE /api/admin/reservations/:id', who: () => admin },
];

/** Ids no route could have issued: numbers, traversal, unicode, 10 kB, SQL, look-alikes of a UUID. */
const HOSTILE_IDS = [
  '123',
  '0',
  '-1',
  '1e308',
  'null',
  'undefined',
  'true',
  `${randomUUID()}x`,
  randomUUID().replaceAll('-', ''),
  `{${randomUUID()}}`,
  randomUUID().toUpperCase(),
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%C3%BC%C3%B1%C3%AF%E2%9C%93%F0%9F%9A%90',
  '%E2%80%AE%D9%A1%D9%A2',
  'x'.repeat(10_000),
  "1'%20OR%20'1'%3D'1",
  '%20',
  '%7Bid%7D',
  '%25',
];

type Answer = { status: number; body: unknown };

async function answer(row: Row, id: string, input: Input | undefined): Promise<Answer> {
  const [method, pattern] = row.route.split(' ') as [string, string];
  // Two-parameter routes get the probe in every position; the other position keeps a well-formed unknown id.
  const path = pattern.replace(':id', id).replace(':userId', randomUUID());
  const res = await t.request(`${path}${row.query ?? ''}`, {
    method,
    cookie: row.who().cookie,
    ...(input && 'json' in input ? { json: input.json } : {}),
    ...(input && 'body' in input ? { body: input.body() } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

describe('path parameters: a malformed id is answered like an unknown one', () => {
  it('covers every API route with a path parameter', () => {
    const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
    const withParams = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path.includes('/:'))
        .filter((r) => !r.path.endsWith('*'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(ROWS.map((r) => r.route).sort()).toEqual([...withParams].sort());
  });

  for (const row of ROWS) {
    it(`${row.route}: same 404 with valid input${row.bad ? ', same answer with invalid input' : ''}`, async () => {
      const unknownId = row.unknown?.() ?? randomUUID();
      const known = await answer(row, unknownId, row.input);
      expect(known.status, JSON.stringify(known.body)).toBe(404);
      for (const id of HOSTILE_IDS) {
        expect(await answer(row, id, row.input), `${row.route} with ${id.slice(0, 40)}`).toEqual(known);
      }
      if (row.bad) {
        const invalid = await answer(row, unknownId, row.bad);
        expect(invalid.status).toBe(400);
        for (const id of ['123', '..%2F', 'x'.repeat(10_000)]) {
          expect(await answer(row, id, row.bad), `${row.route} bad input with ${id.slice(0, 40)}`).toEqual(
            invalid,
          );
        }
      }
    });
  }

  it('the second id of /campers/:id/owners/:userId is checked the same way', async () => {
    const path = (camper: string, user: string) => `/api/admin/campers/${camper}/owners/${user}`;
    const request = (p: string) => t.request(p, { method: 'DELETE', cookie: admin.cookie });
    const unknown = await request(path(randomUUID(), randomUUID()));
    const expected = { status: unknown.status, body: await unknown.json() };
    expect(expected.status).toBe(404);
    for (const id of ['123', '..%2F', 'x'.repeat(10_000), '%F0%9F%9A%90']) {
      const res = await request(path(randomUUID(), id));
      expect({ status: res.status, body: await res.json() }).toEqual(expected);
    }
  });

  it('refuses a NUL in an id with 400, as every URL with one is refused', async () => {
    for (const row of ROWS.slice(0, 5)) {
      const res = await answer(row, `${randomUUID()}%00`, row.input);
      expect(res.status, row.route).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid_input' } });
    }
  });

  it('an existing id of someone else is the same 404 as a malformed one', async () => {
    const res = await t.request(`/api/me/applications/${randomUUID()}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    const malformed = await t.request('/api/me/applications/123', { method: 'DELETE', cookie: owner.cookie });
    expect(await malformed.json()).toEqual(await res.json());
  });
});

describe('path parameters in the OpenAPI document', () => {
  it('every path parameter carries the schema the route validates with', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: object }[] }>>;
    };
    let seen = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(ops)) {
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort(), `${method} ${path}`).toEqual([...names].sort());
        for (const p of inPath) {
          seen += 1;
          const schema = p.schema as { format?: string; pattern?: string };
          expect(
            schema.format === 'uuid' || typeof schema.pattern === 'string',
            `${method} ${path} ${p.name}`,
          ).toBe(true);
        }
      }
    }
    expect(seen).toBeGreaterThan(35);
  });
});
