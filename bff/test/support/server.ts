/**
 * Test harness for BFF tests: a real server over real HTTP on port 0, with its own temp DATA_DIR and SQLite file.
 *
 *   const t = await startTestServer({ now: new Date('2026-06-01T10:00:00Z') }); // clock frozen (optional)
 *   const camperId = await t.createCamper({ naam: 'Zeeland' });
 *   const owner = await t.createOwner(camperId);      // status eigenaar, assigned, signed in
 *   const res = await t.request('/api/owner/camper', { cookie: owner.cookie });
 *   await t.close();                                   // stops the server, removes the temp folder
 *
 * Users are created with ONE precomputed Argon2id hash (password TEST_PASSWORD) and signed in by inserting a
 * session directly, so a test pays for argon2 once per file. `t.clock` moves "now" for the server and helpers.
 * Throttle limits are raised through configuration; pass `env` to override any variable (e.g. lower limits).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../src/auth/password.ts';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { createUser } from '../../src/auth/users.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/connection.ts';
import type { NewCamper, UserStatus } from '../../src/db/schema.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { testCamperRow } from './camper-row.ts';
import { checkedFetch } from './contract.ts';
import {
  createTestDatabase,
  dropTestDatabase,
  type TestEngine,
  testPostgresUrl,
} from './postgres-cluster.ts';

export const TEST_PASSWORD = 'camper-test-wachtwoord';

let sharedHash: Promise<string> | undefined;

/** The Argon2id hash of TEST_PASSWORD, computed once per test process. */
export function testPasswordHash(): Promise<string> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  return sharedHash;
}

/** "Now" for the server: real time until frozen; `advance` moves a frozen (or freezes a running) clock. */
export class TestClock {
  private frozen: Date | null;

  constructor(frozen: Date | null) {
    this.frozen = frozen;
  }

  now = (): Date => (this.frozen ? new Date(this.frozen) : new Date());

  set(at: Date | string): void {
    this.frozen = new Date(at);
  }

  advance(ms: number): void {
    this.frozen = new Date(this.now().getTime() + ms);
  }
}

export type TestUser = {
  id: string;
  email: string;
  naam: string;
  password: string;
  /** A ready `Cookie` header value for a fresh session of this user. */
  cookie: string;
};

export type UserOverrides = { email?: string; naam?: string; telefoonnummer?: string | null };

export type RequestOptions = {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  body?: RequestInit['body'];
  cookie?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  url: string;
  port: number;
  db: Db;
  config: Config;
  dataDir: string;
  /** The variable that points another process at this server's database (DATABASE_PATH or DATABASE_URL). */
  databaseEnv: Record<string, string>;
  clock: TestClock;
  /**
   * fetch() against the server; never follows redirects. Every /api answer is checked against the OpenAPI document
   * (support/contract.ts): an undocumented status or a body off its schema throws.
   */
  request: (path: string, options?: RequestOptions) => Promise<Response>;
  createProspect: (overrides?: UserOverrides) => Promise<TestUser>;
  /** An eigenaar assigned to `camperId` (one camper per user). */
  createOwner: (camperId: string, overrides?: UserOverrides) => Promise<TestUser>;
  createAdmin: (overrides?: UserOverrides) => Promise<TestUser>;
  /** A camper with the spec's form defaults (docs/product/calendar-and-credits.md#business-constants-spec-9), visible in the carousel, status in_verkoop; returns its id. */
  createCamper: (overrides?: Partial<NewCamper>) => Promise<string>;
  /** A new session for an existing user, as a Cookie header value. */
  signIn: (userId: string) => Promise<string>;
  /**
   * Waits until the mail queued so far was delivered: SMTP mail goes out after the answer (the file outbox before it,
   * so there this returns at once); await it before reading an SMTP server.
   */
  drainMail: () => Promise<void>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** Freeze the server's clock at this instant. */
  now?: Date;
  env?: Record<string, string>;
  /** The database engine; by default the one the test project chose (SQLite unless a PostgreSQL global setup ran). */
  engine?: TestEngine;
};

/** A server of the tests' own: any free port on loopback, this data folder, no demo data and no request log. */
export function quietServerEnv(dataDir: string): Record<string, string> {
  return { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_REQUESTS: '0' };
}

/**
 * Another instance in this process on the same database as `t`, with a data folder (outbox, files) of its own and
 * `env` on top of a quiet server's; closing it also removes the folder.
 */
export async function startSecondInstance(
  t: TestServer,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-second-'));
  const server = await startServer({ env: { ...t.databaseEnv, ...quietServerEnv(dataDir), ...env } });
  return {
    ...server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'camperdeel-test-'));
  const clock = new TestClock(options.now ?? null);
  // The PostgreSQL projects (vitest.postgres.config.ts) give every test server its own database.
  const adminUrl = testPostgresUrl(options.engine);
  const databaseUrl = adminUrl ? await createTestDatabase(adminUrl) : undefined;
  const server = await startServer({
    env: {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...quietServerEnv(dataDir),
      THROTTLE_READ_PER_MINUTE: '100000',
      THROTTLE_WRITE_PER_MINUTE: '100000',
      THROTTLE_AUTH_PER_MINUTE: '100000',
      ...options.env,
    },
    now: clock.now,
  });
  const { db } = server;
  let counter = 0;

  const signIn = async (userId: string) => {
    const { token } = await createSession(db, userId, clock.now());
    return `${SESSION_COOKIE}=${token}`;
  };

  const makeUser = async (
    kind: { status: UserStatus; admin?: boolean },
    overrides: UserOverrides = {},
  ): Promise<TestUser> => {
    counter += 1;
    const email = overrides.email ?? `gebruiker-${counter}-${randomUUID().slice(0, 8)}@test.camperdeel.nl`;
    const naam = overrides.naam ?? `Testgebruiker ${counter}`;
    const user = await createUser(db, {
      email,
      naam,
      passwordHash: await testPasswordHash(),
      status: kind.status,
      telefoonnummer: overrides.telefoonnummer ?? null,
      admin: kind.admin ?? false,
      now: clock.now(),
    });
    return { id: user.id, email: user.email, naam, password: TEST_PASSWORD, cookie: await signIn(user.id) };
  };

  return {
    url: server.url,
    port: server.port,
    db,
    config: server.config,
    dataDir,
    databaseEnv: databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_PATH: server.config.databasePath },
    clock,
    request: (path, { method, json, body, cookie, headers = {} } = {}) =>
      checkedFetch(`${server.url}${path}`, {
        method: method ?? (json !== undefined || body !== undefined ? 'POST' : 'GET'),
        redirect: 'manual',
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
      }),
    createProspect: (overrides) => makeUser({ status: 'prospect' }, overrides),
    createOwner: async (camperId, overrides) => {
      const user = await makeUser({ status: 'eigenaar' }, overrides);
      await db
        .insertInto('camper_eigenaars')
        .values({ id: randomUUID(), camper_id: camperId, user_id: user.id })
        .execute();
      return user;
    },
    createAdmin: (overrides) => makeUser({ status: 'prospect', admin: true }, overrides),
    createCamper: async (overrides = {}) => {
      const id = randomUUID();
      counter += 1;
      await db
        .insertInto('campers')
        .values(testCamperRow(id, `Testcamper ${counter}`, overrides))
        .execute();
      return id;
    },
    signIn,
    drainMail: server.drainMail,
    close: async () => {
      await server.close();
      if (databaseUrl) await dropTestDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server of its own for one test (another limit, another setting), closed after `use` whatever it threw. */
export async function withTestServer<T>(
  options: TestServerOptions,
  use: (server: TestServer) => Promise<T>,
): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

/** A response body as the shape the test expects (Response.json() is `unknown`). */
export async function readJson<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Every API error body. */
export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
