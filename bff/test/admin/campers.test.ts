import { randomUUID } from 'node:crypto';
import { CAMPER_FORM_DEFAULTS } from '@camperdeel/rules/camper';
import { imageFiles } from '@camperdeel/rules/images';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCreditChange, ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { grantCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { insertReservation } from '../support/reservation-row.ts';
import type { TestUser } from '../support/server.ts';
import { countWhere, storedValue } from '../support/stored-reads.ts';
import { insertWithId } from '../support/stored-row.ts';
import { call, form, JPEG, type Json, PDF, PNG, snapshot, storedFiles, TEXT, upload } from './fixtures.ts';

let admin: TestUser;

const camperForm = {
  naam: 'Zeeuwse Parel',
  merk: 'Hymer',
  model: 'B-Klasse MasterLine',
  categorie: 'integraal',
  rijbewijs: 'B',
  prijs: 12500.5,
  aantal_sloten_eigenaars: 2,
  aantal_zitplaatsen: 4,
  aantal_bedden: 4,
  lengte_cm: 699,
  breedte_cm: 230,
  max_kg: 3500,
  motor_pk: 160,
  motor_kw: 118,
  nummerplaat: 'V-123-AB',
  polisnummer: '',
};

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin({ naam: 'Anna Admin' });
});

type Camper = Json & { id: string; eigenaars: Array<{ user_id: string }> };

async function newCamper(overrides: Json = {}): Promise<Camper> {
  const res = await call(t, admin, 'POST', '/api/admin/campers', { ...camperForm, ...overrides });
  expect(res.status).toBe(201);
  return res.body.camper as Camper;
}

/** Where assigning or releasing an owner leaves the person and their application, as stored. */
async function statuses(userId: string, applicationId: string) {
  const profile = await t.db
    .selectFrom('profiles')
    .select('status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const application = await t.db
    .selectFrom('aanmeldingen')
    .select('status')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { profiel: profile.status, aanmelding: application.status };
}

/** A reservation charged like the owner endpoint does: credits spent with ledger rows, days claimed. */
async function reserve(userId: string, camperId: string, start: string, end: string, days: number) {
  const jaar = Number(start.slice(0, 4));
  const id = await insertReservation(t, {
    user_id: userId,
    camper_id: camperId,
    start_datum: start,
    eind_datum: end,
    credits_gebruikt: days,
  });
  await applyCreditChange(t.db, {
    userId,
    perJaar: [{ jaar, hoogseizoen: 0, laagseizoen: days }],
    sign: -1,
    reden: 'reservering',
    reserveringId: id,
    actorId: userId,
    now: t.clock.now(),
  });
  return id;
}

describe('create, list, update', () => {
  it('creates a camper with the form defaults and lists it newest first with its owners', async () => {
    const older = await newCamper({ naam: 'Oudere' });
    t.clock.advance(1000);
    const camper = await newCamper();
    expect(camper).toMatchObject({
      naam: 'Zeeuwse Parel',
      prijs: 12500.5,
      conditie: CAMPER_FORM_DEFAULTS.conditie,
      status: 'in_verkoop',
      toont_in_camper_vinden: true,
      aantal_ingevulde_sloten: 0,
      open_sloten: 2,
      nummerplaat: 'V-123-AB',
      polisnummer: null,
      aantal_km: null,
      detailfoto_urls: [],
      eigenaars: [],
    });
    expect(await storedValue(t, 'campers', 'prijs_cent', { id: camper.id })).toBe(1250050);
    const owner = await t.createOwner(camper.id, { naam: 'Olga Eigenaar', telefoonnummer: '0600000000' });
    const list = await call(t, admin, 'GET', '/api/admin/campers');
    expect(list.status).toBe(200);
    const campers = list.body.campers as Camper[];
    const ids = campers.map((c) => c.id);
    expect(ids.indexOf(camper.id)).toBeLessThan(ids.indexOf(older.id));
    const listed = campers.find((c) => c.id === camper.id);
    expect(listed).toMatchObject({ aantal_ingevulde_sloten: 1, open_sloten: 1 });
    expect(listed?.eigenaars).toEqual([
      {
        user_id: owner.id,
        naam: 'Olga Eigenaar',
        email: owner.email,
        profielfoto_url: null,
        telefoonnummer: '0600000000',
        beschrijving: null,
        aantal_familieleden: null,
        huisdieren: null,
        allergieen_intolleranties: null,
      },
    ]);
  });

  it('refuses bad camper forms with 400 and stores nothing', async () => {
    const before = await snapshot(t);
    for (const input of [
      { ...camperForm, naam: '' },
      { ...camperForm, prijs: -1 },
      { ...camperForm, prijs: 1.234 },
      { ...camperForm, prijs: '100' },
      { ...camperForm, categorie: 'tent' },
      { ...camperForm, aantal_sloten_eigenaars: 0 },
      { ...camperForm, aantal_bedden: 2.5 },
      { ...camperForm, aantal_zitplaatsen: undefined },
      { ...camperForm, eigenaar: 'ik' },
      [camperForm],
    ]) {
      const res = await call(t, admin, 'POST', '/api/admin/campers', input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect((res.body.error as { code: string }).code).toBe('invalid_input');
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('updates fields, and refuses fewer slots than owners with 422', async () => {
    const camper = await newCamper({ aantal_sloten_eigenaars: 3 });
    await t.createOwner(camper.id);
    await t.createOwner(camper.id);
    const ok = await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}`, {
      naam: 'Nieuwe naam',
      prijs: 99,
      aantal_sloten_eigenaars: 2,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.camper).toMatchObject({
      naam: 'Nieuwe naam',
      prijs: 99,
      aantal_sloten_eigenaars: 2,
      open_sloten: 0,
    });
    const before = await snapshot(t);
    const tooFew = await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}`, {
      aantal_sloten_eigenaars: 1,
    });
    expect(tooFew.status).toBe(422);
    expect((tooFew.body.error as { code: string }).code).toBe('slots_below_owners');
    expect((await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}`, {})).status).toBe(400);
    expect(
      (await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}`, { id: randomUUID() })).status,
    ).toBe(400);
    expect((await call(t, admin, 'PATCH', `/api/admin/campers/${randomUUID()}`, { naam: 'X' })).status).toBe(
      404,
    );
    expect(await snapshot(t)).toBe(before);
  });

  it('sets status and visibility', async () => {
    const camper = await newCamper();
    const status = await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}/status`, {
      status: 'on_the_road',
    });
    expect(status.status).toBe(200);
    expect((status.body.camper as Json).status).toBe('on_the_road');
    const hidden = await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}/visibility`, {
      toont_in_camper_vinden: false,
    });
    expect((hidden.body.camper as Json).toont_in_camper_vinden).toBe(false);
    expect(
      (await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}/status`, { status: 'verkocht' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(t, admin, 'PATCH', `/api/admin/campers/${camper.id}/visibility`, {
          toont_in_camper_vinden: 'ja',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(t, admin, 'PATCH', `/api/admin/campers/${randomUUID()}/status`, { status: 'volzet' }))
        .status,
    ).toBe(404);
  });
});

/** The admin sends one file of a camper; `veld` says which: hoofdfoto, detailfoto, pdf or vloerplan. */
function uploadCamperFile(camperId: string, veld: string, name: string, bytes: Uint8Array) {
  return upload(t, admin, 'POST', `/api/admin/campers/${camperId}/files`, form({ veld }, { name, bytes }));
}

describe('files', () => {
  it('replaces the main photo, sheet and floor plan, and adds up to 8 detail photos', async () => {
    const camper = await newCamper();
    const first = await uploadCamperFile(camper.id, 'hoofdfoto', 'voor.png', PNG);
    expect(first.status).toBe(200);
    const firstUrl = (first.body.camper as Json).hoofdfoto_url as string;
    expect(firstUrl).toMatch(/^\/files\/camper-images\/[0-9a-f-]{36}\.webp$/);
    const second = await uploadCamperFile(camper.id, 'hoofdfoto', 'voor.jpg', JPEG);
    // Replacing removes every width of the old image (rules/images.ts), not only the largest.
    for (const file of imageFiles(firstUrl))
      expect(storedFiles(t)).not.toContain(file.slice('/files/'.length));
    expect((second.body.camper as Json).hoofdfoto_url).toMatch(/\.webp$/);

    // The brochure stays a PDF; the floor plan is an image and becomes WebP.
    const sheetAndPlan = [
      ['pdf', 'brochure.pdf', PDF, 'pdf_url', /\.pdf$/],
      ['vloerplan', 'plan.png', PNG, 'vloerplan_url', /\.webp$/],
    ] as const;
    for (const [veld, name, bytes, field, stored] of sheetAndPlan) {
      const res = await uploadCamperFile(camper.id, veld, name, bytes);
      expect((res.body.camper as Json)[field]).toMatch(stored);
    }
    for (let i = 0; i < 8; i++) {
      const res = await uploadCamperFile(camper.id, 'detailfoto', `d${i}.png`, PNG);
      expect(res.status).toBe(200);
      expect(((res.body.camper as Json).detailfoto_urls as string[]).length).toBe(i + 1);
    }
    const files = storedFiles(t);
    const ninth = await uploadCamperFile(camper.id, 'detailfoto', 'd9.png', PNG);
    expect(ninth.status).toBe(422);
    expect(storedFiles(t)).toEqual(files);
  });

  it('refuses wrong kinds, disguised content and path tricks, changing nothing', async () => {
    const camper = await newCamper();
    const path = `/api/admin/campers/${camper.id}/files`;
    const before = await snapshot(t);
    const files = storedFiles(t);
    const cases: Array<[string, FormData, number]> = [
      ['image as sheet', form({ veld: 'pdf' }, { name: 'a.png', bytes: PNG }), 415],
      ['pdf as photo', form({ veld: 'hoofdfoto' }, { name: 'a.pdf', bytes: PDF }), 415],
      ['text named pdf', form({ veld: 'pdf' }, { name: 'a.pdf', bytes: TEXT }), 415],
      ['png named jpg', form({ veld: 'hoofdfoto' }, { name: 'a.jpg', bytes: PNG }), 415],
      ['path trick', form({ veld: 'hoofdfoto' }, { name: '../../etc/x.sh', bytes: PNG }), 415],
      ['unknown veld', form({ veld: 'dak' }, { name: 'a.png', bytes: PNG }), 400],
      ['extra field', form({ veld: 'hoofdfoto', key: '../x.png' }, { name: 'a.png', bytes: PNG }), 400],
      ['no file', form({ veld: 'hoofdfoto' }), 400],
    ];
    for (const [label, body, expected] of cases) {
      expect((await upload(t, admin, 'POST', path, body)).status, label).toBe(expected);
    }
    const json = await call(t, admin, 'POST', path, { veld: 'hoofdfoto' });
    expect(json.status).toBe(400);
    const unknown = await uploadCamperFile(randomUUID(), 'hoofdfoto', 'a.png', PNG);
    expect(unknown.status).toBe(404);
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('file removal', () => {
  it('removes one detail photo or clears a single file, removing it from disk', async () => {
    const camper = await newCamper();
    const path = `/api/admin/campers/${camper.id}/files`;
    await uploadCamperFile(camper.id, 'hoofdfoto', 'a.png', PNG);
    await uploadCamperFile(camper.id, 'detailfoto', 'b.png', PNG);
    const both = await uploadCamperFile(camper.id, 'detailfoto', 'c.png', PNG);
    const [first, second] = (both.body.camper as Json).detailfoto_urls as string[];
    const files = storedFiles(t);

    const removed = await call(
      t,
      admin,
      'DELETE',
      `${path}?veld=detailfoto&url=${encodeURIComponent(first ?? '')}`,
    );
    expect(removed.status).toBe(200);
    expect((removed.body.camper as Json).detailfoto_urls).toEqual([second]);
    const firstFiles = imageFiles(first ?? '');
    expect(firstFiles).toHaveLength(3);
    expect(storedFiles(t)).toEqual(files.filter((f) => !firstFiles.includes(`/files/${f}`)));

    const cleared = await call(t, admin, 'DELETE', `${path}?veld=hoofdfoto`);
    expect((cleared.body.camper as Json).hoofdfoto_url).toBeNull();
    // Two images, three files each.
    expect(storedFiles(t)).toHaveLength(files.length - 6);
  });

  it('refuses bad requests with 4xx and changes nothing', async () => {
    const camper = await newCamper();
    const path = `/api/admin/campers/${camper.id}/files`;
    await uploadCamperFile(camper.id, 'detailfoto', 'b.png', PNG);
    const before = await snapshot(t);
    const files = storedFiles(t);
    for (const [query, status] of [
      ['veld=detailfoto', 400],
      ['veld=dak', 400],
      ['', 400],
      ['veld=hoofdfoto&pad=../x', 400],
      [`veld=detailfoto&url=${encodeURIComponent('/files/camper-images/../../camperdeel.db')}`, 404],
    ] as const) {
      expect((await call(t, admin, 'DELETE', `${path}?${query}`)).status, query).toBe(status);
    }
    expect((await call(t, admin, 'DELETE', `/api/admin/campers/${randomUUID()}/files?veld=pdf`)).status).toBe(
      404,
    );
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('delete', () => {
  it('deletes an unused camper with its applications, documents and files', async () => {
    const camper = await newCamper();
    const prospect = await t.createProspect();
    await insertWithId(t, 'aanmeldingen', { user_id: prospect.id, camper_id: camper.id });
    await uploadCamperFile(camper.id, 'hoofdfoto', 'a.png', PNG);
    await uploadCamperFile(camper.id, 'detailfoto', 'b.png', PNG);
    const doc = await upload(
      t,
      admin,
      'POST',
      '/api/admin/documents',
      form({ camper_id: camper.id, document_naam: 'Kenteken' }, { name: 'k.pdf', bytes: PDF }),
    );
    expect(doc.status).toBe(201);
    const filesBefore = storedFiles(t);
    const res = await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}`);
    expect(res.status).toBe(200);
    // A photo (three widths), a detail photo (three widths) and the document.
    expect(filesBefore.length - storedFiles(t).length).toBe(7);
    expect(
      await t.db.selectFrom('aanmeldingen').select('id').where('camper_id', '=', camper.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('camper_documenten').select('id').where('camper_id', '=', camper.id).execute(),
    ).toEqual([]);
    expect((await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}`)).status).toBe(404);
  });

  it('refuses a camper with owners or reservations with 409 camper_in_use', async () => {
    const owned = await newCamper();
    await t.createOwner(owned.id);
    const reserved = await newCamper();
    const former = await t.createProspect();
    await insertReservation(t, {
      user_id: former.id,
      camper_id: reserved.id,
      start_datum: '2025-05-01',
      eind_datum: '2025-05-02',
      credits_gebruikt: 2,
    });
    const before = await snapshot(t);
    for (const camper of [owned, reserved]) {
      const res = await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'camper_in_use',
        message: 'Deze camper heeft nog eigenaars of reserveringen en kan niet verwijderd worden.',
      });
    }
    expect(await snapshot(t)).toBe(before);
  });
});

describe('users for a camper', () => {
  it('flags owners and applicants, lists applicants first, filters on name or e-mail', async () => {
    const camper = await newCamper();
    const other = await newCamper({ naam: 'Ander' });
    const owner = await t.createOwner(camper.id, { naam: 'Zeno Eigenaar' });
    const elsewhere = await t.createOwner(other.id, { naam: 'Elders Eigenaar' });
    const applicant = await t.createProspect({
      naam: 'Zorro Aanmelder',
      email: `zorro-${randomUUID().slice(0, 6)}@voorbeeld.nl`,
    });
    const plain = await t.createProspect({ naam: 'Aad Zonder' });
    await insertWithId(t, 'aanmeldingen', { user_id: applicant.id, camper_id: camper.id });
    await insertWithId(t, 'aanmeldingen', { user_id: plain.id, camper_id: other.id });

    const res = await call(t, admin, 'GET', `/api/admin/campers/${camper.id}/users`);
    expect(res.status).toBe(200);
    const users = res.body.users as Array<Json & { id: string }>;
    expect(users[0]?.id).toBe(applicant.id);
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.get(owner.id)).toMatchObject({
      is_eigenaar: true,
      heeft_aanmelding: false,
      eigen_camper_id: camper.id,
    });
    expect(byId.get(elsewhere.id)).toMatchObject({
      is_eigenaar: false,
      heeft_aanmelding: false,
      eigen_camper_id: other.id,
      eigen_camper_naam: 'Ander',
    });
    expect(byId.get(applicant.id)).toMatchObject({
      is_eigenaar: false,
      heeft_aanmelding: true,
      eigen_camper_id: null,
    });
    expect(byId.get(plain.id)).toMatchObject({ is_eigenaar: false, heeft_aanmelding: false });
    expect(Object.keys(byId.get(plain.id) ?? {}).sort()).toEqual(
      [
        'id',
        'naam',
        'email',
        'telefoonnummer',
        'beschrijving',
        'huisdieren',
        'allergieen_intolleranties',
        'aantal_familieleden',
        'profielfoto_url',
        'is_eigenaar',
        'heeft_aanmelding',
        'eigen_camper_id',
        'eigen_camper_naam',
      ].sort(),
    );

    const byName = await call(t, admin, 'GET', `/api/admin/campers/${camper.id}/users?q=zorro`);
    expect((byName.body.users as Json[]).map((u) => u.id)).toEqual([applicant.id]);
    const byMail = await call(
      t,
      admin,
      'GET',
      `/api/admin/campers/${camper.id}/users?q=${encodeURIComponent(applicant.email.toUpperCase())}`,
    );
    expect((byMail.body.users as Json[]).map((u) => u.id)).toEqual([applicant.id]);
    const wildcard = await call(t, admin, 'GET', `/api/admin/campers/${camper.id}/users?q=%25`);
    expect(wildcard.body.users).toEqual([]);
    expect((await call(t, admin, 'GET', `/api/admin/campers/${randomUUID()}/users`)).status).toBe(404);
  });
});

describe('owner assignment', () => {
  it('assigns: status eigenaar, application toegewezen, slot filled', async () => {
    const camper = await newCamper({ aantal_sloten_eigenaars: 2 });
    const user = await t.createProspect();
    const applicationId = await insertWithId(t, 'aanmeldingen', { user_id: user.id, camper_id: camper.id });
    const res = await call(t, admin, 'POST', `/api/admin/campers/${camper.id}/owners`, { user_id: user.id });
    expect(res.status).toBe(201);
    const assigned = res.body.camper as Camper;
    expect(assigned.eigenaars.map((e) => e.user_id)).toEqual([user.id]);
    expect(assigned).toMatchObject({ aantal_ingevulde_sloten: 1, open_sloten: 1 });
    expect(await statuses(user.id, applicationId)).toEqual({ profiel: 'eigenaar', aanmelding: 'toegewezen' });
    // The new owner reaches the owner area with their existing session.
    expect((await call(t, user, 'GET', '/api/owner/camper')).status).toBe(200);
  });

  it('refuses a full camper, an existing owner, unknown ids and bad input, changing nothing', async () => {
    const full = await newCamper({ aantal_sloten_eigenaars: 1 });
    const owner = await t.createOwner(full.id);
    const open = await newCamper({ aantal_sloten_eigenaars: 3 });
    const prospect = await t.createProspect();
    const before = await snapshot(t);
    const expectError = async (camperId: string, body: unknown, status: number, code: string) => {
      const res = await call(t, admin, 'POST', `/api/admin/campers/${camperId}/owners`, body);
      expect(res.status, code).toBe(status);
      expect((res.body.error as { code: string }).code).toBe(code);
    };
    await expectError(full.id, { user_id: prospect.id }, 409, 'camper_full');
    await expectError(full.id, { user_id: owner.id }, 409, 'already_owner');
    await expectError(open.id, { user_id: owner.id }, 409, 'already_owner');
    await expectError(randomUUID(), { user_id: prospect.id }, 404, 'camper_not_found');
    await expectError(open.id, { user_id: randomUUID() }, 404, 'user_not_found');
    await expectError(open.id, { user_id: 'niet-een-id' }, 400, 'invalid_input');
    await expectError(open.id, {}, 400, 'invalid_input');
    await expectError(open.id, { user_id: prospect.id, camper_id: open.id }, 400, 'invalid_input');
    expect(await snapshot(t)).toBe(before);
  });

  it('lets exactly one of several admins racing for the last slot win', async () => {
    const camper = await newCamper({ aantal_sloten_eigenaars: 2 });
    await t.createOwner(camper.id);
    const admins = [admin, await t.createAdmin(), await t.createAdmin()];
    const contenders = await Promise.all(Array.from({ length: 6 }, () => t.createProspect()));
    const results = await Promise.all(
      contenders.map((user, i) =>
        call(t, admins[i % admins.length] ?? admin, 'POST', `/api/admin/campers/${camper.id}/owners`, {
          user_id: user.id,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await countWhere(t, 'camper_eigenaars', { camper_id: camper.id })).toBe(2);
    const winners = await t.db
      .selectFrom('profiles')
      .select('id')
      .where(
        'id',
        'in',
        contenders.map((c) => c.id),
      )
      .where('status', '=', 'eigenaar')
      .execute();
    expect(winners).toHaveLength(1);
  });

  it('gives one user racing for two campers exactly one', async () => {
    const a = await newCamper();
    const b = await newCamper();
    const user = await t.createProspect();
    const results = await Promise.all(
      [a, b].map((c) => call(t, admin, 'POST', `/api/admin/campers/${c.id}/owners`, { user_id: user.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('owner removal', () => {
  it('refunds and deletes reservations not yet begun, keeps history, and makes the user a prospect', async () => {
    t.clock.set('2026-03-10T10:00:00Z');
    const camper = await newCamper();
    const user = await t.createProspect();
    const applicationId = await insertWithId(t, 'aanmeldingen', { user_id: user.id, camper_id: camper.id });
    expect(
      (await call(t, admin, 'POST', `/api/admin/campers/${camper.id}/owners`, { user_id: user.id })).status,
    ).toBe(201);
    await grantCredits(t, user.id, {
      jaar: 2025,
      hoog: 10,
      laag: 20,
      actorId: admin.id,
      now: new Date('2025-01-02T10:00:00Z'),
    });
    const past = await reserve(user.id, camper.id, '2025-03-01', '2025-03-03', 3);
    const running = await reserve(user.id, camper.id, '2026-03-09', '2026-03-11', 3);
    const today = await reserve(user.id, camper.id, '2026-03-10', '2026-03-10', 1);
    const later = await reserve(user.id, camper.id, '2026-04-01', '2026-04-04', 4);
    const before2026 = (await readBalances(t.db, user.id, [2026]))[0];

    const res = await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}/owners/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verwijderde_reserveringen: 2,
      teruggestort: { hoogseizoen: 0, laagseizoen: 5 },
    });
    expect((res.body.camper as Camper).eigenaars).toEqual([]);
    const left = await t.db
      .selectFrom('reserveringen')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('start_datum')
      .execute();
    expect(left.map((r) => r.id)).toEqual([past, running]);
    expect(left.map((r) => r.id)).not.toContain(today);
    expect(left.map((r) => r.id)).not.toContain(later);
    const after2026 = (await readBalances(t.db, user.id, [2026]))[0];
    expect(after2026?.credits_laagseizoen).toBe((before2026?.credits_laagseizoen ?? 0) + 5);
    // The ledger sums to every balance (the stored rows also carry the grant, which the ledger does not).
    expect(await ledgerBalances(t.db, user.id)).toEqual(
      (await readBalances(t.db, user.id)).map(({ jaar, credits_hoogseizoen, credits_laagseizoen }) => ({
        jaar,
        credits_hoogseizoen,
        credits_laagseizoen,
      })),
    );
    expect(await statuses(user.id, applicationId)).toEqual({
      profiel: 'prospect',
      aanmelding: 'in_afwachting',
    });
    expect((await call(t, user, 'GET', '/api/owner/camper')).status).not.toBe(200);
    expect((await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}/owners/${user.id}`)).status).toBe(
      404,
    );
  });

  it('answers 404 for someone who does not own that camper', async () => {
    const camper = await newCamper();
    const other = await newCamper();
    const owner = await t.createOwner(other.id);
    const before = await snapshot(t);
    expect(
      (await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}/owners/${owner.id}`)).status,
    ).toBe(404);
    expect(
      (await call(t, admin, 'DELETE', `/api/admin/campers/${camper.id}/owners/${randomUUID()}`)).status,
    ).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('file size', () => {
  it('refuses a photo above the image limit with 413 even though a sheet may be larger', async () => {
    const camper = await newCamper();
    const before = await snapshot(t);
    const files = storedFiles(t);
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await uploadCamperFile(camper.id, 'hoofdfoto', 'groot.png', big);
    expect(res.status).toBe(413);
    expect((res.body.error as { code: string }).code).toBe('file_too_large');
    expect(storedFiles(t)).toEqual(files);
    expect(await snapshot(t)).toBe(before);
    const sheet = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const ok = await uploadCamperFile(camper.id, 'pdf', 'groot.pdf', sheet);
    expect(ok.status).toBe(200);
  });
});
