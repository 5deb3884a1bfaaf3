/**
 * The response schemas declared on the routes (describe({ ok })) are what the routes really send: on a server with
 * the demo data, every GET route of the API is called as a user who may call it, and a set of writes that fill
 * every kind of list (a block, a handover, a token, notifications); each answer must parse against the schema the
 * route declares for that status. The entity schemas are strict, so a field added or renamed in a route without
 * its schema fails here.
 */
import { uniqueSymbol } from 'hono-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { DEMO_LOGINS } from '../../src/seed/demo-data.ts';
import { form, PDF, PNG } from '../admin/fixtures.ts';
import { camperForm } from '../support/camper-form.ts';
import { insertFailedMail } from '../support/mail-row.ts';
import { insertReservation } from '../support/reservation-row.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';

type Validate = (value: unknown) => { issues?: readonly { message: string; path?: readonly unknown[] }[] };
type Declared = Record<string, { media: string; validate: Validate } | null>;
type Spec = {
  'x-toegang': string;
  responses: Record<string, { content?: Record<string, { schema: { validate: Validate } }> }>;
};

let t: TestServer;
let cookies: { admin: string; owner: string; prospect: string };
const ids = {
  camper: '',
  reservation: '',
  user: '',
  document: '',
  invoice: '',
  block: '',
  round: '',
  cost: '',
  notification: '',
  mail: '',
};
const declared = new Map<string, Declared>();
const checked = new Set<string>();
const filled = new Set<string>();
/** Top-level lists of GET answers that came back empty. */
const empty = new Set<string>();
const access = new Map<string, string>();
/** Every disagreement, collected so one run names them all. */
const problems: string[] = [];

function userId(email: string): Promise<string> {
  return storedValue(t, 'users', 'id', { email });
}

/** Another owner of the demo owner's camper. */
async function coOwnerOfTheOwner(): Promise<string> {
  const row = await t.db
    .selectFrom('camper_eigenaars')
    .select('user_id')
    .where('camper_id', '=', ids.camper)
    .where('user_id', '!=', ids.user)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-06-01T10:00:00Z'), env: { SEED_DEMO: '1' } });
  const [admin, owner, prospect] = await Promise.all([
    userId(DEMO_LOGINS.admin.email),
    userId(DEMO_LOGINS.eigenaar.email),
    userId(DEMO_LOGINS.prospect.email),
  ]);
  cookies = {
    admin: await t.signIn(admin),
    owner: await t.signIn(owner),
    prospect: await t.signIn(prospect),
  };
  ids.user = owner;
  // A reset link and its mail, so the export's lists of links and mails hold a real item.
  await t.request('/api/auth/password-reset', { json: { email: DEMO_LOGINS.eigenaar.email } });
  ids.camper = await storedValue(t, 'camper_eigenaars', 'camper_id', { user_id: owner });
  const past = await t.db
    .selectFrom('reserveringen')
    .select('id')
    .where('user_id', '=', owner)
    .orderBy('start_datum')
    .executeTakeFirstOrThrow();
  ids.reservation = past.id;
  ids.document = await storedValue(t, 'camper_documenten', 'id', { camper_id: ids.camper });
  ids.invoice = await storedValue(t, 'facturen', 'id', { user_id: owner });

  // The declared answers, read from the describe() middleware of every route (what the OpenAPI document shows).
  const app = createApp({ db: t.db, config: t.config, now: t.clock.now, appOrigin: () => t.url });
  for (const route of app.routes) {
    const meta = (route.handler as unknown as Record<symbol, { spec?: Spec }>)[uniqueSymbol];
    if (!meta?.spec?.responses || !route.path.startsWith('/api/')) continue;
    const byStatus: Declared = {};
    for (const [status, response] of Object.entries(meta.spec.responses)) {
      const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
      byStatus[status] = media && content ? { media, validate: content.schema.validate } : null;
    }
    declared.set(`${route.method} ${route.path}`, byStatus);
    access.set(`${route.method} ${route.path}`, meta.spec['x-toegang']);
  }
}, 120_000);
afterAll(() => t.close());

/** Calls `route` (its pattern with the ids filled in) and checks the answer against the declared schema. */
async function check(
  route: string,
  options: {
    cookie?: string;
    json?: unknown;
    body?: FormData;
    query?: string;
    ids?: Record<string, string>;
    /** A failure status is what this call should get (else any 4xx is a problem: the success schema went unproven). */
    failure?: number;
  } = {},
): Promise<unknown> {
  const [method, pattern] = route.split(' ') as [string, string];
  const byStatus = declared.get(route);
  expect(byStatus, `${route} is declared`).toBeDefined();
  const path = Object.entries(options.ids ?? {})
    .reduce((p, [name, value]) => p.replace(`:${name}`, value), pattern)
    .replace('/campers/:id', `/campers/${ids.camper}`)
    .replace('/reservations/:id', `/reservations/${ids.reservation}`)
    .replace('/users/:id', `/users/${ids.user}`)
    .replace('/documents/:id', `/documents/${ids.document}`)
    .replace('/invoices/:id', `/invoices/${ids.invoice}`)
    .replace('/blocks/:id', `/blocks/${ids.block}`)
    .replace('/rounds/:id', `/rounds/${ids.round}`)
    .replace('/costs/:id', `/costs/${ids.cost}`)
    .replace('/notifications/:id', `/notifications/${ids.notification}`)
    .replace('/mail/:id', `/mail/${ids.mail}`);
  const res = await t.request(`${path}${options.query ?? ''}`, {
    method,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.body ? { body: options.body } : {}),
  });
  const status = String(res.status);
  checked.add(route);
  if (res.status >= 400 && res.status !== options.failure) {
    problems.push(`${route}: answered ${status} (${await res.clone().text()})`);
  }
  if (!byStatus || !(status in byStatus)) {
    problems.push(`${route}: answered ${status}, which it does not declare (${await res.text()})`);
    return undefined;
  }
  const answer = byStatus[status];
  if (!answer) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes(answer.media)) problems.push(`${route} ${status}: ${type}, declared ${answer.media}`);
  if (answer.media !== 'application/json') return res.text();
  const json: unknown = await res.json();
  const result = answer.validate(json);
  for (const i of result.issues ?? [])
    problems.push(`${route} ${status} ${(i.path ?? []).join('.')}: ${i.message}`);
  if (!route.endsWith('/openapi.json')) noteFilledLists(route, json);
  return json;
}

/** Records every list (at any depth) that held at least one item, so the test knows which item schemas it proved. */
function noteFilledLists(route: string, value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    if (value.length > 0) filled.add(`${route} ${path}`);
    else if (route.startsWith('GET ') && !path.includes('.') && !path.includes('[]'))
      empty.add(`${route} ${path}`);
    for (const item of value) noteFilledLists(route, item, `${path}[]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value))
      noteFilledLists(route, inner, path ? `${path}.${key}` : key);
  }
}

const cookieFor: Record<string, () => string | undefined> = {
  public: () => undefined,
  user: () => cookies.owner,
  owner: () => cookies.owner,
  admin: () => cookies.admin,
};

describe('declared response schemas match the real answers', () => {
  it('the writes that fill every list answer as declared', async () => {
    const handover = form({
      moment: 'ophalen',
      km_stand: '12000',
      brandstof_procent: '80',
      schoon: 'true',
      schade: 'Kras op de bumper',
    });
    handover.append('foto', new Blob([PNG], { type: 'image/png' }), 'kras.png');
    // A trip that ended within the week: a handover on an older one is refused (handover_too_late).
    const recent = await insertReservation(t, {
      user_id: ids.user,
      camper_id: ids.camper,
      start_datum: '2026-05-29',
      eind_datum: '2026-05-30',
      credits_gebruikt: 2,
    });
    await check('POST /api/owner/reservations/:id/handovers', {
      cookie: cookies.owner,
      body: handover,
      ids: { id: recent },
    });
    // The admin corrects and deletes a return (the pick-up and its photo stay for the lists below).
    const terug = (await check('POST /api/owner/reservations/:id/handovers', {
      cookie: cookies.owner,
      body: form({ moment: 'terugbrengen', km_stand: '12100', brandstof_procent: '60', schoon: 'true' }),
      ids: { id: recent },
    })) as { overdracht: { id: string } };
    await check('PATCH /api/admin/handovers/:id', {
      cookie: cookies.admin,
      json: { km_stand: 12_150, reden: 'Typfout', notitie: 'Nagekeken' },
      ids: { id: terug.overdracht.id },
    });
    await check('DELETE /api/admin/handovers/:id', {
      cookie: cookies.admin,
      ids: { id: terug.overdracht.id },
    });
    await check('POST /api/admin/campers/:id/blocks', {
      cookie: cookies.admin,
      json: { start_datum: '2026-06-14', eind_datum: '2026-06-16', reden: 'APK' },
    });
    await check('GET /api/admin/campers/:id/blocks', { cookie: cookies.admin });
    await check('POST /api/admin/tokens', { cookie: cookies.admin, json: { naam: 'Schema' } });
    await check('POST /api/me/applications', {
      cookie: cookies.prospect,
      json: { camper_id: await t.createCamper() },
    });
    const created = (await check('POST /api/owner/reservations', {
      cookie: cookies.owner,
      json: { dagen: ['2026-10-06', '2026-10-07'] },
    })) as { reserveringen: { id: string }[] };
    ids.reservation = created.reserveringen[0]?.id ?? '';
    await check('DELETE /api/owner/reservations/:id', { cookie: cookies.owner });
    await check('PUT /api/admin/users/:id/credits', {
      cookie: cookies.admin,
      json: {
        jaar: 2026,
        credits_hoogseizoen: 30,
        credits_laagseizoen: 30,
        standaard: { credits_hoogseizoen: 30, credits_laagseizoen: 30 },
      },
    });
    const extra = (await check('POST /api/admin/campers/:id/blocks', {
      cookie: cookies.admin,
      json: { start_datum: '2026-11-02', eind_datum: '2026-11-03', reden: 'Onderhoud' },
    })) as { blokkade: { id: string } };
    ids.block = extra.blokkade.id;
    await check('DELETE /api/admin/blocks/:id', { cookie: cookies.admin });
    await check('POST /api/admin/campers/:id/reservations', {
      cookie: cookies.admin,
      json: { user_id: ids.user, dagen: ['2026-10-20'] },
    }).then((answer) => {
      ids.reservation = (answer as { reserveringen: { id: string }[] }).reserveringen[0]?.id ?? '';
    });
    await check('DELETE /api/admin/reservations/:id', { cookie: cookies.admin });
    // A swap taken over by a co-owner, one withdrawn, and the owner's watch list with a watch kept and one removed.
    const coOwner = await coOwnerOfTheOwner();
    const coOwnerCookie = await t.signIn(coOwner);
    const [swapped, withdrawn] = (
      (await check('POST /api/owner/reservations', {
        cookie: cookies.owner,
        json: { dagen: ['2026-10-27', '2026-10-29'] },
      })) as { reserveringen: { id: string }[] }
    ).reserveringen.map((r) => r.id);
    const offered = (await check('POST /api/owner/reservations/:id/offer', {
      cookie: cookies.owner,
      json: { aan_user_id: null },
      ids: { id: swapped ?? '' },
    })) as { aanbod: { id: string } };
    await check('POST /api/owner/offers/:id/accept', {
      cookie: coOwnerCookie,
      ids: { id: offered.aanbod.id },
    });
    const second = (await check('POST /api/owner/reservations/:id/offer', {
      cookie: cookies.owner,
      json: { aan_user_id: coOwner },
      ids: { id: withdrawn ?? '' },
    })) as { aanbod: { id: string } };
    await check('DELETE /api/owner/offers/:id', { cookie: cookies.owner, ids: { id: second.aanbod.id } });
    await check('POST /api/owner/watches', {
      cookie: cookies.owner,
      json: { start_datum: '2026-10-26', eind_datum: '2026-10-28' },
    });
    const gone = (await check('POST /api/owner/watches', {
      cookie: cookies.owner,
      json: { start_datum: '2026-10-27', eind_datum: '2026-10-27' },
    })) as { wacht: { id: string } };
    await check('DELETE /api/owner/watches/:id', { cookie: cookies.owner, ids: { id: gone.wacht.id } });
    // A wish round for next summer with the owner's wish, allocated: its outcome and draw have real rows.
    const round = (await check('POST /api/admin/campers/:id/rounds', {
      cookie: cookies.admin,
      json: { jaar: 2027, sluit_op: '2026-12-01' },
    })) as { ronde: { id: string } };
    ids.round = round.ronde.id;
    await check('PUT /api/owner/rounds/:id/wishes', {
      cookie: cookies.owner,
      json: { wensen: [{ start_datum: '2027-07-05', eind_datum: '2027-07-07' }] },
    });
    await check('PUT /api/admin/campers/:id/rules', {
      cookie: cookies.admin,
      json: { max_aaneengesloten_hoogseizoen: 14 },
    });
    await check('GET /api/admin/campers/:id/rules', { cookie: cookies.admin });
    await check('POST /api/admin/rounds/:id/allocate', { cookie: cookies.admin });
    // A cost with its receipt and a settlement with a co-owner: the costs list and its saldi have real rows.
    const costPartner = await t.createOwner(ids.camper, { naam: 'Mede Eigenaar' });
    const receipt = form({ omschrijving: 'Band', bedrag: '2500', datum: '2026-05-01', verdeling: 'gelijk' });
    receipt.append('file', new Blob([PDF]), 'bon.pdf');
    const cost = (await check('POST /api/owner/costs', { cookie: cookies.owner, body: receipt })) as {
      kosten: { id: string };
    };
    ids.cost = cost.kosten.id;
    await check('POST /api/owner/costs/settle', {
      cookie: cookies.owner,
      json: { aan_user_id: costPartner.id, bedrag: 100 },
    });
    // A care plan with a service done: the care list and the owner's state have a real plan and service.
    await check('PUT /api/admin/campers/:id/care', {
      cookie: cookies.admin,
      json: {
        apk_vervaldatum: '2027-03-01',
        verzekering_vervaldatum: null,
        onderhoud_interval_km: 15000,
        onderhoud_interval_maanden: 12,
      },
    });
    await check('POST /api/admin/campers/:id/services', {
      cookie: cookies.admin,
      json: { datum: '2020-01-01', km_stand: 1000, omschrijving: 'Grote beurt' },
    });
    await check('GET /api/admin/campers/:id/care', { cookie: cookies.admin });
    await check('GET /api/admin/care', { cookie: cookies.admin });
    await check('GET /api/owner/care', { cookie: cookies.owner });
    await check('PATCH /api/me/profile', { cookie: cookies.owner, json: { huisdieren: 'Een hond' } });
    await check('PUT /api/me/notification-settings', {
      cookie: cookies.owner,
      json: { email: { nieuwe_factuur: false } },
    });
    const meldingen = (await check('GET /api/me/notifications', { cookie: cookies.owner })) as {
      meldingen: { id: string }[];
    };
    ids.notification = meldingen.meldingen[0]?.id ?? '';
    await check('POST /api/me/notifications/:id/read', {
      cookie: cookies.owner,
      json: {},
    });
    await check('POST /api/me/notifications/read-all', { cookie: cookies.owner, json: {} });
    await check('PATCH /api/admin/users/:id', {
      cookie: cookies.admin,
      json: { telefoonnummer: '0611111111' },
    });
    await check('PATCH /api/admin/campers/:id/visibility', {
      cookie: cookies.admin,
      json: { toont_in_camper_vinden: true },
    });
    await check('PATCH /api/admin/invoices/:id', { cookie: cookies.admin, json: { betaald: true } });
    await check('PUT /api/admin/settings', {
      cookie: cookies.admin,
      json: { pechbijstand_telefoon: '020 123 45 67', klantenservice_email: 'hulp@club.example' },
    });
    // The second run of a month lists every invoice of the first under overgeslagen.
    for (const dry_run of [true, false, false]) {
      await check('POST /api/admin/invoices/generate', {
        cookie: cookies.admin,
        json: { maand: '2026-10', dry_run },
      });
    }
    await check('POST /api/admin/users', {
      cookie: cookies.admin,
      json: {
        email: 'nieuw-schema@camperdeel.nl',
        wachtwoord: 'een-goed-wachtwoord',
        naam: 'Nieuw',
        status: 'prospect',
      },
    });
    await t.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('email', '=', 'nieuw-schema@camperdeel.nl')
      .execute();
    await check('POST /api/admin/users/invitations', { cookie: cookies.admin, json: { ontbrekend: true } });
    await t.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('email', '=', 'nieuw-schema@camperdeel.nl')
      .execute();
    for (const index of [0, 1]) {
      ids.mail = await insertFailedMail(t, {
        ontvanger: 'schema@voorbeeld.nl',
        onderwerp: `Schema ${index}`,
        tekst: 'Schema',
      });
    }
    await check('POST /api/admin/mail/:id/retry', { cookie: cookies.admin, json: {} });
    await check('POST /api/admin/credits/batch', {
      cookie: cookies.admin,
      json: {
        rijen: [
          {
            email: DEMO_LOGINS.eigenaar.email,
            jaar: 2026,
            credits_hoogseizoen: 30,
            credits_laagseizoen: 30,
            standaard: { credits_hoogseizoen: 30, credits_laagseizoen: 30 },
          },
          {
            email: 'niemand@camperdeel.nl',
            jaar: 2026,
            credits_hoogseizoen: 1,
            credits_laagseizoen: 1,
            standaard: { credits_hoogseizoen: 1, credits_laagseizoen: 1 },
          },
        ],
        dry_run: true,
      },
    });
    await check('POST /api/auth/login', {
      json: { email: DEMO_LOGINS.eigenaar.email, wachtwoord: DEMO_LOGINS.eigenaar.wachtwoord },
    });
    expect(problems).toEqual([]);
  });

  it('the admin writes and uploads answer as declared', async () => {
    await check('POST /api/admin/campers', {
      cookie: cookies.admin,
      json: camperForm('Schemacamper'),
    });
    await check('POST /api/admin/campers/:id/files', {
      cookie: cookies.admin,
      body: form({ veld: 'detailfoto' }, { name: 'detail.png', bytes: PNG }),
    });
    const document = (await check('POST /api/admin/documents', {
      cookie: cookies.admin,
      body: form({ camper_id: ids.camper, document_naam: 'Schema' }, { name: 'schema.pdf', bytes: PDF }),
    })) as { document: { id: string } };
    await check('PUT /api/admin/documents/:id', {
      cookie: cookies.admin,
      body: form({}, { name: 'nieuw.pdf', bytes: PDF }),
      ids: { id: document.document.id },
    });
    await check('POST /api/admin/invoices', {
      cookie: cookies.admin,
      body: form(
        { user_id: ids.user, factuur_nummer: 'S-1', factuur_naam: 'Schema', bedrag: '12,50' },
        { name: 'factuur.pdf', bytes: PDF },
      ),
    });
    await check('POST /api/admin/users/:id/photo', {
      cookie: cookies.admin,
      body: form({}, { name: 'ik.png', bytes: PNG }),
    });
    await check('POST /api/me/profile/photo', {
      cookie: cookies.owner,
      body: form({}, { name: 'ik.png', bytes: PNG }),
    });
    const open = await t.db
      .selectFrom('aanmeldingen')
      .select('id')
      .where('status', '=', 'in_afwachting')
      .executeTakeFirstOrThrow();
    await check('PATCH /api/admin/applications/:id', {
      cookie: cookies.admin,
      json: { status: 'afgewezen' },
      ids: { id: open.id },
    });
    const invitee = await userId('nieuw-schema@camperdeel.nl');
    await check('POST /api/admin/users/:id/invitation', {
      cookie: cookies.admin,
      json: {},
      ids: { id: invitee },
    });
    const coOwner = await coOwnerOfTheOwner();
    await check('DELETE /api/admin/campers/:id/owners/:userId', {
      cookie: cookies.admin,
      ids: { userId: coOwner },
    });
    expect(problems).toEqual([]);
  });

  it('every GET route of the API answers as declared, called by someone who may call it', async () => {
    // The owner's reservation with a handover on record, so its handover list is proved with a real item.
    const past = await t.db
      .selectFrom('overdrachten')
      .select('reservering_id')
      .where('user_id', '=', ids.user)
      .where('reservering_id', 'is not', null)
      .executeTakeFirstOrThrow();
    ids.reservation = past.reservering_id ?? '';
    const gets = [...declared.keys()].filter((r) => r.startsWith('GET '));
    for (const route of gets) {
      const query = route === 'GET /api/owner/usage' ? '?jaar=2026' : '';
      // Single sign-on is not configured on this server: its two routes answer their declared 404.
      const failure = route.startsWith('GET /api/auth/oidc/') ? 404 : undefined;
      await check(route, {
        cookie: cookieFor[access.get(route) ?? 'public']?.(),
        query,
        ...(failure ? { failure } : {}),
      });
    }
    expect(gets.length).toBeGreaterThan(35);
    expect(problems).toEqual([]);
  });

  it('proved the item schema of every list with at least one real item', () => {
    const gets = [...declared.keys()].filter((route) => route.startsWith('GET /api/'));
    expect(gets.filter((route) => !checked.has(route))).toEqual([]);
    // Only lists that cannot hold anything on this server: no SSO provider is configured, the owner made no token.
    expect([...empty].sort()).toEqual([
      'GET /api/me/export api_tokens',
      'GET /api/me/export sso_koppelingen',
    ]);
    for (const nested of [
      'GET /api/owner/handovers overdrachten[].fotos',
      'GET /api/admin/campers/:id/blocks blokkades[].conflicten',
    ]) {
      expect([...filled]).toContain(nested);
    }
  });
});
