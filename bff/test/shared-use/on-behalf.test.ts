import { describe, expect, it } from 'vitest';
import { bell } from '../notify/helpers.ts';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';
import { countRows, expectError, giveCredits, type Json, json, outbox, reserve } from './helpers.ts';

/** Monday 1 June 2026 in Amsterdam. */
const NOW = new Date('2026-06-01T10:00:00Z');

const t = serverForFile({ now: NOW });
const w = setUpForFile(async () => {
  const admin = await t.createAdmin();
  const camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
  const otherCamper = await t.createCamper({ naam: 'Buizerd' });
  const anna = await t.createOwner(camperId, { naam: 'Anna' });
  const olga = await t.createOwner(otherCamper, { naam: 'Olga' });
  const prospect = await t.createProspect();
  await giveCredits(t, admin, anna, 2026, 10, 10);
  await giveCredits(t, admin, olga, 2026, 10, 10);
  return { admin, camperId, otherCamper, anna, olga, prospect };
});

function onBehalf(body: unknown, camper = w.camperId, cookie = w.admin.cookie) {
  return t.request(`/api/admin/campers/${camper}/reservations`, { cookie, json: body });
}

async function credits(user: TestUser): Promise<Json[]> {
  return (await json(await t.request('/api/owner/credits', { cookie: user.cookie }))).credits as Json[];
}

describe('admin reservations on behalf of an owner', () => {
  it('reserves with the owner’s credits, the same answer shape, and the admin as actor in the ledger', async () => {
    const before = await credits(w.anna);
    const res = await onBehalf({ user_id: w.anna.id, dagen: ['2026-07-06', '2026-07-07', '2026-10-05'] });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    const reserveringen = body.reserveringen as Json[];
    expect(reserveringen.map((r) => [r.user_id, r.start_datum, r.eind_datum])).toEqual([
      [w.anna.id, '2026-07-06', '2026-07-07'],
      [w.anna.id, '2026-10-05', '2026-10-05'],
    ]);
    const after = await credits(w.anna);
    const y = (list: Json[]) => list.find((c) => c.jaar === 2026) as Json;
    expect((y(before).credits_hoogseizoen as number) - (y(after).credits_hoogseizoen as number)).toBe(2);
    expect((y(before).credits_laagseizoen as number) - (y(after).credits_laagseizoen as number)).toBe(1);
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select(['actor_id'])
      .where('reservering_id', '=', reserveringen[0]?.id as string)
      .execute();
    expect(ledger.map((l) => l.actor_id)).toEqual([w.admin.id]);

    // The owner sees it as their own; the admin lists it per camper.
    const own = (await json(await t.request('/api/owner/reservations', { cookie: w.anna.cookie })))
      .reserveringen as Json[];
    expect(own.filter((r) => r.eigen).map((r) => r.start_datum)).toEqual(['2026-07-06', '2026-10-05']);
    const listed = await json(
      await t.request(`/api/admin/campers/${w.camperId}/reservations`, { cookie: w.admin.cookie }),
    );
    expect((listed.reserveringen as Json[]).map((r) => r.naam)).toEqual(['Anna', 'Anna']);
  });

  it('cancels with the exact refund, the same answer as the owner’s delete', async () => {
    const [id] = (await reserve(t, w.anna, ['2026-08-03', '2026-08-04'])) as [string];
    const before = await credits(w.anna);
    const res = await t.request(`/api/admin/reservations/${id}`, {
      method: 'DELETE',
      cookie: w.admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      vrijgegeven_dagen: 4,
      teruggestort: { hoogseizoen: 2, laagseizoen: 0 },
    });
    const after = await credits(w.anna);
    const y = (list: Json[]) => list.find((c) => c.jaar === 2026) as Json;
    expect((y(after).credits_hoogseizoen as number) - (y(before).credits_hoogseizoen as number)).toBe(2);
    await expectError(
      await t.request(`/api/admin/reservations/${id}`, { method: 'DELETE', cookie: w.admin.cookie }),
      404,
      'reservation_not_found',
    );
  });

  it('tells the owner what the admin did for them, and the co-owners as if the owner did it', async () => {
    const camper = await t.createCamper({ naam: 'Kievit' });
    const piet = await t.createOwner(camper, { naam: 'Piet' });
    const kees = await t.createOwner(camper, { naam: 'Kees' });
    await giveCredits(t, w.admin, piet, 2026, 10, 10);
    const told = async (user: TestUser) => (await bell(t, user)).meldingen.map((m) => [m.soort, m.tekst]);
    const booked = await onBehalf({ user_id: piet.id, dagen: ['2026-09-21', '2026-09-22'] }, camper);
    expect(booked.status).toBe(201);
    const id = ((await json(booked)).reserveringen as Json[])[0]?.id as string;
    expect(await told(piet)).toEqual([
      ['reservering_geboekt', 'De beheerder heeft voor jou gereserveerd: 21 sep. 2026 - 22 sep. 2026.'],
    ]);
    expect(await told(kees)).toEqual([
      ['reservering_geboekt', 'Piet heeft de camper gereserveerd: 21 sep. 2026 - 22 sep. 2026.'],
    ]);
    const cancelled = await t.request(`/api/admin/reservations/${id}`, {
      method: 'DELETE',
      cookie: w.admin.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect((await told(piet))[0]).toEqual([
      'reservering_geannuleerd',
      'De beheerder heeft je reservering geannuleerd: 21 sep. 2026 - 22 sep. 2026. Je credits zijn teruggestort.',
    ]);
    expect((await told(kees))[0]).toEqual([
      'reservering_geannuleerd',
      'Piet heeft een reservering geannuleerd: 21 sep. 2026 - 22 sep. 2026. Deze dagen zijn weer vrij.',
    ]);
    const mails = await outbox(t);
    expect(
      mails.some((m) => m.to === piet.email && m.text.includes('De beheerder heeft voor jou gereserveerd')),
    ).toBe(true);
  });

  it('refuses bad input and other people with a Dutch error and changes nothing', async () => {
    const before = [await countRows(t, 'reserveringen'), await countRows(t, 'credit_ledger')];
    await expectError(await onBehalf({ user_id: w.olga.id, dagen: ['2026-09-01'] }), 422, 'not_camper_owner');
    await expectError(
      await onBehalf({ user_id: w.prospect.id, dagen: ['2026-09-01'] }),
      422,
      'not_camper_owner',
    );
    await expectError(
      await onBehalf({ user_id: '00000000-0000-4000-8000-000000000000', dagen: ['2026-09-01'] }),
      404,
      'user_not_found',
    );
    await expectError(await onBehalf({ user_id: 'abc', dagen: ['2026-09-01'] }), 400, 'invalid_input');
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: ['2026-02-30'] }), 400, 'invalid_input');
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: [] }), 400, 'invalid_input');
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: '2026-09-01' }), 400, 'invalid_input');
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: ['2026-07-06'] }), 409, 'day_unavailable');
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: ['2026-05-01'] }), 409, 'day_unavailable');
    await expectError(
      await onBehalf({ user_id: w.anna.id, dagen: ['2026-09-01'] }, '00000000-0000-4000-8000-000000000000'),
      404,
      'camper_not_found',
    );
    await expectError(
      await onBehalf({ user_id: w.anna.id, dagen: ['2026-09-01'] }, w.camperId, w.anna.cookie),
      403,
      'not_admin',
    );
    await expectError(
      await t.request('/api/admin/reservations/00000000-0000-4000-8000-000000000000', {
        method: 'DELETE',
        cookie: w.admin.cookie,
      }),
      404,
      'reservation_not_found',
    );
    const [id] = (await json(await t.request('/api/owner/reservations', { cookie: w.anna.cookie })))
      .reserveringen as Json[];
    await expectError(
      await t.request(`/api/admin/reservations/${id?.id}`, { method: 'DELETE', cookie: w.anna.cookie }),
      403,
      'not_admin',
    );
    expect([await countRows(t, 'reserveringen'), await countRows(t, 'credit_ledger')]).toEqual(before);
  });

  it('a blocked day cannot be reserved on behalf either', async () => {
    const blocked = await t.request(`/api/admin/campers/${w.camperId}/blocks`, {
      cookie: w.admin.cookie,
      json: { start_datum: '2026-09-14', eind_datum: '2026-09-15', reden: 'Onderhoud' },
    });
    expect(blocked.status).toBe(201);
    await expectError(await onBehalf({ user_id: w.anna.id, dagen: ['2026-09-15'] }), 409, 'day_unavailable');
  });

  it('cancels a reservation that has begun (the owner is sent to the admin for it), not one that has ended', async () => {
    const [begun] = (await reserve(t, w.anna, ['2026-06-01', '2026-06-02', '2026-06-03'])) as [string];
    const [ended] = (await reserve(t, w.anna, ['2026-06-06'])) as [string];
    t.clock.set('2026-06-02T10:00:00Z');
    try {
      const cancel = (id: string) =>
        t.request(`/api/admin/reservations/${id}`, { method: 'DELETE', cookie: w.admin.cookie });
      await expectError(
        await t.request(`/api/owner/reservations/${begun}`, { method: 'DELETE', cookie: w.anna.cookie }),
        422,
        'refund_impossible',
      );
      const cancelled = await cancel(begun);
      expect(cancelled.status).toBe(200);
      expect(await json(cancelled)).toMatchObject({ teruggestort: { hoogseizoen: 3, laagseizoen: 0 } });
      t.clock.set('2026-06-07T10:00:00Z');
      const message = await expectError(await cancel(ended), 422, 'refund_impossible');
      expect(message).toBe('Deze reservering is al voorbij en kan niet meer verwijderd worden.');
    } finally {
      t.clock.set(NOW);
    }
  });
});
