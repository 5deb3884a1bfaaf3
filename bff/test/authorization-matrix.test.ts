/**
 * THE authorization matrix: every route the app registers × {anonymous, prospect, owner of camper A, owner of
 * camper B, admin}, with the status each must get, driven by the one table below. A route without a row (or a row
 * without a route) fails the first test, so a new endpoint cannot ship without deciding who may call it.
 *
 * Every cell gets a fresh session of its actor (so logout cannot disturb the next cell) and, for writes that succeed,
 * a fresh target (so the order of cells does not matter). Allowed calls send valid input, so the matrix proves the
 * permission check lets them through as well as that it stops everyone else.
 */
import { randomUUID } from 'node:crypto';
import { inspectRoutes } from 'hono/dev';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createApiToken } from '../src/auth/api-tokens.ts';
import { hashSecret } from '../src/auth/secrets.ts';
import { createSession } from '../src/auth/sessions.ts';
import { TOKEN_ROUTES } from '../src/auth/token-scope.ts';
import { setCredits } from '../src/modules/credits/service.ts';
import { isBuilt } from '../src/web/static-files.ts';
import { REMOTE_DISTS, SHELL_DIST } from '../src/web/web-apps.ts';
import { form, PDF, PNG } from './admin/fixtures.ts';
import { postCamperFile } from './support/camper-files.ts';
import { camperForm } from './support/camper-form.ts';
import { insertDocument, insertInvoice } from './support/file-rows.ts';
import { serverForFile } from './support/file-server.ts';
import { fieldsForm } from './support/files.ts';
import { insertHandover } from './support/handover-row.ts';
import { insertFailedMail } from './support/mail-row.ts';
import { claimDay, insertReservation } from './support/reservation-row.ts';
import { type RequestOptions, TEST_PASSWORD, type TestUser } from './support/server.ts';

const ACTORS = ['anoniem', 'prospect', 'eigenaar A', 'eigenaar B', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = readonly [
  anoniem: number,
  prospect: number,
  eigenaarA: number,
  eigenaarB: number,
  admin: number,
];

type Call = { path: string; json?: unknown; body?: FormData };
type Row = {
  /** Method and path exactly as registered (Hono's pattern). */
  route: string;
  /** The concrete request; may create a fresh target for the actor. Without it: the route's own path, no body. */
  call?: (actor: Actor) => Call | Promise<Call>;
  /** A function for the web apps, whose answer depends on whether they are built at that moment. */
  expected: Statuses | (() => Statuses);
};

let users: Record<Exclude<Actor, 'anoniem'>, TestUser>;
let camperA: string;
let camperB: string;
let documentA: string;
let invoiceA: string;
let publicFile: string;
let counter = 0;

/** A day in October 2026, fresh per call: low season, after the frozen "today", never adjacent to another. */
function freshDay(): string {
  counter += 1;
  const month = 10 + Math.floor(counter / 10);
  return `2026-${String(month).padStart(2, '0')}-${String((counter % 10) * 3 + 1).padStart(2, '0')}`;
}

async function freshCamper(overrides: { aantal_sloten_eigenaars?: number } = {}): Promise<string> {
  return t.createCamper(overrides);
}

function freshDocument(): Promise<string> {
  return insertDocument(t, { camper_id: camperA, document_naam: 'Matrix' });
}

function freshInvoice(): Promise<string> {
  return insertInvoice(t, {
    user_id: users['eigenaar A'].id,
    factuur_nummer: `M-${randomUUID()}`,
    factuur_naam: 'Matrix',
  });
}

/** A reservation of owner A on camper A, charged to nobody's ledger (the refund on delete is what is tested). */
function freshReservationA(): Promise<string> {
  return bookedDayOfA(freshDay());
}

/** One day of owner A on camper A, stored and claimed as a booking would. */
async function bookedDayOfA(day: string): Promise<string> {
  const id = await dayOfA(day);
  await claimDay(t, camperA, day, id);
  return id;
}

function dayOfA(day: string): Promise<string> {
  return insertReservation(t, {
    user_id: users['eigenaar A'].id,
    camper_id: camperA,
    start_datum: day,
    eind_datum: day,
    credits_gebruikt: 1,
  });
}

const matrixCamper = camperForm('Matrixcamper');

const credits = {
  jaar: 2026,
  credits_hoogseizoen: 5,
  credits_laagseizoen: 5,
  standaard: { credits_hoogseizoen: 5, credits_laagseizoen: 5 },
};

// Who may do what (docs/product/api.md#bff-architecture-4, docs/product/api.md#api-contract-architecture-5): public, signed in, owner of this camper, admin.
const PUBLIC: Statuses = [200, 200, 200, 200, 200];
const USER: Statuses = [401, 200, 200, 200, 200];
const OWNER: Statuses = [401, 403, 200, 200, 403];
const ADMIN_OK: Statuses = [401, 403, 403, 403, 200];
const ADMIN_CREATED: Statuses = [401, 403, 403, 403, 201];

/** Public like the rest of the web apps: 200 once built, 503 before (another helper may be building right now). */
function webStatus(dist: string, indexFile: string): () => Statuses {
  return () => {
    const s = isBuilt(dist, indexFile) ? 200 : 503;
    return [s, s, s, s, s];
  };
}

const ROWS: Row[] = [
  { route: 'GET /api/health', expected: PUBLIC },
  { route: 'GET /api/health/ready', expected: PUBLIC },
  { route: 'GET /api/openapi.json', expected: PUBLIC },
  { route: 'GET /api/docs', expected: PUBLIC },

  // Auth (platform)
  {
    route: 'POST /api/auth/register',
    call: () => ({
      path: '/api/auth/register',
      json: { naam: 'Nieuw', email: `matrix-${randomUUID()}@voorbeeld.nl`, wachtwoord: TEST_PASSWORD },
    }),
    expected: [201, 201, 201, 201, 201],
  },
  {
    route: 'POST /api/auth/login',
    call: () => ({
      path: '/api/auth/login',
      json: { email: users.prospect.email, wachtwoord: TEST_PASSWORD },
    }),
    expected: PUBLIC,
  },
  { route: 'POST /api/auth/logout', call: () => ({ path: '/api/auth/logout', json: {} }), expected: PUBLIC },
  { route: 'GET /api/auth/me', expected: USER },
  {
    route: 'POST /api/auth/password-reset',
    // An address of its own: five resets for one address use up its mail budget (3 an hour), which the resend below
    // shares. The answer is the same for any address.
    call: () => ({ path: '/api/auth/password-reset', json: { email: 'matrix-reset@test.camperdeel.nl' } }),
    expected: [202, 202, 202, 202, 202],
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    call: () => ({
      path: '/api/auth/password-reset/confirm',
      json: { token: 'onbekend', wachtwoord: 'nieuw-geheim-1' },
    }),
    expected: [400, 400, 400, 400, 400],
  },
  {
    route: 'POST /api/auth/confirm-email',
    call: () => ({ path: '/api/auth/confirm-email', json: { token: 'onbekend' } }),
    expected: [400, 400, 400, 400, 400],
  },
  // A new confirmation link for the signed-in user (none of the test users confirmed their address).
  {
    route: 'POST /api/auth/confirm-email/resend',
    call: () => ({ path: '/api/auth/confirm-email/resend', json: {} }),
    expected: [401, 202, 202, 202, 202],
  },
  // Single sign-on is off unless configured: the routes exist and say so to everyone.
  { route: 'GET /api/auth/oidc/login', expected: [404, 404, 404, 404, 404] },
  {
    route: 'GET /api/auth/oidc/callback',
    call: () => ({ path: '/api/auth/oidc/callback?code=x&state=y' }),
    expected: [404, 404, 404, 404, 404],
  },

  // Own profile and applications (any signed-in user)
  { route: 'GET /api/me/profile', expected: USER },
  {
    route: 'PATCH /api/me/profile',
    call: () => ({ path: '/api/me/profile', json: { telefoonnummer: '0612345678' } }),
    expected: USER,
  },
  {
    route: 'POST /api/me/profile/photo',
    call: () => ({ path: '/api/me/profile/photo', body: form({}, { name: 'ik.png', bytes: PNG }) }),
    expected: USER,
  },
  { route: 'GET /api/me/applications', expected: USER },
  {
    route: 'POST /api/me/applications',
    call: async () => ({ path: '/api/me/applications', json: { camper_id: await freshCamper() } }),
    expected: [401, 201, 201, 201, 201],
  },
  { route: 'GET /api/me/campers', expected: USER },

  // Me: notifications and self-service (docs/product/api.md#co-owner-life-and-self-service-architecture-10)
  { route: 'GET /api/me/notifications', expected: USER },
  {
    route: 'POST /api/me/notifications/read-all',
    call: () => ({ path: '/api/me/notifications/read-all', json: {} }),
    expected: USER,
  },
  {
    route: 'POST /api/me/notifications/:id/read',
    call: async (actor) => ({
      path: `/api/me/notifications/${await freshNotification(actor)}/read`,
      json: {},
    }),
    expected: USER,
  },
  { route: 'GET /api/me/notification-settings', expected: USER },
  {
    route: 'PUT /api/me/notification-settings',
    call: () => ({ path: '/api/me/notification-settings', json: { email: { nieuwe_factuur: true } } }),
    expected: USER,
  },
  {
    route: 'POST /api/me/password',
    call: () => ({
      path: '/api/me/password',
      json: { huidig_wachtwoord: TEST_PASSWORD, nieuw_wachtwoord: TEST_PASSWORD },
    }),
    expected: USER,
  },
  { route: 'GET /api/me/sessions', expected: USER },
  {
    route: 'DELETE /api/me/sessions/:id',
    call: async (actor) => ({ path: `/api/me/sessions/${await freshSession(actor)}` }),
    expected: USER,
  },
  {
    route: 'DELETE /api/me/applications/:id',
    call: async (actor) => ({ path: `/api/me/applications/${await freshOwnApplication(actor)}` }),
    expected: USER,
  },
  { route: 'GET /api/me/export', expected: USER },
  // A wrong password, so the matrix never erases its own actors: signed in gets as far as the password check.
  {
    route: 'DELETE /api/me',
    call: () => ({ path: '/api/me', json: { wachtwoord: 'niet-het-wachtwoord' } }),
    expected: [401, 403, 403, 403, 403],
  },

  // Campers
  { route: 'GET /api/campers', expected: USER },
  { route: 'GET /api/campers/:id', call: () => ({ path: `/api/campers/${camperA}` }), expected: USER },
  { route: 'GET /api/public/campers', expected: PUBLIC },

  // Owner area: only an owner, and only their own camper (anyone else signed in gets 403 'Geen camper toegewezen')
  { route: 'GET /api/owner/camper', expected: OWNER },
  { route: 'GET /api/owner/documents', expected: OWNER },
  { route: 'GET /api/owner/invoices', expected: OWNER },
  { route: 'GET /api/owner/credits', expected: OWNER },
  { route: 'GET /api/owner/reservations', expected: OWNER },
  {
    route: 'POST /api/owner/reservations',
    call: () => ({ path: '/api/owner/reservations', json: { dagen: [freshDay()] } }),
    expected: [401, 403, 201, 201, 403],
  },
  {
    // Owner A's reservation: owner B gets 404, as for anything that is not theirs.
    route: 'DELETE /api/owner/reservations/:id',
    call: async () => ({ path: `/api/owner/reservations/${await freshReservationA()}` }),
    expected: [401, 403, 200, 404, 403],
  },

  // Private files: camper A's document for A's owners and admins; owner A's invoice for owner A and admins
  {
    route: 'GET /api/documents/:id/download',
    call: () => ({ path: `/api/documents/${documentA}/download` }),
    expected: [401, 404, 302, 404, 302],
  },
  {
    route: 'GET /api/invoices/:id/download',
    call: () => ({ path: `/api/invoices/${invoiceA}/download` }),
    expected: [401, 404, 302, 404, 302],
  },

  // Admin: users
  { route: 'GET /api/admin/users', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/users',
    call: () => ({
      path: '/api/admin/users',
      json: {
        email: `admin-maakt-${randomUUID()}@voorbeeld.nl`,
        wachtwoord: TEST_PASSWORD,
        naam: 'Nieuw',
        status: 'prospect',
      },
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'PATCH /api/admin/users/:id',
    call: () => ({ path: `/api/admin/users/${users.prospect.id}`, json: { naam: 'Piet Prospect' } }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/users/:id',
    call: async () => ({ path: `/api/admin/users/${(await t.createProspect()).id}` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/users/:id/password-reset',
    call: () => ({ path: `/api/admin/users/${users.prospect.id}/password-reset`, json: {} }),
    expected: [401, 403, 403, 403, 202],
  },
  {
    route: 'GET /api/admin/users/:id/credits',
    call: () => ({ path: `/api/admin/users/${users['eigenaar A'].id}/credits` }),
    expected: ADMIN_OK,
  },
  {
    route: 'PUT /api/admin/users/:id/credits',
    call: async () => ({ path: `/api/admin/users/${(await t.createProspect()).id}/credits`, json: credits }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/users/:id/photo',
    call: () => ({
      path: `/api/admin/users/${users.prospect.id}/photo`,
      body: form({}, { name: 'p.png', bytes: PNG }),
    }),
    expected: ADMIN_OK,
  },

  // Admin: campers
  { route: 'GET /api/admin/campers', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/campers',
    call: () => ({ path: '/api/admin/campers', json: matrixCamper }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'PATCH /api/admin/campers/:id',
    call: () => ({ path: `/api/admin/campers/${camperA}`, json: { polisnummer: 'POL-1' } }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/campers/:id',
    call: async () => ({ path: `/api/admin/campers/${await freshCamper()}` }),
    expected: ADMIN_OK,
  },
  {
    route: 'PATCH /api/admin/campers/:id/status',
    call: () => ({ path: `/api/admin/campers/${camperA}/status`, json: { status: 'in_verkoop' } }),
    expected: ADMIN_OK,
  },
  {
    route: 'PATCH /api/admin/campers/:id/visibility',
    call: () => ({
      path: `/api/admin/campers/${camperA}/visibility`,
      json: { toont_in_camper_vinden: true },
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/files',
    call: () => ({
      path: `/api/admin/campers/${camperA}/files`,
      body: form({ veld: 'hoofdfoto' }, { name: 'voor.png', bytes: PNG }),
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/campers/:id/files',
    call: () => ({ path: `/api/admin/campers/${camperA}/files?veld=vloerplan` }),
    expected: ADMIN_OK,
  },
  {
    route: 'GET /api/admin/campers/:id/users',
    call: () => ({ path: `/api/admin/campers/${camperA}/users` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/owners',
    call: async () => ({
      path: `/api/admin/campers/${await freshCamper()}/owners`,
      json: { user_id: (await t.createProspect()).id },
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'DELETE /api/admin/campers/:id/owners/:userId',
    call: async () => {
      const camperId = await freshCamper();
      const owner = await t.createOwner(camperId);
      return { path: `/api/admin/campers/${camperId}/owners/${owner.id}` };
    },
    expected: ADMIN_OK,
  },

  // Admin: applications and reservations
  { route: 'GET /api/admin/applications', expected: ADMIN_OK },
  {
    route: 'PATCH /api/admin/applications/:id',
    call: async () => ({
      path: `/api/admin/applications/${await freshApplication()}`,
      json: { status: 'afgewezen' },
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/applications/:id',
    call: async () => ({ path: `/api/admin/applications/${await freshApplication()}` }),
    expected: ADMIN_OK,
  },
  { route: 'GET /api/admin/reservations/overview', expected: ADMIN_OK },

  // Co-owner life (docs/product/api.md#co-owner-life-and-self-service-architecture-10): owners on their own camper, admins per camper, the feed by its secret only
  { route: 'GET /api/owner/blocks', expected: OWNER },
  { route: 'GET /api/owner/handovers', expected: OWNER },
  {
    route: 'GET /api/owner/reservations/:id/handovers',
    call: async () => ({ path: `/api/owner/reservations/${await coownerReservationA()}/handovers` }),
    expected: [401, 403, 200, 404, 403],
  },
  {
    route: 'POST /api/owner/reservations/:id/handovers',
    call: async () => ({
      path: `/api/owner/reservations/${await startedReservationA()}/handovers`,
      body: handoverForm(),
    }),
    expected: [401, 403, 201, 404, 403],
  },
  { route: 'GET /api/owner/usage', call: () => ({ path: '/api/owner/usage?jaar=2026' }), expected: OWNER },
  { route: 'GET /api/owner/credits/history', expected: OWNER },
  { route: 'GET /api/owner/calendar-feed', expected: OWNER },
  {
    route: 'POST /api/owner/calendar-feed/rotate',
    call: () => ({ path: '/api/owner/calendar-feed/rotate', json: {} }),
    expected: OWNER,
  },
  {
    route: 'GET /ical/:file',
    call: async () => ({ path: await feedPathA() }),
    expected: PUBLIC,
  },
  { route: 'ALL /ical/*', call: () => ({ path: '/ical/onbekend/pad' }), expected: [404, 404, 404, 404, 404] },
  {
    route: 'GET /api/admin/campers/:id/blocks',
    call: () => ({ path: `/api/admin/campers/${camperA}/blocks` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/blocks',
    call: () => {
      const day = freshDay();
      return {
        path: `/api/admin/campers/${camperB}/blocks`,
        json: { start_datum: day, eind_datum: day, reden: 'APK' },
      };
    },
    expected: ADMIN_CREATED,
  },
  {
    route: 'DELETE /api/admin/blocks/:id',
    call: async () => ({ path: `/api/admin/blocks/${await freshBlock()}` }),
    expected: ADMIN_OK,
  },
  // Wish rounds: owners on their own camper's rounds, admins open and allocate them and set the fair-use rule
  { route: 'GET /api/owner/rounds', expected: OWNER },
  {
    route: 'GET /api/owner/rounds/:id',
    call: async () => ({ path: `/api/owner/rounds/${await roundOfA()}` }),
    expected: [401, 403, 200, 404, 403],
  },
  {
    route: 'PUT /api/owner/rounds/:id/wishes',
    call: async () => ({ path: `/api/owner/rounds/${await roundOfA()}/wishes`, json: { wensen: [] } }),
    expected: [401, 403, 200, 404, 403],
  },
  // Swaps and the watch list: owners on their own camper only; someone else's offer or watch is 404
  {
    route: 'POST /api/owner/reservations/:id/offer',
    call: async () => ({
      path: `/api/owner/reservations/${await freshReservationA()}/offer`,
      json: { aan_user_id: null },
    }),
    expected: [401, 403, 201, 404, 403],
  },
  { route: 'GET /api/owner/offers', expected: OWNER },
  {
    route: 'POST /api/owner/offers/:id/accept',
    call: async () => ({ path: `/api/owner/offers/${await offerToA()}/accept` }),
    expected: [401, 403, 200, 404, 403],
  },
  {
    route: 'DELETE /api/owner/offers/:id',
    call: async () => ({ path: `/api/owner/offers/${await offerOfA()}` }),
    expected: [401, 403, 200, 404, 403],
  },
  { route: 'GET /api/owner/watches', expected: OWNER },
  { route: 'POST /api/owner/watches', call: takenOnBothCampers, expected: [401, 403, 201, 201, 403] },
  {
    route: 'DELETE /api/owner/watches/:id',
    call: async () => ({ path: `/api/owner/watches/${await watchOfA()}` }),
    expected: [401, 403, 200, 404, 403],
  },
  {
    route: 'GET /api/admin/campers/:id/rounds',
    call: () => ({ path: `/api/admin/campers/${camperA}/rounds` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/rounds',
    call: async () => ({
      path: `/api/admin/campers/${await t.createCamper()}/rounds`,
      json: { jaar: 2027, sluit_op: '2026-12-01' },
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'GET /api/admin/rounds/:id',
    call: async () => ({ path: `/api/admin/rounds/${await roundOfA()}` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/rounds/:id/allocate',
    call: async () => ({
      path: `/api/admin/rounds/${await freshRound(await t.createCamper())}/allocate`,
      json: {},
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'GET /api/admin/campers/:id/rules',
    call: () => ({ path: `/api/admin/campers/${camperB}/rules` }),
    expected: ADMIN_OK,
  },
  {
    route: 'PUT /api/admin/campers/:id/rules',
    call: () => ({
      path: `/api/admin/campers/${camperB}/rules`,
      json: { max_aaneengesloten_hoogseizoen: 21 },
    }),
    expected: ADMIN_OK,
  },
  // Shared costs: owners of their own camper; deleting and reading a receipt also for admins
  { route: 'GET /api/owner/costs', expected: OWNER },
  { route: 'GET /api/owner/costs/export', expected: OWNER },
  {
    route: 'POST /api/owner/costs',
    call: () => ({
      path: '/api/owner/costs',
      json: { omschrijving: 'Matrix', bedrag: 100, datum: '2026-10-01', verdeling: 'alleen_ik' },
    }),
    expected: [401, 403, 201, 201, 403],
  },
  {
    // Each matrix camper has one owner, so paying "a co-owner" can only be refused by the rule (422), never by access.
    route: 'POST /api/owner/costs/settle',
    call: () => ({
      path: '/api/owner/costs/settle',
      json: { aan_user_id: users['eigenaar A'].id, bedrag: 100 },
    }),
    expected: [401, 403, 422, 422, 403],
  },
  {
    route: 'DELETE /api/owner/costs/:id',
    call: async () => ({ path: `/api/owner/costs/${await costOfA()}` }),
    expected: [401, 404, 200, 404, 200],
  },
  {
    route: 'GET /api/owner/costs/:id/receipt',
    call: async () => ({
      path: `/api/owner/costs/${await costOfA('00000000-0000-4000-8000-00000000b0b0.pdf')}/receipt`,
    }),
    expected: [401, 404, 302, 404, 302],
  },
  // The club office: admins keep the help numbers and make the month's service-fee invoices; owners read help
  { route: 'GET /api/admin/settings', expected: ADMIN_OK },
  {
    route: 'PUT /api/admin/settings',
    call: () => ({ path: '/api/admin/settings', json: { pechbijstand_telefoon: '020 123 45 67' } }),
    expected: ADMIN_OK,
  },
  { route: 'GET /api/owner/help', expected: OWNER },
  {
    route: 'POST /api/admin/invoices/generate',
    call: () => ({ path: '/api/admin/invoices/generate', json: { maand: '2027-01', dry_run: true } }),
    expected: ADMIN_OK,
  },
  // Camper care: admins keep every camper's plan, owners read their own camper's state
  { route: 'GET /api/owner/care', expected: OWNER },
  { route: 'GET /api/admin/care', expected: ADMIN_OK },
  {
    route: 'GET /api/admin/campers/:id/care',
    call: () => ({ path: `/api/admin/campers/${camperA}/care` }),
    expected: ADMIN_OK,
  },
  {
    route: 'PUT /api/admin/campers/:id/care',
    call: () => ({
      path: `/api/admin/campers/${camperB}/care`,
      json: {
        apk_vervaldatum: null,
        verzekering_vervaldatum: null,
        onderhoud_interval_km: 15000,
        onderhoud_interval_maanden: 12,
      },
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/services',
    call: () => ({
      path: `/api/admin/campers/${camperB}/services`,
      json: { datum: '2020-01-01', km_stand: 1000, omschrijving: 'Kleine beurt' },
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'GET /api/admin/campers/:id/handovers',
    call: () => ({ path: `/api/admin/campers/${camperA}/handovers` }),
    expected: ADMIN_OK,
  },
  {
    route: 'GET /api/admin/damage',
    call: () => ({ path: '/api/admin/damage?status=open' }),
    expected: ADMIN_OK,
  },
  {
    route: 'PATCH /api/admin/handovers/:id',
    call: async () => ({
      path: `/api/admin/handovers/${await freshHandover()}`,
      json: { notitie: 'Gecontroleerd' },
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/handovers/:id',
    call: async () => ({ path: `/api/admin/handovers/${await freshHandover()}` }),
    expected: ADMIN_OK,
  },
  {
    route: 'GET /api/admin/campers/:id/reservations',
    call: () => ({ path: `/api/admin/campers/${camperA}/reservations` }),
    expected: ADMIN_OK,
  },
  {
    route: 'POST /api/admin/campers/:id/reservations',
    call: () => ({
      path: `/api/admin/campers/${camperA}/reservations`,
      json: { user_id: users['eigenaar A'].id, dagen: [coownerDay()] },
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'DELETE /api/admin/reservations/:id',
    call: async () => ({ path: `/api/admin/reservations/${await coownerReservationA()}` }),
    expected: ADMIN_OK,
  },

  // Admin: documents and invoices
  { route: 'GET /api/admin/documents', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/documents',
    call: () => ({
      path: '/api/admin/documents',
      body: form({ camper_id: camperA, document_naam: 'Polis' }, { name: 'polis.pdf', bytes: PDF }),
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'PUT /api/admin/documents/:id',
    call: async () => ({
      path: `/api/admin/documents/${await freshDocument()}`,
      body: form({}, { name: 'nieuw.pdf', bytes: PDF }),
    }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/documents/:id',
    call: async () => ({ path: `/api/admin/documents/${await freshDocument()}` }),
    expected: ADMIN_OK,
  },
  { route: 'GET /api/admin/invoices', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/invoices',
    call: () => ({
      path: '/api/admin/invoices',
      body: form(
        {
          user_id: users['eigenaar A'].id,
          factuur_nummer: `F-${randomUUID()}`,
          factuur_naam: 'Servicekosten',
        },
        { name: 'f.pdf', bytes: PDF },
      ),
    }),
    expected: ADMIN_CREATED,
  },
  {
    route: 'PATCH /api/admin/invoices/:id',
    call: async () => ({ path: `/api/admin/invoices/${await freshInvoice()}`, json: { betaald: true } }),
    expected: ADMIN_OK,
  },
  {
    route: 'DELETE /api/admin/invoices/:id',
    call: async () => ({ path: `/api/admin/invoices/${await freshInvoice()}` }),
    expected: ADMIN_OK,
  },

  // Admin: API tokens (platform)
  {
    route: 'POST /api/admin/tokens',
    call: () => ({ path: '/api/admin/tokens', json: { naam: 'Matrix' } }),
    expected: ADMIN_CREATED,
  },
  { route: 'GET /api/admin/tokens', expected: ADMIN_OK },
  {
    route: 'DELETE /api/admin/tokens/:id',
    call: async () => ({ path: `/api/admin/tokens/${await freshToken()}` }),
    expected: ADMIN_OK,
  },

  // Invitations and bulk credits (what the CLI uses)
  {
    route: 'POST /api/auth/invitation/confirm',
    call: () => ({
      path: '/api/auth/invitation/confirm',
      json: { token: 'onbekend', wachtwoord: 'nieuw-geheim-1' },
    }),
    expected: [400, 400, 400, 400, 400],
  },
  { route: 'GET /api/admin/users/invitations', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/users/invitations',
    call: () => ({ path: '/api/admin/users/invitations', json: { user_ids: [users.prospect.id] } }),
    expected: [401, 403, 403, 403, 202],
  },
  {
    route: 'POST /api/admin/users/:id/invitation',
    // Someone who never chose a password (an invitation to anyone else is 409): made fresh, as an import does.
    call: async () => {
      const invitee = await t.createProspect({ email: `uitgenodigd-${++counter}@voorbeeld.nl` });
      await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', invitee.id).execute();
      return { path: `/api/admin/users/${invitee.id}/invitation`, json: {} };
    },
    expected: [401, 403, 403, 403, 202],
  },
  {
    route: 'POST /api/admin/credits/batch',
    call: () => ({
      path: '/api/admin/credits/batch',
      json: {
        rijen: [
          {
            email: users.prospect.email,
            jaar: 2026,
            credits_hoogseizoen: 1,
            credits_laagseizoen: 1,
            standaard: { credits_hoogseizoen: 1, credits_laagseizoen: 1 },
          },
        ],
        dry_run: true,
      },
    }),
    expected: ADMIN_OK,
  },

  // Admin: audit log and mail queue
  { route: 'GET /api/admin/audit', expected: ADMIN_OK },
  { route: 'GET /api/admin/mail', expected: ADMIN_OK },

  // Admin: exports of the admin tables
  { route: 'GET /api/admin/users/export', expected: ADMIN_OK },
  { route: 'GET /api/admin/invoices/export', expected: ADMIN_OK },
  { route: 'GET /api/admin/reservations/overview/export', expected: ADMIN_OK },
  { route: 'GET /api/admin/audit/export', expected: ADMIN_OK },
  {
    route: 'POST /api/admin/mail/:id/retry',
    call: async () => ({ path: `/api/admin/mail/${await freshFailedMail()}/retry`, json: {} }),
    expected: ADMIN_OK,
  },

  // Everything else under /api is a JSON 404 for everyone (no hint that an admin path exists).
  { route: 'ALL /api/*', call: () => ({ path: '/api/bestaat-niet' }), expected: [404, 404, 404, 404, 404] },

  // Files: public buckets for everyone; private buckets only with a valid signature, whoever asks.
  {
    route: 'GET /files/private/:bucket/:key',
    call: () => ({ path: `/files/private/facturen/${randomUUID()}.pdf?expires=1&name=x.pdf&sig=00` }),
    expected: [403, 403, 403, 403, 403],
  },
  { route: 'GET /files/:bucket/:key', call: () => ({ path: publicFile }), expected: PUBLIC },

  // Metrics: this test calls from the server's own host; from elsewhere only the metrics token opens them
  // (platform/metrics.test.ts).
  { route: 'GET /metrics', expected: PUBLIC },

  // The web apps (another helper's): public; 503 until built.
  { route: 'GET /remotes.json', expected: PUBLIC },
  {
    route: 'POST /client-log/not-found',
    call: () => ({ path: '/client-log/not-found', json: { path: '/onbekend' } }),
    expected: [204, 204, 204, 204, 204],
  },
  { route: 'GET /embed/carousel.js', expected: PUBLIC },
  // The installable owner app: manifest, icons and worker are public (the worker keeps a member's answers only
  // after that member signed in).
  { route: 'GET /manifest.webmanifest', expected: PUBLIC },
  { route: 'HEAD /manifest.webmanifest', expected: PUBLIC },
  { route: 'GET /app-icons/:file', call: () => ({ path: '/app-icons/icon-192.png' }), expected: PUBLIC },
  { route: 'HEAD /app-icons/:file', call: () => ({ path: '/app-icons/icon-192.png' }), expected: PUBLIC },
  { route: 'GET /sw.js', expected: webStatus(SHELL_DIST, 'sw.js') },
  { route: 'HEAD /sw.js', expected: webStatus(SHELL_DIST, 'sw.js') },
  {
    route: 'GET /remotes/:name/*',
    call: () => ({ path: '/remotes/mfe_admin/mf-manifest.json' }),
    expected: webStatus(REMOTE_DISTS.mfe_admin, 'mf-manifest.json'),
  },
  {
    route: 'HEAD /remotes/:name/*',
    call: () => ({ path: '/remotes/mfe_admin/mf-manifest.json' }),
    expected: webStatus(REMOTE_DISTS.mfe_admin, 'mf-manifest.json'),
  },
  {
    route: 'GET /*',
    call: () => ({ path: '/admin/dashboard' }),
    expected: webStatus(SHELL_DIST, 'index.html'),
  },
  {
    route: 'HEAD /*',
    call: () => ({ path: '/admin/dashboard' }),
    expected: webStatus(SHELL_DIST, 'index.html'),
  },
];

/** A reservation of owner A that began before the frozen "today" (10 March 2026), so a handover may be recorded. */
let coownerCounter = 0;
let coownerDays = 0;

/** Low-season days from 1 April 2026, two apart (each its own reservation), apart from freshDay's October ones. */
function coownerDay(): string {
  coownerDays += 1;
  const day = new Date(Date.UTC(2026, 3, 1 + 2 * coownerDays));
  return day.toISOString().slice(0, 10);
}

/** Like freshReservationA, on a coownerDay. */
function coownerReservationA(): Promise<string> {
  return bookedDayOfA(coownerDay());
}

function startedReservationA(): Promise<string> {
  coownerCounter += 1;
  // Within the week before "today": a handover on a trip that ended longer ago is refused (handover_too_late).
  return dayOfA(`2026-03-${String((coownerCounter % 8) + 3).padStart(2, '0')}`);
}

/** A pick-up form whose km reading only grows, so every allowed call is valid. */
function handoverForm(): FormData {
  coownerCounter += 1;
  return fieldsForm({
    moment: 'ophalen',
    km_stand: String(10_000 + coownerCounter),
    brandstof_procent: '80',
    schoon: 'true',
  });
}

let roundA: string | undefined;

/** Camper A's open round, for a year far past every booking the other cells make, so it never holds one up. */
async function roundOfA(): Promise<string> {
  roundA ??= await freshRound(camperA, 2040);
  return roundA;
}

/** An open wish round stored directly (next year unless told). */
async function freshRound(camperId: string, jaar = 2027): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('wensrondes')
    .values({
      id,
      camper_id: camperId,
      jaar,
      status: 'open',
      sluit_op: `${jaar}-01-01`,
      loting_seed: 'matrix',
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** A cost eigenaar A paid for camper A, stored directly; with a receipt key when given. */
async function costOfA(bonKey: string | null = null): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('kosten')
    .values({
      id,
      camper_id: camperA,
      user_id: users['eigenaar A'].id,
      omschrijving: 'Matrix',
      datum: '2026-10-01',
      bedrag_centen: 100,
      verdeling: 'alleen_ik',
      bon_key: bonKey,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** A stored open offer on camper A. */
async function storedOffer(reservationId: string, day: string, van: string): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('ruil_aanbiedingen')
    .values({
      id,
      reservering_id: reservationId,
      camper_id: camperA,
      van_user_id: van,
      aan_user_id: null,
      status: 'open',
      start_datum: day,
      eind_datum: day,
      geaccepteerd_door: null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** Owner A's own open offer of a fresh day. */
async function offerOfA(): Promise<string> {
  const day = freshDay();
  return storedOffer(await bookedDayOfA(day), day, users['eigenaar A'].id);
}

/**
 * An open offer on camper A that owner A may take: held by owner B (a stand-in co-owner; the offer's camper is what
 * counts) and charged to B, so the refund fits under B's grant.
 */
async function offerToA(): Promise<string> {
  const day = freshDay();
  const giver = users['eigenaar B'].id;
  const reservationId = await insertReservation(t, {
    user_id: giver,
    camper_id: camperA,
    start_datum: day,
    eind_datum: day,
    credits_gebruikt: 1,
  });
  await claimDay(t, camperA, day, reservationId);
  await t.db
    .updateTable('user_credits')
    .set((eb) => ({ credits_laagseizoen: eb('credits_laagseizoen', '-', 1) }))
    .where('user_id', '=', giver)
    .where('jaar', '=', 2026)
    .execute();
  return storedOffer(reservationId, day, giver);
}

/** A watch body on a day that is taken on both campers, so each owner may watch it on their own. */
let watchDays = 0;

async function takenOnBothCampers(): Promise<Call> {
  // February next year, two apart: days no other cell uses.
  watchDays += 1;
  const day = `2027-02-${String(2 * watchDays).padStart(2, '0')}`;
  await bookedDayOfA(day);
  const onB = await insertReservation(t, {
    user_id: users['eigenaar B'].id,
    camper_id: camperB,
    start_datum: day,
    eind_datum: day,
    credits_gebruikt: 1,
  });
  await claimDay(t, camperB, day, onB);
  return { path: '/api/owner/watches', json: { start_datum: day, eind_datum: day } };
}

/** Owner A's watch, stored directly. */
async function watchOfA(): Promise<string> {
  const id = randomUUID();
  const day = freshDay();
  await t.db
    .insertInto('wachtlijst')
    .values({
      id,
      user_id: users['eigenaar A'].id,
      camper_id: camperA,
      start_datum: day,
      eind_datum: day,
      verteld_op: null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

async function freshBlock(): Promise<string> {
  const id = randomUUID();
  const day = coownerDay();
  await t.db
    .insertInto('camper_blokkades')
    .values({
      id,
      camper_id: camperB,
      start_datum: day,
      eind_datum: day,
      reden: 'APK',
      created_by: null,
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** A handover on camper B (whose readings no other row records), to correct or delete. */
function freshHandover(): Promise<string> {
  return insertHandover(t, {
    camper_id: camperB,
    reservering_id: null,
    user_id: null,
    moment: 'ophalen',
    km_stand: 1000,
  });
}

/** The path of owner A's calendar feed (the secret is the permission: anyone holding it reads it). */
async function feedPathA(): Promise<string> {
  // A session of its own: earlier rows (a password change) end the actor's other sessions.
  const cookie = await t.signIn(users['eigenaar A'].id);
  const res = await t.request('/api/owner/calendar-feed', { cookie });
  const body = (await res.json()) as { url?: string };
  if (!body.url) throw new Error(`feed: ${res.status} ${JSON.stringify(body)}`);
  return new URL(body.url).pathname;
}

async function freshApplication(): Promise<string> {
  const id = randomUUID();
  const user = await t.createProspect();
  await t.db.insertInto('aanmeldingen').values({ id, user_id: user.id, camper_id: camperA }).execute();
  return id;
}

/** The user behind `actor`; the anonymous actor's targets belong to the prospect, whose ids it must not reach. */
function userOf(actor: Actor): TestUser {
  return actor === 'anoniem' ? users.prospect : users[actor];
}

/** A notification of `actor` (anonymous: of the prospect, whose id the anonymous call must not reach). */
async function freshNotification(actor: Actor): Promise<string> {
  const id = randomUUID();
  const owner = userOf(actor);
  await t.db
    .insertInto('meldingen')
    .values({
      id,
      user_id: owner.id,
      soort: 'nieuw_document',
      titel: 'Matrix',
      tekst: 'Matrix',
      link: '/mijn-camper',
      created_at: t.clock.now().toISOString(),
    })
    .execute();
  return id;
}

/** Another session of `actor`, by the id the session list shows. */
async function freshSession(actor: Actor): Promise<string> {
  const owner = userOf(actor);
  const { token } = await createSession(t.db, owner.id, t.clock.now());
  const row = await t.db
    .selectFrom('sessions')
    .select('public_id')
    .where('id', '=', hashSecret(token))
    .executeTakeFirstOrThrow();
  return row.public_id ?? '';
}

/** An open application of `actor` for a fresh camper. */
async function freshOwnApplication(actor: Actor): Promise<string> {
  const id = randomUUID();
  const owner = userOf(actor);
  await t.db
    .insertInto('aanmeldingen')
    .values({ id, user_id: owner.id, camper_id: await freshCamper() })
    .execute();
  return id;
}

/** A mail that failed for good. */
function freshFailedMail(): Promise<string> {
  return insertFailedMail(t, { ontvanger: 'matrix@voorbeeld.nl', onderwerp: 'Matrix', tekst: 'Matrix' });
}

async function freshToken(): Promise<string> {
  const { token } = await createApiToken(t.db, users.admin.id, 'Weggooi', t.clock.now());
  return token.id;
}

/** The app's endpoints as registered (middleware left out), "METHOD /path". */
function registeredRoutes(): string[] {
  const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
  const routes = inspectRoutes(app)
    .filter((r) => !r.isMiddleware)
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

/** The row's request as `actor` would send it, credentials left to the caller (a catch-all route is called with GET). */
async function requestOf(row: Row, actor: Actor): Promise<{ path: string; options: RequestOptions }> {
  const [verb = 'GET', ownPath = '/'] = row.route.split(' ');
  const { path, json, body } = row.call ? await row.call(actor) : { path: ownPath };
  const method = verb === 'ALL' ? 'GET' : verb;
  return {
    path,
    options: { method, ...(json !== undefined ? { json } : {}), ...(body !== undefined ? { body } : {}) },
  };
}

async function send(row: Row, actor: Actor): Promise<number> {
  const { path, options } = await requestOf(row, actor);
  const cookie = actor === 'anoniem' ? undefined : await t.signIn(users[actor].id);
  const res = await t.request(path, { ...options, ...(cookie ? { cookie } : {}) });
  await res.arrayBuffer();
  return res.status;
}

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  camperA = await t.createCamper({ naam: 'Camper A' });
  camperB = await t.createCamper({ naam: 'Camper B' });
  users = {
    prospect: await t.createProspect({ naam: 'Piet Prospect' }),
    'eigenaar A': await t.createOwner(camperA, { naam: 'Anna A' }),
    'eigenaar B': await t.createOwner(camperB, { naam: 'Bert B' }),
    admin: await t.createAdmin({ naam: 'Ada Admin' }),
  };
  for (const owner of [users['eigenaar A'], users['eigenaar B']]) {
    await setCredits(t.db, {
      userId: owner.id,
      ...credits,
      credits_laagseizoen: 50,
      actorId: null,
      now: t.clock.now(),
    });
  }
  documentA = await freshDocument();
  invoiceA = await freshInvoice();
  const photo = await postCamperFile(t, users.admin, camperB, {
    veld: 'hoofdfoto',
    name: 'b.png',
    bytes: PNG,
  });
  publicFile = ((await photo.json()) as { camper: { hoofdfoto_url: string } }).camper.hoofdfoto_url;
});

describe('authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const rows = ROWS.map((r) => r.route);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect([...rows].sort()).toEqual(registeredRoutes());
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const actual: number[] = [];
    for (const actor of ACTORS) actual.push(await send(row, actor));
    const expected = typeof row.expected === 'function' ? row.expected() : row.expected;
    expect(Object.fromEntries(ACTORS.map((a, i) => [a, actual[i]]))).toEqual(
      Object.fromEntries(ACTORS.map((a, i) => [a, expected[i]])),
    );
  });
});

/**
 * The sixth actor, an API token of the admin (the CLI): every /api route on the allow-list (auth/token-scope.ts)
 * answers it as it answers the admin; every other one is 403 `token_not_allowed`. A token's own revocation is
 * proven in attack/api-token-scope.test.ts (here the target is always another token, so 403).
 */
describe('authorization matrix: API token', () => {
  const apiRows = ROWS.filter((row) => /^[A-Z]+ \/api\//.test(row.route));

  it.each(apiRows.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const { path, options } = await requestOf(row, 'admin');
    const { waarde } = await createApiToken(t.db, users.admin.id, 'Matrix', t.clock.now());
    const res = await t.request(path, { ...options, headers: { authorization: `Bearer ${waarde}` } });
    const answer = (await res.json()) as { error?: { code: string } };
    const reach = (TOKEN_ROUTES as Record<string, string>)[route];
    const expected = typeof row.expected === 'function' ? row.expected() : row.expected;
    if (reach === 'ja') {
      expect(res.status).toBe(expected[4]);
    } else {
      expect(res.status).toBe(403);
      expect(answer.error?.code).toBe('token_not_allowed');
    }
  });
});
