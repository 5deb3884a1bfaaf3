/**
 * The handover log cannot be poisoned: a co-owner could record a return of 9,999,999 km on last year's trip without
 * a pick-up, after which every real reading of the camper was refused as `km_decreasing` and nobody could correct it.
 * Now such a reading is refused, and an admin can delete or correct one already stored, after which real readings are
 * accepted again. Everything over real HTTP against the real database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, giveCredits, type Json, json, reserve } from '../shared-use/helpers.ts';
import { serverForFile } from '../support/file-server.ts';
import { fieldsForm } from '../support/files.ts';
import { insertHandover } from '../support/handover-row.ts';
import { insertReservation } from '../support/reservation-row.ts';
import type { TestUser } from '../support/server.ts';
import { storedValue } from '../support/stored-reads.ts';

let admin: TestUser;
let anna: TestUser;
let bert: TestUser;
let camperId: string;
let annaJune: string;
let bertJune: string;
let annaLater: string;

const t = serverForFile({ now: new Date('2026-06-01T10:00:00Z') });
beforeAll(async () => {
  admin = await t.createAdmin();
  camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
  anna = await t.createOwner(camperId, { naam: 'Anna' });
  bert = await t.createOwner(camperId, { naam: 'Bert' });
  for (const u of [anna, bert]) await giveCredits(t, admin, u, 2026);
  [annaJune] = (await reserve(t, anna, ['2026-06-01', '2026-06-02'])) as [string];
  [bertJune] = (await reserve(t, bert, ['2026-06-04'])) as [string];
  [annaLater] = (await reserve(t, anna, ['2026-06-08'])) as [string];
});

function record(user: TestUser, reservationId: string, moment: string, km: number): Promise<Response> {
  const body = fieldsForm({ moment, km_stand: String(km), brandstof_procent: '80', schoon: 'true' });
  return t.request(`/api/owner/reservations/${reservationId}/handovers`, { cookie: user.cookie, body });
}

async function recorded(user: TestUser, reservationId: string, moment: string, km: number): Promise<Json> {
  const res = await record(user, reservationId, moment, km);
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.overdracht as Json;
}

/** A reading as stored before these rules existed (the poisoned data a running club may already hold). */
async function legacyReading(reservationId: string, moment: 'ophalen' | 'terugbrengen', km: number) {
  return insertHandover(t, {
    camper_id: camperId,
    reservering_id: reservationId,
    user_id: anna.id,
    moment,
    km_stand: km,
  });
}

async function auditOf(soort: string): Promise<Json[]> {
  const res = await t.request(`/api/admin/audit?soort=${encodeURIComponent(soort)}`, {
    cookie: admin.cookie,
  });
  expect(res.status).toBe(200);
  return (await json(res)).gebeurtenissen as Json[];
}

/** Anna's return of her June trip at `km`, refused as 422 `code` with nothing stored; answers the message. */
async function refusedReturn(km: number, code: string): Promise<string> {
  const before = await countRows(t, 'overdrachten');
  const message = await expectError(await record(anna, annaJune, 'terugbrengen', km), 422, code);
  expect(await countRows(t, 'overdrachten')).toBe(before);
  return message;
}

describe('handover poisoning', () => {
  it('a return without a recorded pick-up is 422 pickup_missing and stores nothing', async () => {
    expect(await refusedReturn(9_999_999, 'pickup_missing')).toBe(
      'Registreer eerst het ophalen van deze reservering; daarna kun je het terugbrengen registreren.',
    );
  });

  it('a reading more than 25,000 km above the last one is 422 km_jump; 25,000 exactly is accepted', async () => {
    await recorded(anna, annaJune, 'ophalen', 45_210);
    expect(await refusedReturn(9_999_999, 'km_jump')).toBe(
      'De kilometerstand (9999999 km) ligt meer dan 25000 km boven de laatst geregistreerde stand (45210 km). Controleer de stand.',
    );
    await refusedReturn(70_211, 'km_jump');
    // Lower than the last reading stays km_decreasing.
    await expectError(await record(anna, annaJune, 'terugbrengen', 45_000), 422, 'km_decreasing');
    t.clock.set('2026-06-02T16:00:00Z');
    await recorded(anna, annaJune, 'terugbrengen', 45_630);
  });

  it('a poisoned reading already stored: the admin deletes it (audited), then a real reading is accepted', async () => {
    t.clock.set('2026-06-04T09:00:00Z');
    // Bert's trip of 4 June: someone stored 9,999,999 on its return before these rules existed.
    const poison = await legacyReading(bertJune, 'terugbrengen', 9_999_999);
    t.clock.set('2026-06-08T09:00:00Z');
    await expectError(await record(anna, annaLater, 'ophalen', 45_900), 422, 'km_decreasing');

    await expectError(
      await t.request(`/api/admin/handovers/${poison}`, { cookie: anna.cookie, method: 'DELETE' }),
      403,
      'not_admin',
    );
    const res = await t.request(`/api/admin/handovers/${poison}`, { cookie: admin.cookie, method: 'DELETE' });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.overdracht).toMatchObject({ id: poison, km_stand: 9_999_999, moment: 'terugbrengen' });
    await expectError(
      await t.request(`/api/admin/handovers/${poison}`, { cookie: admin.cookie, method: 'DELETE' }),
      404,
      'handover_not_found',
    );
    const [event] = await auditOf('overdracht_verwijderd');
    expect(event).toMatchObject({ actor_id: admin.id, doel: poison });
    expect(event?.details).toMatchObject({
      oud: { km_stand: 9_999_999, moment: 'terugbrengen', reservering_id: bertJune },
    });

    await recorded(anna, annaLater, 'ophalen', 45_900);
  });

  it('a poisoned reading already stored: the admin corrects it with a reason (audited), then real readings work', async () => {
    // Anna's return of 8 June was stored as 9,999,999 before these rules existed.
    t.clock.set('2026-06-08T18:00:00Z');
    const poison = await legacyReading(annaLater, 'terugbrengen', 9_999_999);
    await expectError(await record(anna, annaLater, 'terugbrengen', 46_000), 422, 'km_decreasing');

    const patch = (body: unknown, who: TestUser = admin) =>
      t.request(`/api/admin/handovers/${poison}`, { cookie: who.cookie, method: 'PATCH', json: body });
    // A km correction needs a reason.
    const noReason = await expectError(await patch({ km_stand: 46_000 }), 400, 'invalid_input');
    expect(noReason).toBe('Geef een reden op voor het corrigeren van de kilometerstand.');
    // The corrected value must itself be sane: not below the reading before, not a jump above it.
    await expectError(await patch({ km_stand: 45_000, reden: 'Typfout' }), 422, 'km_decreasing');
    await expectError(await patch({ km_stand: 9_999_998, reden: 'Typfout' }), 422, 'km_jump');
    await expectError(await patch({ km_stand: 46_000, reden: 'Typfout' }, anna), 403, 'not_admin');
    expect(await storedValue(t, 'overdrachten', 'km_stand', { id: poison })).toBe(9_999_999);

    const res = await patch({ km_stand: 46_000, reden: 'Typfout bij terugbrengen' });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.overdracht).toMatchObject({ id: poison, km_stand: 46_000 });
    const [event] = await auditOf('overdracht_gecorrigeerd');
    expect(event).toMatchObject({ actor_id: admin.id, doel: poison });
    expect(event?.details).toMatchObject({
      oud: { km_stand: 9_999_999 },
      nieuw: { km_stand: 46_000 },
      reden: 'Typfout bij terugbrengen',
    });

    // The next trip's real reading is accepted again.
    t.clock.set('2026-06-10T09:00:00Z');
    const [next] = (await reserve(t, bert, ['2026-06-10'])) as [string];
    await recorded(bert, next, 'ophalen', 46_010);
  });
  it('no handover on a reservation that ended more than seven days ago', async () => {
    // Bert's trip ended on 4 June: on 11 June a pick-up is still accepted, on 12 June the return is too late.
    t.clock.set('2026-06-11T08:00:00Z');
    await recorded(bert, bertJune, 'ophalen', 46_050);
    t.clock.set('2026-06-12T08:00:00Z');
    const before = await countRows(t, 'overdrachten');
    const message = await expectError(
      await record(bert, bertJune, 'terugbrengen', 46_100),
      422,
      'handover_too_late',
    );
    expect(message).toContain('4 juni 2026');
    // Last year's trip, the attack as filed: a far-away date with a huge reading, no pick-up.
    const lastYear = await insertReservation(t, {
      user_id: anna.id,
      camper_id: camperId,
      start_datum: '2025-07-01',
      eind_datum: '2025-07-05',
      seizoen_type: 'hoogseizoen',
      credits_gebruikt: 5,
    });
    await expectError(await record(anna, lastYear, 'terugbrengen', 9_999_999), 422, 'handover_too_late');
    await expectError(await record(anna, lastYear, 'ophalen', 9_999_999), 422, 'handover_too_late');
    expect(await countRows(t, 'overdrachten')).toBe(before);
  });
});
