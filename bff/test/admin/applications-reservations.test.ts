import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';
import { insertReservation } from '../support/reservation-row.ts';
import type { TestUser } from '../support/server.ts';
import { call, type Json, snapshot } from './fixtures.ts';

let admin: TestUser;

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin();
});

async function apply(userId: string, camperId: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('aanmeldingen')
    .values({ id, user_id: userId, camper_id: camperId, created_at: createdAt })
    .execute();
  return id;
}

describe('admin applications', () => {
  it('lists every field newest first and filters on camper or member name', async () => {
    const zee = await t.createCamper({
      naam: 'Zeeland Zwerver',
      aantal_sloten_eigenaars: 3,
      hoofdfoto_url: '/files/camper-images/x.png',
    });
    const berg = await t.createCamper({ naam: 'Bergen Beleven' });
    await t.createOwner(zee);
    const anna = await t.createProspect({ naam: 'Anna', telefoonnummer: '0611111111' });
    await t.db
      .updateTable('profiles')
      .set({
        beschrijving: 'Zeiler',
        aantal_familieleden: 4,
        huisdieren: 'kat',
        allergieen_intolleranties: 'noten',
      })
      .where('id', '=', anna.id)
      .execute();
    const bob = await t.createProspect({ naam: 'Bob' });
    const oldest = await apply(anna.id, berg, '2026-01-01T10:00:00.000Z');
    const newest = await apply(anna.id, zee, '2026-03-01T10:00:00.000Z');
    const middle = await apply(bob.id, zee, '2026-02-01T10:00:00.000Z');

    const res = await call(t, admin, 'GET', '/api/admin/applications');
    expect(res.status).toBe(200);
    const list = res.body.aanmeldingen as Json[];
    expect(list.map((a) => a.id)).toEqual([newest, middle, oldest]);
    expect(list[0]).toEqual({
      id: newest,
      user_id: anna.id,
      camper_id: zee,
      status: 'in_afwachting',
      created_at: '2026-03-01T10:00:00.000Z',
      user_naam: 'Anna',
      user_email: anna.email,
      user_telefoonnummer: '0611111111',
      user_foto: null,
      user_beschrijving: 'Zeiler',
      user_familieleden: 4,
      user_huisdieren: 'kat',
      user_allergieen: 'noten',
      camper_naam: 'Zeeland Zwerver',
      camper_foto: '/files/camper-images/x.png',
      aantal_sloten: 3,
      aantal_ingevuld: 1,
    });
    const filtered = await call(
      t,
      admin,
      'GET',
      `/api/admin/applications?q=${encodeURIComponent('zEElAnD')}`,
    );
    expect((filtered.body.aanmeldingen as Json[]).map((a) => a.id)).toEqual([newest, middle]);
    // The member's name is searched too (docs/product/api.md#contract-additions-architecture-11).
    const byMember = await call(t, admin, 'GET', '/api/admin/applications?zoek=anna');
    expect((byMember.body.aanmeldingen as Json[]).map((a) => a.id)).toEqual([newest, oldest]);
    expect(byMember.body.totaal).toBe(2);
    const none = await call(t, admin, 'GET', '/api/admin/applications?zoek=Niemand');
    expect(none.body.aanmeldingen).toEqual([]);
  });

  it('sets a status and deletes, with 400 and 404 for bad requests', async () => {
    const camper = await t.createCamper();
    const user = await t.createProspect();
    const id = await apply(user.id, camper, '2026-03-02T10:00:00.000Z');
    const patched = await call(t, admin, 'PATCH', `/api/admin/applications/${id}`, { status: 'afgewezen' });
    expect(patched.status).toBe(200);
    expect(patched.body.aanmelding).toMatchObject({ id, status: 'afgewezen', camper_id: camper });
    const before = await snapshot(t);
    for (const body of [
      { status: 'goedgekeurd' },
      {},
      { status: 'toegewezen', user_id: user.id },
      { status: 1 },
    ]) {
      expect((await call(t, admin, 'PATCH', `/api/admin/applications/${id}`, body)).status).toBe(400);
    }
    expect(
      (await call(t, admin, 'PATCH', `/api/admin/applications/${randomUUID()}`, { status: 'afgewezen' }))
        .status,
    ).toBe(404);
    expect(await snapshot(t)).toBe(before);
    expect((await call(t, admin, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(200);
    expect((await call(t, admin, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(404);
    expect(
      await t.db.selectFrom('aanmeldingen').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('toegewezen assigns the applicant as owner; an owner’s application cannot be moved away from it', async () => {
    const camper = await t.createCamper({ aantal_sloten_eigenaars: 1 });
    const user = await t.createProspect();
    const other = await t.createProspect();
    const id = await apply(user.id, camper, '2026-03-03T10:00:00.000Z');
    const waiting = await apply(other.id, camper, '2026-03-03T11:00:00.000Z');
    const assigned = await call(t, admin, 'PATCH', `/api/admin/applications/${id}`, { status: 'toegewezen' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.aanmelding).toMatchObject({ id, status: 'toegewezen' });
    const owners = await t.db
      .selectFrom('camper_eigenaars')
      .select('user_id')
      .where('camper_id', '=', camper)
      .execute();
    expect(owners.map((o) => o.user_id)).toEqual([user.id]);
    const profile = await t.db
      .selectFrom('profiles')
      .select('status')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(profile?.status).toBe('eigenaar');
    // The last slot is filled, so the other open application is turned down, as with POST .../owners.
    const rejected = await call(t, admin, 'GET', '/api/admin/applications');
    expect((rejected.body.aanmeldingen as Json[]).find((a) => a.id === waiting)?.status).toBe('afgewezen');
    // The camper is full: toegewezen for the other applicant is the assignment's own 409, and changes nothing.
    const before = await snapshot(t);
    const full = await call(t, admin, 'PATCH', `/api/admin/applications/${waiting}`, {
      status: 'toegewezen',
    });
    expect(full.status).toBe(409);
    expect((full.body.error as Json).code).toBe('camper_full');
    const back = await call(t, admin, 'PATCH', `/api/admin/applications/${id}`, { status: 'in_afwachting' });
    expect(back.status).toBe(409);
    expect((back.body.error as Json).message).toBe(
      'Deze aanvrager is eigenaar van de camper. Verwijder eerst de eigenaar om de aanmelding te wijzigen.',
    );
    expect(await snapshot(t)).toBe(before);
  });
});

describe('admin reservations overview', () => {
  async function reservation(userId: string, camperId: string, start: string, end: string, days: number) {
    await insertReservation(t, {
      user_id: userId,
      camper_id: camperId,
      start_datum: start,
      eind_datum: end,
      credits_gebruikt: days,
    });
  }

  it('groups by camper, user and start year; sorts by year desc, camper, user; lists full campers only', async () => {
    const alpha = await t.createCamper({
      naam: 'Alpha Avontuur',
      merk: 'Knaus',
      model: 'Van Ti',
      aantal_sloten_eigenaars: 2,
    });
    const beta = await t.createCamper({
      naam: 'Beta Bolide',
      merk: 'Hymer',
      model: 'Exsis',
      aantal_sloten_eigenaars: 1,
    });
    const partial = await t.createCamper({ naam: 'Half Vol', aantal_sloten_eigenaars: 3 });
    const zoe = await t.createOwner(alpha, { naam: 'Zoë' });
    const adam = await t.createOwner(alpha, { naam: 'Adam' });
    const bea = await t.createOwner(beta, { naam: 'Bea' });
    const pim = await t.createOwner(partial, { naam: 'Pim' });
    await reservation(zoe.id, alpha, '2026-04-01', '2026-04-03', 3);
    await reservation(zoe.id, alpha, '2026-06-01', '2026-06-02', 2);
    await reservation(zoe.id, alpha, '2025-12-30', '2026-01-02', 4);
    await reservation(adam.id, alpha, '2026-05-01', '2026-05-01', 1);
    await reservation(bea.id, beta, '2026-07-01', '2026-07-05', 5);
    await reservation(bea.id, beta, '2027-01-10', '2027-01-11', 2);
    await reservation(pim.id, partial, '2026-08-01', '2026-08-02', 2);

    const res = await call(t, admin, 'GET', '/api/admin/reservations/overview');
    expect(res.status).toBe(200);
    const rows = res.body.reserveringen as Json[];
    expect(rows.map((r) => [r.jaar, r.camper_naam, r.naam, r.aantal_reserveringen, r.dagen])).toEqual([
      [2027, 'Beta Bolide', 'Bea', 1, 2],
      [2026, 'Alpha Avontuur', 'Adam', 1, 1],
      [2026, 'Alpha Avontuur', 'Zoë', 2, 5],
      [2026, 'Beta Bolide', 'Bea', 1, 5],
      [2025, 'Alpha Avontuur', 'Zoë', 1, 4],
    ]);
    expect(rows[0]).toEqual({
      camper_id: beta,
      camper_naam: 'Beta Bolide',
      merk: 'Hymer',
      model: 'Exsis',
      user_id: bea.id,
      naam: 'Bea',
      jaar: 2027,
      aantal_reserveringen: 1,
      dagen: 2,
    });

    const byBrand = await call(t, admin, 'GET', '/api/admin/reservations/overview?q=knaus');
    expect((byBrand.body.reserveringen as Json[]).every((r) => r.camper_id === alpha)).toBe(true);
    expect(byBrand.body.reserveringen).toHaveLength(3);
    const byModel = await call(t, admin, 'GET', '/api/admin/reservations/overview?q=EXSIS');
    expect((byModel.body.reserveringen as Json[]).map((r) => r.jaar)).toEqual([2027, 2026]);
    const byName = await call(t, admin, 'GET', '/api/admin/reservations/overview?q=bolide');
    expect(byName.body.reserveringen).toHaveLength(2);
    const partialOnly = await call(t, admin, 'GET', '/api/admin/reservations/overview?q=Half');
    expect(partialOnly.body.reserveringen).toEqual([]);
  });
});
