/**
 * Contract (docs/product/api.md#api-contract-architecture-5, docs/product/calendar-and-credits.md#calendar-rules-architecture-6, docs/product/api.md#entities-spec-3, docs/product/admin.md#states-spec-4, docs/product/admin.md#validation-spec-5, docs/product/calendar-and-credits.md#business-constants-spec-9): an admin builds a camper, assigns an owner and sets credits
 * through the API; the owner reserves, reads files and deletes a reservation for a refund. HTTP only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { camperForm as completeCamperForm } from '../support/camper-form.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { docBytes, pdfBytes, pngBytes, uploadForm } from '../support/files.ts';
import { type TestUser, withTestServer } from '../support/server.ts';
import { body, expectError, expectShape, type Json, list, one, sessionCookie } from './helpers.ts';

// 1 June 2026: high season; the shown credit years are 2026 and 2027.
const t = serverForFile({ now: new Date('2026-06-01T10:00:00Z') });
let admin: TestUser;
beforeAll(async () => {
  admin = await t.createAdmin();
});

const camperForm = {
  ...completeCamperForm('Zeeuwse Zwaluw'),
  merk: 'Hymer',
  model: 'B-Klasse',
  categorie: 'integraal',
  prijs: 25000,
  aantal_sloten_eigenaars: 2,
  lengte_cm: 600,
  breedte_cm: 220,
  nummerplaat: 'V-123-AB',
  polisnummer: 'POL-42',
};

const camperShape = {
  id: 'string',
  naam: 'string',
  merk: 'string',
  model: 'string',
  categorie: 'string',
  rijbewijs: 'string',
  conditie: 'string',
  prijs: 'number',
  aantal_zitplaatsen: 'number',
  aantal_bedden: 'number',
  lengte_cm: 'number',
  breedte_cm: 'number',
  max_kg: 'number',
  aantal_km: 'number|null',
  motor_pk: 'number',
  motor_kw: 'number',
  aantal_sloten_eigenaars: 'number',
  aantal_ingevulde_sloten: 'number',
  toont_in_camper_vinden: 'boolean',
  status: 'string',
  hoofdfoto_url: 'string|null',
  detailfoto_urls: 'array',
  pdf_url: 'string|null',
  vloerplan_url: 'string|null',
  created_at: 'string',
} as const;

const reservationShape = {
  id: 'string',
  user_id: 'string',
  camper_id: 'string',
  start_datum: 'string',
  eind_datum: 'string',
  seizoen_type: 'string',
  credits_gebruikt: 'number',
  status: 'string',
} as const;

async function createCamper(form: Json = camperForm): Promise<Json> {
  const res = await t.request('/api/admin/campers', { cookie: admin.cookie, json: form });
  expect(res.status).toBe(201);
  return one(await body(res), 'camper');
}

function creditsFor(json: Json, jaar: number): Json | undefined {
  return list(json, 'credits').find((row) => row.jaar === jaar);
}

describe('campers', () => {
  it('admin creates a camper (201 {camper}); the spec form defaults fill what the form pre-fills', async () => {
    const camper = await createCamper();
    expectShape(camper, { ...camperShape, nummerplaat: 'string|null', polisnummer: 'string|null' });
    expect(camper).toMatchObject({
      conditie: 'nieuw',
      status: 'in_verkoop',
      toont_in_camper_vinden: true,
      aantal_ingevulde_sloten: 0,
      nummerplaat: 'V-123-AB',
    });
    const { categorie: _c, rijbewijs: _r, ...withoutDefaults } = camperForm;
    expect(await createCamper({ ...withoutDefaults, naam: 'Met standaardwaarden' })).toMatchObject({
      categorie: 'integraal',
      rijbewijs: 'B',
      conditie: 'nieuw',
    });
    await expectError(
      await t.request('/api/admin/campers', { cookie: admin.cookie, json: { ...camperForm, naam: '' } }),
      400,
      'invalid_input',
    );
  });

  it('camper files: multipart `file`; without a selector an image is the main photo and a PDF the sheet', async () => {
    const camper = await createCamper({ ...camperForm, naam: 'Met foto' });
    const path = `/api/admin/campers/${camper.id}/files`;
    const photo = await t.request(path, { cookie: admin.cookie, body: uploadForm(pngBytes(), 'voor.png') });
    expect(photo.status).toBe(200);
    const photoUrl = one(await body(photo), 'camper').hoofdfoto_url;
    expect(photoUrl).toBeTypeOf('string');
    expect((await t.request(photoUrl as string)).status).toBe(200);
    const sheet = await t.request(path, { cookie: admin.cookie, body: uploadForm(pdfBytes(), 'blad.pdf') });
    expect(one(await body(sheet), 'camper').pdf_url).toBeTypeOf('string');
    for (const veld of ['detailfoto', 'detailfoto_urls']) {
      const detail = await t.request(path, {
        cookie: admin.cookie,
        body: uploadForm(pngBytes(), 'd.png', { veld }),
      });
      expect(detail.status).toBe(200);
    }
    const after = one(
      await body(await t.request(`/api/campers/${camper.id}`, { cookie: admin.cookie })),
      'camper',
    );
    expect(after.detailfoto_urls).toHaveLength(2);
    await expectError(
      await t.request(path, { cookie: admin.cookie, body: uploadForm(pngBytes(), 'a.png', { veld: 'pdf' }) }),
      415,
      'unsupported_file_type',
    );
  });

  it('users see visible campers only; the public list is anonymous, CORS-open and without private fields', async () => {
    const shown = await createCamper({ ...camperForm, naam: 'Zichtbaar' });
    const hidden = await createCamper({ ...camperForm, naam: 'Verborgen' });
    const toggled = await t.request(`/api/admin/campers/${hidden.id}/visibility`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { toont_in_camper_vinden: false },
    });
    expect(one(await body(toggled), 'camper').toont_in_camper_vinden).toBe(false);
    const status = await t.request(`/api/admin/campers/${shown.id}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'on_the_road' },
    });
    expect(one(await body(status), 'camper').status).toBe('on_the_road');

    const user = await t.createProspect();
    const campers = list(await body(await t.request('/api/campers', { cookie: user.cookie })), 'campers');
    const ids = campers.map((c) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    for (const camper of campers) {
      expectShape(camper, camperShape);
      // Licence plate and policy number are for admins and the camper's own owners only.
      expect(camper.nummerplaat ?? null).toBeNull();
      expect(camper.polisnummer ?? null).toBeNull();
    }
    const single = await t.request(`/api/campers/${shown.id}`, { cookie: user.cookie });
    expectShape(one(await body(single), 'camper'), camperShape);
    await expectError(
      await t.request(`/api/campers/${hidden.id}`, { cookie: user.cookie }),
      404,
      'camper_not_found',
    );
    await expectError(await t.request('/api/campers'), 401, 'not_authenticated');
    const adminView = await t.request(`/api/campers/${hidden.id}`, { cookie: admin.cookie });
    expect(adminView.status).toBe(200);

    const pub = await t.request('/api/public/campers', { headers: { origin: 'https://partner.example' } });
    expect(pub.status).toBe(200);
    expect(pub.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/partner\.example)$/);
    const publicCampers = list(await body(pub), 'campers');
    expect(publicCampers.map((c) => c.id)).toContain(shown.id);
    expect(publicCampers.map((c) => c.id)).not.toContain(hidden.id);
    for (const camper of publicCampers) {
      expectShape(camper, { id: 'string', naam: 'string', aantal_ingevulde_sloten: 'number' });
      for (const key of ['nummerplaat', 'polisnummer', 'eigenaars', 'owners', 'user_id']) {
        expect(Object.hasOwn(camper, key), key).toBe(false);
      }
    }
    const preflight = await t.request('/api/public/campers', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBeNull();
  });
});

describe('admin → owner → reserve → delete → refund', () => {
  it('runs the whole owner journey through the API', async () => {
    const camper = await createCamper({ ...camperForm, naam: 'Reiscamper' });
    const camperId = camper.id as string;

    // A prospect applies, the admin sees the application and the candidates, then assigns the owner.
    const lid = await t.createProspect({ naam: 'Eva Eigenaar' });
    expect(
      (await t.request('/api/me/applications', { cookie: lid.cookie, json: { camper_id: camperId } })).status,
    ).toBe(201);
    const applications = list(
      await body(await t.request('/api/admin/applications', { cookie: admin.cookie })),
      'aanmeldingen',
    );
    const application = applications.find((a) => a.user_id === lid.id);
    expectShape(application, {
      id: 'string',
      user_id: 'string',
      camper_id: 'string',
      status: 'string',
      created_at: 'string',
      user_naam: 'string',
      user_email: 'string',
      camper_naam: 'string',
      aantal_sloten: 'number',
      aantal_ingevuld: 'number',
    });
    const candidates = list(
      await body(await t.request(`/api/admin/campers/${camperId}/users`, { cookie: admin.cookie })),
      'users',
    );
    const candidate = candidates.find((u) => u.id === lid.id);
    expectShape(candidate, {
      id: 'string',
      naam: 'string',
      email: 'string',
      is_eigenaar: 'boolean',
      heeft_aanmelding: 'boolean',
      aantal_familieleden: 'number|null',
      allergieen_intolleranties: 'string|null',
    });
    expect(candidate).toMatchObject({ is_eigenaar: false, heeft_aanmelding: true });
    const users = list(await body(await t.request('/api/admin/users', { cookie: admin.cookie })), 'users');
    expectShape(
      users.find((u) => u.id === lid.id),
      { id: 'string', naam: 'string', email: 'string', status: 'string', aanmeldingen_count: 'number' },
    );
    expect(users.find((u) => u.id === lid.id)?.aanmeldingen_count).toBe(1);

    // Before the assignment the owner area is closed to this signed-in user.
    await expectError(
      await t.request('/api/owner/camper', { cookie: lid.cookie }),
      403,
      'no_camper_assigned',
    );

    const assigned = await t.request(`/api/admin/campers/${camperId}/owners`, {
      cookie: admin.cookie,
      json: { user_id: lid.id },
    });
    expect(assigned.status).toBe(201);
    expect(one(await body(assigned), 'camper').aantal_ingevulde_sloten).toBe(1);
    await expectError(
      await t.request(`/api/admin/campers/${camperId}/owners`, {
        cookie: admin.cookie,
        json: { user_id: lid.id },
      }),
      409,
      'already_owner',
    );
    expect(one(await body(await t.request('/api/auth/me', { cookie: lid.cookie })), 'user').status).toBe(
      'eigenaar',
    );
    const afterAssign = list(
      await body(await t.request('/api/me/applications', { cookie: lid.cookie })),
      'aanmeldingen',
    );
    expect(afterAssign[0]?.status).toBe('toegewezen');

    // Owner area: camper + co-owners + slots.
    const area = await body(await t.request('/api/owner/camper', { cookie: lid.cookie }));
    expect(one(area, 'camper').id).toBe(camperId);
    const eigenaars = list(area, 'eigenaars');
    expect(eigenaars.map((e) => e.user_id ?? e.id)).toContain(lid.id);
    expectShape(eigenaars[0], {
      naam: 'string',
      profielfoto_url: 'string|null',
      telefoonnummer: 'string|null',
    });

    // No credits yet: 422 no_credits with the spec's text.
    const noCredits = await expectError(
      await t.request('/api/owner/reservations', { cookie: lid.cookie, json: { dagen: ['2026-07-01'] } }),
      422,
      'no_credits',
    );
    expect(noCredits).toBe('Geen credits toegewezen voor 2026');

    // Credits: 2026 gets 3 high + 5 low, every later year the standard 10 + 10.
    const put = await t.request(`/api/admin/users/${lid.id}/credits`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: {
        jaar: 2026,
        credits_hoogseizoen: 3,
        credits_laagseizoen: 5,
        standaard: { credits_hoogseizoen: 10, credits_laagseizoen: 10 },
      },
    });
    expect(put.status).toBe(200);
    const putBody = await body(put);
    expect(creditsFor(putBody, 2026)).toMatchObject({ credits_hoogseizoen: 3, credits_laagseizoen: 5 });
    expect(creditsFor(putBody, 2027)).toMatchObject({ credits_hoogseizoen: 10, credits_laagseizoen: 10 });
    const adminCredits = await body(
      await t.request(`/api/admin/users/${lid.id}/credits`, { cookie: admin.cookie }),
    );
    expect(creditsFor(adminCredits, 2026)).toMatchObject({ credits_hoogseizoen: 3, credits_laagseizoen: 5 });
    const owned = await body(await t.request('/api/owner/credits', { cookie: lid.cookie }));
    expect(list(owned, 'credits').map((c) => c.jaar)).toEqual([2026, 2027]);
    for (const row of list(owned, 'credits')) {
      expectShape(row, { jaar: 'number', credits_hoogseizoen: 'number', credits_laagseizoen: 'number' });
    }

    // Reserve 1–2 July and 10 July (high season): two contiguous runs, one reservation each.
    const reserved = await t.request('/api/owner/reservations', {
      cookie: lid.cookie,
      json: { dagen: ['2026-07-01', '2026-07-02', '2026-07-10'] },
    });
    expect(reserved.status).toBe(201);
    const reservedBody = await body(reserved);
    const runs = list(reservedBody, 'reserveringen');
    expect(runs).toHaveLength(2);
    for (const run of runs) expectShape(run, reservationShape);
    const first = runs.find((r) => r.start_datum === '2026-07-01');
    expect(first).toMatchObject({
      eind_datum: '2026-07-02',
      seizoen_type: 'hoogseizoen',
      credits_gebruikt: 2,
      status: 'goedgekeurd',
      user_id: lid.id,
      camper_id: camperId,
    });
    expect(creditsFor(reservedBody, 2026)).toMatchObject({ credits_hoogseizoen: 0, credits_laagseizoen: 5 });

    // Taken, buffer and past days are unavailable; too many days is 422 with the spec's sentence.
    for (const dag of ['2026-07-01', '2026-07-03', '2026-06-30']) {
      await expectError(
        await t.request('/api/owner/reservations', { cookie: lid.cookie, json: { dagen: [dag] } }),
        409,
        'day_unavailable',
      );
    }
    const tooMany = await expectError(
      await t.request('/api/owner/reservations', { cookie: lid.cookie, json: { dagen: ['2026-08-01'] } }),
      422,
      'insufficient_credits',
    );
    expect(tooMany).toBe(
      'Niet genoeg credits voor 2026. Je hebt 1 hoogseizoen en 0 laagseizoen dagen geselecteerd.',
    );
    for (const dagen of [[], ['1 juli']]) {
      await expectError(
        await t.request('/api/owner/reservations', { cookie: lid.cookie, json: { dagen } }),
        400,
        'invalid_input',
      );
    }

    const listed = list(
      await body(await t.request('/api/owner/reservations', { cookie: lid.cookie })),
      'reserveringen',
    );
    expect(listed).toHaveLength(2);
    for (const r of listed) expectShape(r, reservationShape);

    // A second owner of the same camper sees the reservations but cannot delete them (404, like a missing one).
    const mede = await t.createProspect({ naam: 'Mede Eigenaar' });
    expect(
      (
        await t.request(`/api/admin/campers/${camperId}/owners`, {
          cookie: admin.cookie,
          json: { user_id: mede.id },
        })
      ).status,
    ).toBe(201);
    const medeList = list(
      await body(await t.request('/api/owner/reservations', { cookie: mede.cookie })),
      'reserveringen',
    );
    expect(medeList).toHaveLength(2);
    await expectError(
      await t.request(`/api/owner/reservations/${first?.id}`, { method: 'DELETE', cookie: mede.cookie }),
      404,
      'reservation_not_found',
    );
    await expectError(
      await t.request('/api/owner/reservations', { cookie: mede.cookie, json: { dagen: ['2026-07-02'] } }),
      409,
      'day_unavailable',
    );

    // Delete the 1–2 July run: 4 days freed (2 + 2 buffer days), 2 high-season credits back.
    const deleted = await t.request(`/api/owner/reservations/${first?.id}`, {
      method: 'DELETE',
      cookie: lid.cookie,
    });
    expect(deleted.status).toBe(200);
    const refund = await body(deleted);
    expect(refund).toMatchObject({ vrijgegeven_dagen: 4, teruggestort: { hoogseizoen: 2, laagseizoen: 0 } });
    const after = await body(await t.request('/api/owner/credits', { cookie: lid.cookie }));
    expect(creditsFor(after, 2026)).toMatchObject({ credits_hoogseizoen: 2, credits_laagseizoen: 5 });
    await expectError(
      await t.request(`/api/owner/reservations/${first?.id}`, { method: 'DELETE', cookie: lid.cookie }),
      404,
      'reservation_not_found',
    );

    const overview = list(
      await body(await t.request('/api/admin/reservations/overview', { cookie: admin.cookie })),
      'reserveringen',
    );
    expect(overview.some((row) => row.camper_naam === 'Reiscamper' || row.camper_id === camperId)).toBe(true);

    // Documents and invoices: admin uploads, the owner lists and downloads through a 302 to a signed URL.
    const docRes = await t.request('/api/admin/documents', {
      cookie: admin.cookie,
      body: uploadForm(pdfBytes(), 'kenteken.pdf', { camper_id: camperId, document_naam: 'Kentekenbewijs' }),
    });
    expect(docRes.status).toBe(201);
    const document = one(await body(docRes), 'document');
    expectShape(document, {
      id: 'string',
      camper_id: 'string',
      document_naam: 'string',
      bestandsgrootte: 'number',
      bestandstype: 'string',
      uploaded_at: 'string',
    });
    expect(document.document_naam).toBe('Kentekenbewijs');
    const docs = list(
      await body(await t.request('/api/owner/documents', { cookie: lid.cookie })),
      'documenten',
    );
    expect(docs.map((d) => d.id)).toEqual([document.id]);

    const invRes = await t.request('/api/admin/invoices', {
      cookie: admin.cookie,
      body: uploadForm(pdfBytes('Factuur'), 'f.pdf', {
        user_id: lid.id,
        factuur_nummer: 'F-2026-001',
        factuur_naam: 'Aankoop',
        bedrag: '1250.50',
        factuurdatum: '2026-06-01',
      }),
    });
    expect(invRes.status).toBe(201);
    const factuur = one(await body(invRes), 'factuur');
    expectShape(factuur, {
      id: 'string',
      user_id: 'string',
      factuur_nummer: 'string',
      factuur_naam: 'string',
      bedrag: 'number|null',
      factuurdatum: 'string|null',
      vervaldatum: 'string|null',
      betaald: 'boolean',
      bestandsgrootte: 'number',
      bestandstype: 'string',
      uploaded_at: 'string',
    });
    expect(factuur).toMatchObject({ betaald: false, factuur_nummer: 'F-2026-001', bedrag: 1250.5 });
    const paid = await t.request(`/api/admin/invoices/${factuur.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { betaald: true },
    });
    expect(one(await body(paid), 'factuur').betaald).toBe(true);
    await expectError(
      await t.request('/api/admin/invoices', {
        cookie: admin.cookie,
        body: uploadForm(pdfBytes(), 'f.pdf', {
          user_id: lid.id,
          factuur_nummer: 'F-2026-001',
          factuur_naam: 'Dubbel',
        }),
      }),
      409,
      'invoice_number_taken',
    );
    const invoices = list(
      await body(await t.request('/api/owner/invoices', { cookie: lid.cookie })),
      'facturen',
    );
    expect(invoices.map((f) => f.id)).toEqual([factuur.id]);
    expect(
      list(await body(await t.request('/api/owner/invoices', { cookie: mede.cookie })), 'facturen'),
    ).toEqual([]);

    for (const path of [`/api/documents/${document.id}/download`, `/api/invoices/${factuur.id}/download`]) {
      const redirect = await t.request(path, { cookie: lid.cookie });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location') ?? '';
      expect(location).not.toBe('');
      const file = await t.request(new URL(location, t.url).pathname + new URL(location, t.url).search);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(new TextEncoder().encode('%PDF'));
      // The link lives 60 seconds.
      t.clock.advance(61_000);
      const late = await t.request(new URL(location, t.url).pathname + new URL(location, t.url).search);
      expect(late.status).toBeGreaterThanOrEqual(400);
    }
    await expectError(
      await t.request(`/api/invoices/${factuur.id}/download`, { cookie: mede.cookie }),
      404,
      'invoice_not_found',
    );
    const outsider = await t.createProspect();
    await expectError(
      await t.request(`/api/documents/${document.id}/download`, { cookie: outsider.cookie }),
      404,
      'document_not_found',
    );
    await expectError(await t.request(`/api/documents/${document.id}/download`), 401, 'not_authenticated');

    // Wrong file types are 415.
    await expectError(
      await t.request('/api/admin/invoices', {
        cookie: admin.cookie,
        body: uploadForm(new TextEncoder().encode('tekst'), 'f.txt', {
          user_id: lid.id,
          factuur_nummer: 'F-2026-002',
          factuur_naam: 'Tekst',
        }),
      }),
      415,
      'unsupported_file_type',
    );
    expect(
      (
        await t.request('/api/admin/documents', {
          cookie: admin.cookie,
          body: uploadForm(docBytes(), 'oud.doc', { camper_id: camperId, document_naam: 'Oud formaat' }),
        })
      ).status,
    ).toBe(201);
  });
});

describe('seasons and years', () => {
  it('charges each day to its own season and year, and refunds exactly that, buffer days counted as freed', async () => {
    const camper = await createCamper({ ...camperForm, naam: 'Jaarwisseling' });
    const owner = await t.createOwner(camper.id as string);
    await giveCredits(t, admin, owner, 2026, 4, 4, { hoog: 3, laag: 3 });

    // 14 May 2027 is low season, 15 May high: one run, seizoen_type hoogseizoen, one credit of each.
    const may = await body(
      await t.request('/api/owner/reservations', {
        cookie: owner.cookie,
        json: { dagen: ['2027-05-15', '2027-05-14'] },
      }),
    );
    expect(list(may, 'reserveringen')[0]).toMatchObject({
      start_datum: '2027-05-14',
      eind_datum: '2027-05-15',
      seizoen_type: 'hoogseizoen',
      credits_gebruikt: 2,
    });
    expect(creditsFor(may, 2027)).toMatchObject({ credits_hoogseizoen: 2, credits_laagseizoen: 2 });

    // 31 December 2026 and 1 January 2027 (both high season) come from their own years.
    const newYear = await body(
      await t.request('/api/owner/reservations', {
        cookie: owner.cookie,
        json: { dagen: ['2026-12-31', '2027-01-01'] },
      }),
    );
    expect(creditsFor(newYear, 2026)).toMatchObject({ credits_hoogseizoen: 3, credits_laagseizoen: 4 });
    expect(creditsFor(newYear, 2027)).toMatchObject({ credits_hoogseizoen: 1, credits_laagseizoen: 2 });
    const run = list(newYear, 'reserveringen')[0];
    const deleted = await body(
      await t.request(`/api/owner/reservations/${run?.id}`, { method: 'DELETE', cookie: owner.cookie }),
    );
    expect(deleted).toMatchObject({ vrijgegeven_dagen: 4, teruggestort: { hoogseizoen: 2, laagseizoen: 0 } });
    const after = await body(await t.request('/api/owner/credits', { cookie: owner.cookie }));
    expect(creditsFor(after, 2026)).toMatchObject({ credits_hoogseizoen: 4, credits_laagseizoen: 4 });
    expect(creditsFor(after, 2027)).toMatchObject({ credits_hoogseizoen: 2, credits_laagseizoen: 2 });
  });
});

describe('permissions and the platform', () => {
  it('owner routes: 401 anonymous, 403 for a signed-in user without a camper', async () => {
    const prospect = await t.createProspect();
    for (const path of ['camper', 'documents', 'invoices', 'credits', 'reservations']) {
      await expectError(await t.request(`/api/owner/${path}`), 401, 'not_authenticated');
      const message = await expectError(
        await t.request(`/api/owner/${path}`, { cookie: prospect.cookie }),
        403,
        'no_camper_assigned',
      );
      expect(message).toBe('Je hebt nog geen camper toegewezen gekregen.');
    }
  });

  it('the assignment opens the owner area, even when an admin has set the status back to prospect', async () => {
    const camper = await createCamper({ ...camperForm, naam: 'Toegewezen' });
    const owner = await t.createOwner(camper.id as string);
    const edited = await t.request(`/api/admin/users/${owner.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { status: 'prospect' },
    });
    expect(edited.status).toBe(200);
    expect(one(await body(await t.request('/api/auth/me', { cookie: owner.cookie })), 'user')).toMatchObject({
      status: 'prospect',
      camper_id: camper.id,
    });
    const area = await t.request('/api/owner/camper', { cookie: owner.cookie });
    expect(area.status).toBe(200);
  });

  it('private routes grant no CORS; an oversized JSON body is 413', async () => {
    const user = await t.createProspect();
    const foreign = await t.request('/api/campers', {
      cookie: user.cookie,
      headers: { origin: 'https://x.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    await expectError(
      await t.request('/api/me/profile', {
        method: 'PATCH',
        cookie: user.cookie,
        json: { beschrijving: 'x'.repeat(3_000_000) },
      }),
      413,
      'payload_too_large',
    );
  });

  it('admin routes: 401 anonymous, 403 not_admin for everyone else', async () => {
    const prospect = await t.createProspect();
    for (const path of [
      'users',
      'campers',
      'applications',
      'reservations/overview',
      'documents',
      'invoices',
    ]) {
      await expectError(await t.request(`/api/admin/${path}`), 401, 'not_authenticated');
      await expectError(await t.request(`/api/admin/${path}`, { cookie: prospect.cookie }), 403, 'not_admin');
    }
  });

  it('admin user management: create {user} 201, edit, delete; unknown ids are 404', async () => {
    const created = await t.request('/api/admin/users', {
      cookie: admin.cookie,
      json: { email: 'door-admin@x.nl', wachtwoord: 'zomer-2026', naam: 'Door Admin', status: 'prospect' },
    });
    expect(created.status).toBe(201);
    const user = one(await body(created), 'user');
    expectShape(user, {
      id: 'string',
      naam: 'string',
      email: 'string',
      status: 'string',
      telefoonnummer: 'null',
    });
    const editUser = (json: Json) =>
      t.request(`/api/admin/users/${user.id}`, { method: 'PATCH', cookie: admin.cookie, json });
    const edited = await editUser({ naam: 'Nieuwe Naam', status: 'eigenaar' });
    expect(one(await body(edited), 'user')).toMatchObject({ naam: 'Nieuwe Naam', status: 'eigenaar' });
    // PATCH changes what is sent: the status alone is enough; the e-mail is read-only in the spec's words.
    const statusOnly = await editUser({ status: 'prospect' });
    expect(one(await body(statusOnly), 'user')).toMatchObject({ naam: 'Nieuwe Naam', status: 'prospect' });
    const email = await expectError(await editUser({ email: 'ander@x.nl' }), 400, 'invalid_input');
    expect(email).toBe('E-mailadres kan niet worden gewijzigd');
    expect(
      (
        await t.request(`/api/admin/users/${user.id}/password-reset`, {
          method: 'POST',
          cookie: admin.cookie,
        })
      ).status,
    ).toBeLessThan(300);
    const session = await t.request('/api/auth/login', {
      json: { email: 'door-admin@x.nl', wachtwoord: 'zomer-2026' },
    });
    const userCookie = sessionCookie(session) ?? '';
    expect((await t.request('/api/auth/me', { cookie: userCookie })).status).toBe(200);
    const removed = await t.request(`/api/admin/users/${user.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    // Deleting a user ends their sessions.
    await expectError(await t.request('/api/auth/me', { cookie: userCookie }), 401, 'not_authenticated');
    await expectError(await editUser({ naam: 'X' }), 404, 'user_not_found');
    await expectError(
      await t.request('/api/admin/campers/bestaat-niet', {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { naam: 'X' },
      }),
      404,
      'camper_not_found',
    );
  });

  it('CSRF: a state change from a foreign origin is 403; the same request without Origin (a script) passes', async () => {
    const user = await t.createProspect();
    // Foreign by its Origin, or by the browser's own Sec-Fetch-Site.
    const foreign: Record<string, string>[] = [
      { origin: 'https://kwaadaardig.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      await expectError(
        await t.request('/api/me/profile', {
          method: 'PATCH',
          cookie: user.cookie,
          json: { naam: 'Overgenomen' },
          headers,
        }),
        403,
        'csrf_rejected',
      );
    }
    const own = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { naam: 'Eigen Naam' },
      headers: { origin: new URL(t.url).origin },
    });
    expect(own.status).toBe(200);
  });

  it('health, the OpenAPI document and unknown API paths', async () => {
    const health = await t.request('/api/health');
    expect(health.status).toBe(200);
    expect(await body(health)).toMatchObject({ status: 'ok' });
    const doc = await body(await t.request('/api/openapi.json'));
    expect(doc.openapi).toBeTypeOf('string');
    // Paths are relative to the first server URL (OpenAPI 3), which may be '/api' or the root.
    const base = ((doc.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '';
    const documented = Object.keys(doc.paths as Json).map((path) => `${base.replace(/\/$/, '')}${path}`);
    expect(documented).toEqual(
      expect.arrayContaining(['/api/owner/reservations', '/api/auth/login', '/api/public/campers']),
    );
    await expectError(await t.request('/api/bestaat-niet'), 404, 'not_found');
  });
});

describe('throttling', () => {
  it('answers 429 throttled with a Dutch message once the strict tier is spent', async () => {
    await withTestServer({ env: { THROTTLE_AUTH_PER_MINUTE: '2' } }, async (strict) => {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await strict.request('/api/auth/password-reset', { json: { email: 'veel@x.nl' } });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 2)).toEqual([202, 202]);
      expect(last).toBeDefined();
      if (last) await expectError(last, 429, 'throttled');
    });
  });
});
