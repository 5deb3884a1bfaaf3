import { eachDay } from '@camperdeel/rules/dates';
import { isHighSeason } from '@camperdeel/rules/seasons';
import { allocateRound, draftOrder } from '@camperdeel/rules/wish-rounds';
import { beforeAll, describe, expect, it } from 'vitest';
import { allocateDueRounds } from '../../src/modules/rounds/due.ts';
import { bell } from '../notify/helpers.ts';
import { expectError, type Json, json, reserve } from '../shared-use/helpers.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { insertReservation } from '../support/reservation-row.ts';
import type { TestUser } from '../support/server.ts';

/** 1 November 2026: the horizon is 2026–2027, and the 2027 summer is still to be shared out. */
const NOW = new Date('2026-11-01T10:00:00Z');

const t = serverForFile({ now: NOW });
let admin: TestUser;
let camperId: string;
let owners: TestUser[];
let stranger: TestUser;

beforeAll(async () => {
  admin = await t.createAdmin();
  camperId = await t.createCamper({ naam: 'Zomerzon' });
  const otherCamper = await t.createCamper({ naam: 'Elders' });
  owners = [];
  for (const naam of ['Anna', 'Bert', 'Carla']) owners.push(await t.createOwner(camperId, { naam }));
  stranger = await t.createOwner(otherCamper, { naam: 'Olga' });
  // Anna and Bert hold 14 high-season days for 2027, Carla only 4.
  for (const [i, o] of owners.entries()) await giveCredits(t, admin, o, 2026, i === 2 ? 4 : 14, 30);
});

function openRound(body: Json, camper = camperId, cookie = admin.cookie) {
  return t.request(`/api/admin/campers/${camper}/rounds`, { cookie, json: body });
}

function putWishes(owner: TestUser, roundId: string, wensen: Json[]) {
  return t.request(`/api/owner/rounds/${roundId}/wishes`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { wensen },
  });
}

const period = (start_datum: string, eind_datum: string) => ({ start_datum, eind_datum });

describe('a wish round from opening to reservations', () => {
  let ronde: Json;

  it('an admin opens one round per camper and year; owners and strangers cannot', async () => {
    const res = await openRound({ jaar: 2027, sluit_op: '2026-12-01' });
    expect(res.status).toBe(201);
    ronde = (await json(res)).ronde as Json;
    expect(ronde).toMatchObject({ camper_id: camperId, jaar: 2027, status: 'open', sluit_op: '2026-12-01' });
    expect(ronde.loting_seed).toMatch(/^[0-9a-f]{32}$/);
    await expectError(await openRound({ jaar: 2027, sluit_op: '2026-12-05' }), 409, 'round_exists');
    await expectError(await openRound({ jaar: 2029, sluit_op: '2026-12-05' }), 422, 'outside_horizon');
    await expectError(await openRound({ jaar: 2026, sluit_op: '2026-10-01' }), 400, 'invalid_input');
    expect(
      (await openRound({ jaar: 2026, sluit_op: '2026-12-01' }, camperId, owners[0]?.cookie)).status,
    ).toBe(403);
    await expectError(
      await openRound({ jaar: 2027, sluit_op: '2026-12-01' }, '00000000-0000-4000-8000-000000000000'),
      404,
      'camper_not_found',
    );
    const listed = await json(
      await t.request(`/api/admin/campers/${camperId}/rounds`, { cookie: admin.cookie }),
    );
    expect(listed.rondes).toEqual([ronde]);
  });

  it('while it is open nobody books a 2027 high-season day directly; low season stays bookable', async () => {
    const anna = owners[0] as TestUser;
    const refused = await t.request('/api/owner/reservations', {
      cookie: anna.cookie,
      json: { dagen: ['2027-07-20'] },
    });
    const message = await expectError(refused, 409, 'round_open');
    expect(message).toContain('2027');
    const onBehalf = await t.request(`/api/admin/campers/${camperId}/reservations`, {
      cookie: admin.cookie,
      json: { user_id: anna.id, dagen: ['2027-07-20'] },
    });
    await expectError(onBehalf, 409, 'round_open');
    await reserve(t, anna, ['2027-03-02']);
    // The high season of 2026 has no round: still first come, first served.
    await reserve(t, anna, ['2026-12-20']);
  });

  it('owners rank up to five high-season periods of the year; the server refuses anything else', async () => {
    const [anna, bert, carla] = owners as [TestUser, TestUser, TestUser];
    const six = Array.from({ length: 6 }, (_, i) => period(`2027-06-0${i + 1}`, `2027-06-0${i + 1}`));
    await expectError(await putWishes(anna, ronde.id as string, six), 422, 'too_many_wishes');
    await expectError(
      await putWishes(anna, ronde.id as string, [period('2027-09-14', '2027-09-17')]),
      422,
      'not_high_season',
    );
    await expectError(
      await putWishes(anna, ronde.id as string, [period('2026-07-01', '2026-07-03')]),
      422,
      'not_high_season',
    );
    await expectError(
      await putWishes(stranger, ronde.id as string, [period('2027-07-01', '2027-07-03')]),
      404,
      'round_not_found',
    );

    const annaWishes = [period('2027-07-01', '2027-07-10'), period('2027-08-01', '2027-08-04')];
    const res = await putWishes(anna, ronde.id as string, annaWishes);
    expect(res.status).toBe(200);
    expect((await json(res)).wensen).toEqual(annaWishes.map((w, i) => ({ rang: i + 1, ...w })));
    expect(
      (
        await putWishes(bert, ronde.id as string, [
          period('2027-07-05', '2027-07-12'),
          period('2027-07-12', '2027-07-19'),
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await putWishes(carla, ronde.id as string, [
          period('2027-08-03', '2027-08-06'),
          period('2027-06-20', '2027-06-25'),
        ])
      ).status,
    ).toBe(200);

    const mine = await json(await t.request('/api/owner/rounds', { cookie: anna.cookie }));
    expect(mine.rondes).toEqual([
      { ...ronde, mijn_wensen: annaWishes.map((w, i) => ({ rang: i + 1, ...w })) },
    ]);
    const theirs = await json(await t.request('/api/owner/rounds', { cookie: stranger.cookie }));
    expect(theirs.rondes).toEqual([]);
  });

  it('the allocation follows the published draw, makes reservations with ledger rows, and tells every owner', async () => {
    const [anna, bert, carla] = owners as [TestUser, TestUser, TestUser];
    const res = await t.request(`/api/admin/rounds/${ronde.id}/allocate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.ronde).toEqual({ ...ronde, status: 'toegewezen' });

    // Anyone can recompute the outcome from the seed with the published rules. Anna used one high-season day of
    // 2026 (20 December), so she picks last whatever the lottery says.
    const used = (o: TestUser) => (o === anna ? 1 : 0);
    const expected = allocateRound({
      seed: ronde.loting_seed as string,
      owners: owners.map((o, i) => ({
        user_id: o.id,
        hoogseizoen_gebruikt: used(o),
        credits_hoogseizoen: i === 2 ? 4 : 14,
      })),
      wishes: [
        { user_id: anna.id, rang: 1, ...period('2027-07-01', '2027-07-10') },
        { user_id: anna.id, rang: 2, ...period('2027-08-01', '2027-08-04') },
        { user_id: bert.id, rang: 1, ...period('2027-07-05', '2027-07-12') },
        { user_id: bert.id, rang: 2, ...period('2027-07-12', '2027-07-19') },
        { user_id: carla.id, rang: 1, ...period('2027-08-03', '2027-08-06') },
        { user_id: carla.id, rang: 2, ...period('2027-06-20', '2027-06-25') },
      ],
      reservations: [],
      blocks: [],
      maxConsecutive: null,
      today: '2026-11-01',
    });
    const toewijzingen = body.toewijzingen as Json[];
    expect(toewijzingen.map(({ reservering_id: _r, ...a }) => a)).toEqual(
      expected.allocations.map(({ volgorde: _v, ...a }) => a),
    );
    const loting = body.loting as Json[];
    expect(loting.map((p) => p.user_id)).toEqual(
      draftOrder(
        owners.map((o) => ({ user_id: o.id, hoogseizoen_gebruikt: used(o), credits_hoogseizoen: 0 })),
        ronde.loting_seed as string,
      ),
    );
    expect(loting.at(-1)).toMatchObject({
      user_id: anna.id,
      naam: 'Anna',
      beurt: 3,
      hoogseizoen_gebruikt: 1,
    });

    // Each grant is an ordinary reservation of its owner, charged from their 2027 high-season credits.
    const granted = toewijzingen.filter((a) => a.reden === 'toegewezen');
    expect(granted.length).toBeGreaterThan(0);
    for (const a of granted) {
      const row = await t.db
        .selectFrom('reserveringen')
        .select(['user_id', 'start_datum', 'eind_datum', 'credits_gebruikt'])
        .where('id', '=', a.reservering_id as string)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        user_id: a.user_id,
        start_datum: a.start_datum,
        eind_datum: a.eind_datum,
        credits_gebruikt: eachDay(a.start_datum as string, a.eind_datum as string).length,
      });
      const ledger = await t.db
        .selectFrom('credit_ledger')
        .select(['reden', 'delta', 'seizoen'])
        .where('reservering_id', '=', a.reservering_id as string)
        .execute();
      expect(ledger).toEqual([{ reden: 'ronde', delta: -row.credits_gebruikt, seizoen: 'hoogseizoen' }]);
    }
    for (const a of toewijzingen.filter((x) => x.reden !== 'toegewezen')) expect(a.reservering_id).toBeNull();

    // Every balance still equals its grant plus its ledger.
    for (const o of owners) {
      const credits = await json(await t.request('/api/owner/credits', { cookie: o.cookie }));
      const row = (credits.credits as Json[]).find((c) => c.jaar === 2027) as Json;
      const ledger = await t.db
        .selectFrom('credit_ledger')
        .select((eb) => eb.fn.sum<number>('delta').as('som'))
        .where('user_id', '=', o.id)
        .where('jaar', '=', 2027)
        .where('seizoen', '=', 'hoogseizoen')
        .where('reden', 'in', ['reservering', 'ronde', 'annulering'])
        .executeTakeFirstOrThrow();
      expect(Number(row.credits_hoogseizoen)).toBe((o === owners[2] ? 4 : 14) + Number(ledger.som ?? 0));
    }

    for (const o of owners) {
      const told = (await bell(t, o)).meldingen.filter((m) => m.soort === 'ronde_uitslag');
      expect(told).toHaveLength(1);
      expect(told[0]?.titel).toBe('Uitslag wensronde 2027');
    }

    // The round's page reads the same outcome back, for admins and for its owners only.
    const page = await json(await t.request(`/api/admin/rounds/${ronde.id}`, { cookie: admin.cookie }));
    expect(page).toEqual(body);
    expect(await json(await t.request(`/api/owner/rounds/${ronde.id}`, { cookie: anna.cookie }))).toEqual(
      body,
    );
    await expectError(
      await t.request(`/api/owner/rounds/${ronde.id}`, { cookie: stranger.cookie }),
      404,
      'round_not_found',
    );
  });

  it('an allocated round is closed: no second allocation, no new wishes; its year is bookable again', async () => {
    await expectError(
      await t.request(`/api/admin/rounds/${ronde.id}/allocate`, { method: 'POST', cookie: admin.cookie }),
      409,
      'round_closed',
    );
    await expectError(await putWishes(owners[0] as TestUser, ronde.id as string, []), 409, 'round_closed');
    await reserve(t, owners[1] as TestUser, ['2027-09-01']);
  });
});

describe('closing by date', () => {
  it('wishes close after the closing day, and the server allocates a due round itself', async () => {
    const camper = await t.createCamper({ naam: 'Later' });
    const owner = await t.createOwner(camper, { naam: 'Dirk' });
    await giveCredits(t, admin, owner, 2026, 10, 10);
    const ronde = (await json(await openRound({ jaar: 2027, sluit_op: '2026-11-02' }, camper))).ronde as Json;
    expect((await putWishes(owner, ronde.id as string, [period('2027-06-01', '2027-06-03')])).status).toBe(
      200,
    );

    t.clock.set('2026-11-03T10:00:00Z');
    try {
      await expectError(await putWishes(owner, ronde.id as string, []), 409, 'round_closed');
      // Still open until allocated: direct booking waits for the outcome.
      await expectError(
        await t.request('/api/owner/reservations', { cookie: owner.cookie, json: { dagen: ['2027-06-10'] } }),
        409,
        'round_open',
      );
      const deps = {
        db: t.db,
        config: t.config,
        now: () => new Date('2026-11-03T10:00:00Z'),
        appOrigin: () => t.url,
      };
      expect(await allocateDueRounds(deps)).toBeGreaterThanOrEqual(1);
      const page = await json(await t.request(`/api/admin/rounds/${ronde.id}`, { cookie: admin.cookie }));
      expect(page.ronde).toMatchObject({ status: 'toegewezen' });
      expect(page.toewijzingen).toMatchObject([{ user_id: owner.id, rang: 1, reden: 'toegewezen' }]);
      expect(await allocateDueRounds(deps)).toBe(0);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('stored data the routes would refuse today', () => {
  it('counts only the two previous years of a reservation that runs to 9999-12-31, without walking the rest', async () => {
    const camper = await t.createCamper({ naam: 'Eeuwig' });
    const owner = await t.createOwner(camper, { naam: 'Floor' });
    await insertReservation(t, {
      user_id: owner.id,
      camper_id: camper,
      start_datum: '2025-07-01',
      eind_datum: '9999-12-31',
      seizoen_type: 'hoogseizoen',
      credits_gebruikt: 1,
      status: 'goedgekeurd',
    });
    const ronde = (await json(await openRound({ jaar: 2027, sluit_op: '2026-12-01' }, camper))).ronde as Json;
    expect((await putWishes(owner, ronde.id as string, [period('2027-07-01', '2027-07-02')])).status).toBe(
      200,
    );
    const res = await t.request(`/api/admin/rounds/${ronde.id}/allocate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.loting).toMatchObject([
      {
        user_id: owner.id,
        hoogseizoen_gebruikt: eachDay('2025-07-01', '2026-12-31').filter(isHighSeason).length,
      },
    ]);
    expect(body.toewijzingen).toMatchObject([{ user_id: owner.id, reden: 'bezet', reservering_id: null }]);
  });
});

describe('the fair-use rule', () => {
  it('caps consecutive high-season days per booking, shows in the owner camper and can be lifted', async () => {
    const camper = await t.createCamper({ naam: 'Kort' });
    const owner = await t.createOwner(camper, { naam: 'Eva' });
    await giveCredits(t, admin, owner, 2026, 30, 30);
    const rules = (max: number | null, cookie = admin.cookie) =>
      t.request(`/api/admin/campers/${camper}/rules`, {
        method: 'PUT',
        cookie,
        json: { max_aaneengesloten_hoogseizoen: max },
      });
    expect((await rules(3, owner.cookie)).status).toBe(403);
    await expectError(await rules(0), 400, 'invalid_input');
    const set = await rules(3);
    expect(set.status).toBe(200);
    expect(await json(set)).toEqual({ regels: { max_aaneengesloten_hoogseizoen: 3 } });
    const mine = await json(await t.request('/api/owner/camper', { cookie: owner.cookie }));
    expect(mine.regels).toEqual({ max_aaneengesloten_hoogseizoen: 3 });

    const four = ['2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23'];
    const refused = await t.request('/api/owner/reservations', {
      cookie: owner.cookie,
      json: { dagen: four },
    });
    expect(await expectError(refused, 422, 'max_consecutive')).toContain('3');
    await reserve(t, owner, four.slice(0, 3));
    // Low-season days do not count: ten in a row are fine.
    await reserve(t, owner, eachDay('2027-02-01', '2027-02-10'));
    expect((await rules(null)).status).toBe(200);
    await reserve(t, owner, eachDay('2027-06-01', '2027-06-05'));
  });
});
