import { beforeAll, describe, expect, it } from 'vitest';
import { kinds } from '../notify/helpers.ts';
import { CO_OWNERS_NOW, coOwnersForFile } from '../shared-use/co-owners.ts';
import { expectError, type Json, json, reserve } from '../shared-use/helpers.ts';
import { giveCredits } from '../support/credits.ts';
import type { TestUser } from '../support/server.ts';

const { t, w } = coOwnersForFile();
let carla: TestUser;

beforeAll(async () => {
  carla = await t.createOwner(w.camperId, { naam: 'Carla' });
  // Carla can pay for two high-season days only.
  await giveCredits(t, w.admin, carla, 2026, 2, 30);
});

function offer(owner: TestUser, reservationId: string, aan: string | null) {
  return t.request(`/api/owner/reservations/${reservationId}/offer`, {
    cookie: owner.cookie,
    json: { aan_user_id: aan },
  });
}

const accept = (owner: TestUser, id: string) =>
  t.request(`/api/owner/offers/${id}/accept`, { cookie: owner.cookie, method: 'POST' });

async function credits2026(owner: TestUser) {
  const body = await json(await t.request('/api/owner/credits', { cookie: owner.cookie }));
  return (body.credits as Json[]).find((c) => c.jaar === 2026) as Json;
}

async function ledger(userId: string) {
  return t.db
    .selectFrom('credit_ledger')
    .select(['seizoen', 'delta', 'reden', 'reservering_id'])
    .where('user_id', '=', userId)
    .where('reden', '=', 'ruil')
    .orderBy('id')
    .execute();
}

describe('swaps between co-owners', () => {
  it('an offer to one co-owner moves the reservation and the credits in one go', async () => {
    const { anna, bert } = w;
    // 14–16 June: high season, three days.
    const [id] = await reserve(t, anna, ['2026-06-14', '2026-06-15', '2026-06-16']);
    const annaBefore = await credits2026(anna);
    const bertBefore = await credits2026(bert);

    const res = await offer(anna, id as string, bert.id);
    expect(res.status).toBe(201);
    const aanbod = (await json(res)).aanbod as Json;
    expect(aanbod).toMatchObject({
      reservering_id: id,
      van_user_id: anna.id,
      aan_user_id: bert.id,
      status: 'open',
    });
    expect(await kinds(t, bert)).toContain('ruil_aanbod');
    expect(await kinds(t, carla)).not.toContain('ruil_aanbod');

    // Carla does not see an offer made to Bert; Anna cannot take her own.
    await expectError(await accept(carla, aanbod.id as string), 404, 'offer_not_found');
    await expectError(await accept(anna, aanbod.id as string), 403, 'forbidden');
    await expectError(await accept(w.olga, aanbod.id as string), 404, 'offer_not_found');
    const carlaList = await json(await t.request('/api/owner/offers', { cookie: carla.cookie }));
    expect(carlaList.aanbiedingen).toEqual([]);

    const taken = await accept(bert, aanbod.id as string);
    const body = await json(taken);
    expect(taken.status, JSON.stringify(body)).toBe(200);
    expect(body.aanbod).toMatchObject({ status: 'geaccepteerd', geaccepteerd_door: bert.id });

    const reservation = await t.db
      .selectFrom('reserveringen')
      .select('user_id')
      .where('id', '=', id as string)
      .executeTakeFirstOrThrow();
    expect(reservation.user_id).toBe(bert.id);
    expect((await credits2026(anna)).credits_hoogseizoen).toBe(Number(annaBefore.credits_hoogseizoen) + 3);
    expect((await credits2026(bert)).credits_hoogseizoen).toBe(Number(bertBefore.credits_hoogseizoen) - 3);
    expect(await ledger(anna.id)).toEqual([
      { seizoen: 'hoogseizoen', delta: 3, reden: 'ruil', reservering_id: id },
    ]);
    expect(await ledger(bert.id)).toEqual([
      { seizoen: 'hoogseizoen', delta: -3, reden: 'ruil', reservering_id: id },
    ]);
    expect(await kinds(t, anna)).toContain('ruil_geaccepteerd');
    expect(await kinds(t, bert)).toContain('ruil_geaccepteerd');
    expect(await kinds(t, carla)).toContain('ruil_geaccepteerd');

    await expectError(await accept(bert, aanbod.id as string), 409, 'offer_closed');
    const annaList = await json(await t.request('/api/owner/offers', { cookie: anna.cookie }));
    expect((annaList.aanbiedingen as Json[]).map((o) => o.status)).toEqual(['geaccepteerd']);
  });

  it('refuses an acceptor without the credits and changes nothing', async () => {
    const [id] = await reserve(t, w.anna, ['2026-07-01', '2026-07-02', '2026-07-03']);
    const aanbod = (await json(await offer(w.anna, id as string, null))).aanbod as Json;
    expect(aanbod.aan_user_id).toBeNull();
    await expectError(await accept(carla, aanbod.id as string), 422, 'insufficient_credits');
    const still = await t.db
      .selectFrom('ruil_aanbiedingen')
      .select('status')
      .where('id', '=', aanbod.id as string)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
    expect(await ledger(carla.id)).toEqual([]);
  });

  it('two co-owners racing for an offer to all: exactly one wins', async () => {
    const [id] = await reserve(t, w.anna, ['2026-07-10']);
    const aanbod = (await json(await offer(w.anna, id as string, null))).aanbod as Json;
    const answers = await Promise.all([
      accept(w.bert, aanbod.id as string),
      accept(carla, aanbod.id as string),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('credit_ledger')
      .select('user_id')
      .where('reservering_id', '=', id as string)
      .where('reden', '=', 'ruil')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('only the giver withdraws; a withdrawn, deleted or begun offer cannot be taken', async () => {
    const { anna, bert } = w;
    // Ids come back by start date: 3 June, 1 August, 5 August.
    const [c, a, b] = await reserve(t, anna, ['2026-08-01', '2026-08-05', '2026-06-03']);
    const first = (await json(await offer(anna, a as string, null))).aanbod as Json;
    await expectError(
      await t.request(`/api/owner/offers/${first.id}`, { cookie: bert.cookie, method: 'DELETE' }),
      403,
      'forbidden',
    );
    const withdrawn = await t.request(`/api/owner/offers/${first.id}`, {
      cookie: anna.cookie,
      method: 'DELETE',
    });
    expect(((await json(withdrawn)).aanbod as Json).status).toBe('ingetrokken');
    await expectError(await accept(bert, first.id as string), 409, 'offer_closed');

    const second = (await json(await offer(anna, b as string, bert.id))).aanbod as Json;
    expect(
      (await t.request(`/api/owner/reservations/${b}`, { cookie: anna.cookie, method: 'DELETE' })).status,
    ).toBe(200);
    await expectError(await accept(bert, second.id as string), 409, 'offer_closed');

    const third = (await json(await offer(anna, c as string, bert.id))).aanbod as Json;
    t.clock.set('2026-06-03T08:00:00Z');
    try {
      await expectError(await accept(bert, third.id as string), 409, 'offer_closed');
      await expectError(await offer(anna, c as string, null), 409, 'offer_closed');
    } finally {
      t.clock.set(CO_OWNERS_NOW);
    }
  });

  it('refuses bad offers: someone else’s reservation, a stranger, yourself', async () => {
    const { anna, bert, olga } = w;
    const [id] = await reserve(t, anna, ['2026-10-01']);
    await expectError(await offer(bert, id as string, null), 404, 'reservation_not_found');
    await expectError(await offer(olga, id as string, null), 404, 'reservation_not_found');
    await expectError(await offer(anna, id as string, olga.id), 400, 'invalid_input');
    await expectError(await offer(anna, id as string, anna.id), 400, 'invalid_input');
    await expectError(
      await t.request(`/api/owner/reservations/${id}/offer`, {
        cookie: anna.cookie,
        json: { aan_user_id: 'x' },
      }),
      400,
      'invalid_input',
    );
    await expectError(await accept(bert, 'niet-een-id'), 404, 'offer_not_found');
  });
});
