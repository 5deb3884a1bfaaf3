import { checkResponse } from '@camperdeel/bff/test/contract';
import type { TestEngine } from '@camperdeel/bff/test/postgres-cluster';
import { startTestServer, type TestServer, type TestUser } from '@camperdeel/bff/test/server';
import { REMOTE_DISTS, type RemoteName } from '@camperdeel/bff/web/web-apps';
import { test as base, expect, type Response as PageResponse } from '@playwright/test';
import { camperWithOwners, giveCredits, reserveAs } from './coowner.ts';
import { addSessionCookie } from './sessions.ts';
import { type StaticRemote, serveRemote } from './static-server.ts';

/**
 * Fixtures of every journey:
 * - `app` (one per worker): the real BFF (`startServer`: migrations, API, the built web apps) on port 0 with its own
 *   temp data folder, no demo data and raised throttle limits, all through environment variables. `baseURL` points at it.
 * - `loginAs(kind)`: a fresh user of that kind, signed in by inserting a session into the database and setting the
 *   session cookie on the browser context (no login form, no argon2 per test).
 * - `adminWithCamper(naam, owners)`: an admin signed in like `loginAs('admin')`, and a camper by this name with an
 *   owner per name, each given credits by that admin (`camperWithOwners`): the start of the co-owner journeys.
 * - `coOwnersWithBooking(naam, [booker, other], dagen)`: `adminWithCamper` with two owners, the first of whom has
 *   reserved these days (`reserveAs`): the start of the journeys about another owner's reservation (swap, watch).
 * - `ownerWithCredits(n, standaard)`: an owner signed in like `loginAs('owner')`, whose credits a new admin has set
 *   (`giveCredits`): the start of the booking journeys.
 * - `signInAs(user)`: the browser continues as this user of the worker's server (its session cookie).
 * - `createUser(kind)`: the same user without the browser session, for journeys that log in through the UI
 *   (password `user.password`).
 * - `startApp(env)`: another real server with extra environment (e.g. REMOTE_ADMIN_URL), stopped after the test.
 * - `serveRemote(name)`: one built remote on its own origin (static server, CORS), stopped after the test.
 * - `appWithRemote(name)`: such a remote and another real server whose shell loads that remote from it (its
 *   REMOTE_*_URL): the start of the journeys about a remote deployed apart.
 * Uncaught page errors fail the test: a journey that passes while the page throws has not passed.
 * Every /api answer the page receives is checked against the OpenAPI document (`@camperdeel/bff/test/contract`):
 * a status, media type or body the document does not list fails the test.
 */
export type UserKind = 'prospect' | 'owner' | 'admin';

export type E2eUser = TestUser & { kind: UserKind; camperId: string | null };

/** `engine` is set per Playwright project (playwright.config.ts): every journey runs on SQLite and on PostgreSQL. */
type WorkerFixtures = { app: TestServer; engine: TestEngine };

type TestFixtures = {
  createUser: (kind: UserKind) => Promise<E2eUser>;
  loginAs: (kind: UserKind) => Promise<E2eUser>;
  signInAs: (user: TestUser) => Promise<void>;
  adminWithCamper: <const Names extends readonly string[]>(
    naam: string,
    owners: Names,
  ) => Promise<{ admin: E2eUser; camperId: string; owners: { [K in keyof Names]: TestUser } }>;
  coOwnersWithBooking: (
    naam: string,
    owners: readonly [booker: string, other: string],
    dagen: string[],
  ) => Promise<{ owners: readonly [booker: TestUser, other: TestUser]; reservationId: string }>;
  ownerWithCredits: (
    n?: number,
    standaard?: { hoog: number; laag: number },
  ) => Promise<{ me: E2eUser; admin: TestUser }>;
  startApp: (env: Record<string, string>) => Promise<TestServer>;
  serveRemote: (name: RemoteName) => Promise<StaticRemote>;
  appWithRemote: (name: RemoteName) => Promise<{ remote: StaticRemote; app: TestServer }>;
  pageErrors: string[];
  apiContract: string[];
};

/** Statuses whose answer has no body by definition (a fetch Response refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The contract check of one answer the page received. Redirects carry no readable body in the browser; an answer
 * whose body the browser no longer holds (the page navigated away) cannot be checked and is skipped.
 */
async function checkPageResponse(response: PageResponse): Promise<void> {
  if (response.fromServiceWorker()) return;
  const status = response.status();
  // As text: only JSON bodies are read by the check (others by their media type), and text is a BodyInit everywhere.
  let body: string | null = null;
  let type: string | undefined;
  try {
    if (!NULL_BODY.has(status) && (status < 300 || status >= 400))
      body = (await response.body()).toString('utf8');
    type = (await response.allHeaders())['content-type'];
    // A revalidated answer (the server said 304 to If-None-Match) reaches the page as the cached 200 with the 304's
    // headers: the server's own answer was the 304, which has no body to check.
    if (!type && (await response.request().allHeaders())['if-none-match']) return;
  } catch {
    return;
  }
  const answer = new Response(body, { status, headers: type ? { 'content-type': type } : {} });
  await checkResponse(response.request().method(), response.url(), answer);
}

const QUIET_SERVER = { LOG_REQUESTS: '0' };

/** The setting that tells the server's shell where a remote's mf-manifest.json lives. */
const REMOTE_URL_SETTING: Record<RemoteName, string> = {
  mfe_public: 'REMOTE_PUBLIC_URL',
  mfe_owner: 'REMOTE_OWNER_URL',
  mfe_admin: 'REMOTE_ADMIN_URL',
};

async function makeUser(app: TestServer, kind: UserKind): Promise<E2eUser> {
  if (kind === 'owner') {
    const camperId = await app.createCamper();
    return { ...(await app.createOwner(camperId)), kind, camperId };
  }
  const user = kind === 'admin' ? await app.createAdmin() : await app.createProspect();
  return { ...user, kind, camperId: null };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['sqlite', { scope: 'worker', option: true }],
  app: [
    async ({ engine }, use) => {
      const app = await startTestServer({ env: QUIET_SERVER, engine });
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  createUser: async ({ app }, use) => {
    await use((kind) => makeUser(app, kind));
  },
  loginAs: async ({ app, context }, use) => {
    await use(async (kind) => {
      const user = await makeUser(app, kind);
      await addSessionCookie(context, app, user);
      return user;
    });
  },
  signInAs: async ({ app, context }, use) => {
    await use((user) => addSessionCookie(context, app, user));
  },
  adminWithCamper: async ({ app, loginAs }, use) => {
    await use(async (naam, owners) => {
      const admin = await loginAs('admin');
      return { admin, ...(await camperWithOwners(app, admin, naam, owners)) };
    });
  },
  coOwnersWithBooking: async ({ app, adminWithCamper }, use) => {
    await use(async (naam, names, dagen) => {
      const { owners } = await adminWithCamper(naam, names);
      const reservationId = await reserveAs(app, owners[0], dagen);
      return { owners, reservationId };
    });
  },
  ownerWithCredits: async ({ app, loginAs }, use) => {
    await use(async (n, standaard) => {
      const me = await loginAs('owner');
      const admin = await app.createAdmin();
      await giveCredits(app, admin, me, n, standaard);
      return { me, admin };
    });
  },
  startApp: async ({ engine }, use) => {
    const started: TestServer[] = [];
    await use(async (env) => {
      const app = await startTestServer({ env: { ...QUIET_SERVER, ...env }, engine });
      started.push(app);
      return app;
    });
    await Promise.all(started.map((app) => app.close()));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  serveRemote: async ({}, use) => {
    const started: StaticRemote[] = [];
    await use(async (name) => {
      const remote = await serveRemote(REMOTE_DISTS[name]);
      started.push(remote);
      return remote;
    });
    await Promise.all(started.map((remote) => remote.stop()));
  },
  appWithRemote: async ({ serveRemote, startApp }, use) => {
    await use(async (name) => {
      const remote = await serveRemote(name);
      const app = await startApp({ [REMOTE_URL_SETTING[name]]: remote.manifestUrl });
      return { remote, app };
    });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  apiContract: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const checks: Promise<void>[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/api/')) return;
        checks.push(
          checkPageResponse(response).catch((error: unknown) => {
            problems.push(error instanceof Error ? error.message : String(error));
          }),
        );
      });
      await use(problems);
      await Promise.all(checks);
      expect(problems, 'answers off the OpenAPI document (GET /api/openapi.json)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
