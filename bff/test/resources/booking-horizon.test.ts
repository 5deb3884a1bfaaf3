import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, snapshot } from '../admin/fixtures.ts';
import { grantCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import { claimDay, insertReservation } from '../support/reservation-row.ts';
import type { ErrorBody, TestUser } from '../support/server.ts';

/**
 * The booking horizon (docs/product/README.md#departures-from-the-spec-architecture-9) on every write that takes dates: POST /api/owner/reservations
 * and PUT /api/admin/users/:id/credits. Only this and next calendar year exist; anything else is 422
 * outside_horizon, anything the rules cannot even represent is 400, and a refusal changes nothing.
 * Today is 1 June 2026 unless a test moves the clock (and moves it back).
 */
const NOW = new Date('2026-06-01T10:00:00Z');

let admin: TestUser;

const t = serverForFile({ now: NOW });
beforeAll(async () => {
  admin = await t.createAdmin();
});

async function ownerWithCredits(): Promise<{ owner: TestUser; camperId: string }> {
  const camperId = await t.createCamper();
  const owner = await t.createOwner(camperId);
  await grantCredits(t, owner.id, { jaar: 2026, hoog: 50, laag: 50, now: NOW });
  return { owner, camperId };
}

function reserve(owner: TestUser, body: unknown) {
  return call(t, owner, 'POST', '/api/owner/reservations', body);
}

describe('POST /api/owner/reservations and the horizon', () => {
  it('refuses days outside this and next year with 422 outside_horizon in Dutch, and changes nothing', async () => {
    const { owner } = await ownerWithCredits();
    const before = await snapshot(t);
    for (const dagen of [
      ['9999-12-31'],
      ['2028-01-01'],
      ['2399-06-01'],
      ['2025-12-31'],
      ['0001-01-01'],
      ['2027-02-01', '2028-02-01'],
    ]) {
      const res = await reserve(owner, { dagen });
      expect(res.status, dagen.join()).toBe(422);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'outside_horizon',
        message: 'Je kunt alleen dagen in dit en volgend kalenderjaar kiezen.',
      });
    }
    expect(await snapshot(t)).toBe(before);
    // The horizon's own edges are bookable.
    expect((await reserve(owner, { dagen: ['2027-12-31'] })).status).toBe(201);
  });

  it('answers 400 (never 500) to dates the rules cannot represent, repeats and oversized lists, changing nothing', async () => {
    const { owner } = await ownerWithCredits();
    const before = await snapshot(t);
    const tenThousand = Array.from({ length: 10_000 }, (_, i) =>
      new Date(Date.UTC(2026, 6, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    for (const dagen of [
      ['2026-02-30'],
      ['2027-02-29'],
      ['0000-01-01'],
      ['10000-01-01'],
      ['2026-1-1'],
      ['2026-07-01T00:00:00Z'],
      [20270201],
      [null],
      [['2027-02-01']],
      tenThousand,
      ['2027-02-01', '2027-02-01'],
      ['2027-02-01', '2027-02-02', '2027-02-01'],
      '2027-02-01',
      { 0: '2027-02-01' },
    ]) {
      const res = await reserve(owner, { dagen });
      expect(res.status, JSON.stringify(dagen).slice(0, 80)).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('invalid_input');
    }
    const repeat = await reserve(owner, { dagen: ['2027-02-01', '2027-02-01'] });
    expect((repeat.body as ErrorBody).error.message).toBe('Elke dag mag maar één keer in de selectie staan');
    expect(await snapshot(t)).toBe(before);
  });

  it('a stored 9999-12-31 from before the rule no longer breaks the camper: later bookings, reads and its delete work', async () => {
    const { owner, camperId } = await ownerWithCredits();
    const other = await t.createOwner(camperId);
    await grantCredits(t, other.id, { jaar: 2026, hoog: 5, laag: 5, now: NOW });
    // What an owner could store before the horizon existed: the reservation, its day and its credit row.
    const legacyId = await insertReservation(t, {
      user_id: owner.id,
      camper_id: camperId,
      start_datum: '9999-12-31',
      eind_datum: '9999-12-31',
      seizoen_type: 'hoogseizoen',
      credits_gebruikt: 1,
      status: 'goedgekeurd',
    });
    await claimDay(t, camperId, '9999-12-31', legacyId);
    await t.db
      .insertInto('user_credits')
      .values({
        user_id: owner.id,
        jaar: 9999,
        credits_hoogseizoen: 0,
        credits_laagseizoen: 0,
        toegekend_hoogseizoen: 1,
        toegekend_laagseizoen: 0,
      })
      .execute();

    expect((await reserve(other, { dagen: ['2027-03-01'] })).status).toBe(201);
    expect((await reserve(owner, { dagen: ['2027-12-31'] })).status).toBe(201);
    const list = await call(t, other, 'GET', '/api/owner/reservations');
    expect(list.status).toBe(200);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const removed = await call(t, owner, 'DELETE', `/api/owner/reservations/${legacyId}`);
      expect(removed.status).toBe(200);
      expect(removed.body.teruggestort).toEqual({ hoogseizoen: 1, laagseizoen: 0 });
      // Telling watchers of the freed day looks no further than the horizon: the day after 9999-12-31 is no date.
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('moves with the calendar: on 31 December next year ends the horizon, on 1 January the old year closes', async () => {
    const { owner: signedIn } = await ownerWithCredits();
    try {
      t.clock.set('2026-12-31T10:00:00Z');
      // A session from June has expired by December: sign in again at the moved clock.
      const owner = { ...signedIn, cookie: await t.signIn(signedIn.id) };
      expect((await reserve(owner, { dagen: ['2028-01-01'] })).status).toBe(422);
      expect((await reserve(owner, { dagen: ['2027-12-30'] })).status).toBe(201);
      t.clock.set('2027-01-01T10:00:00Z');
      // 2028 is inside now; its row comes from the standard on first use.
      expect((await reserve(owner, { dagen: ['2028-01-20'] })).status).toBe(201);
      expect((await reserve(owner, { dagen: ['2029-01-01'] })).status).toBe(422);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('PUT /api/admin/users/:id/credits and the horizon', () => {
  const body = (jaar: unknown) => ({
    jaar,
    credits_hoogseizoen: 3,
    credits_laagseizoen: 4,
    standaard: { credits_hoogseizoen: 3, credits_laagseizoen: 4 },
  });

  it('refuses a start year outside this and next year with 422 outside_horizon, naming the two years', async () => {
    const user = await t.createProspect();
    const before = await snapshot(t);
    for (const jaar of [2025, 2028, 2399, 9999, 1, 1999]) {
      const res = await call(t, admin, 'PUT', `/api/admin/users/${user.id}/credits`, body(jaar));
      expect(res.status, String(jaar)).toBe(422);
      expect((res.body as ErrorBody).error).toEqual({
        code: 'outside_horizon',
        message: 'Credits kunnen alleen worden ingesteld voor dit en volgend kalenderjaar (2026 en 2027).',
      });
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('answers 400 to years that are not a representable whole number, changing nothing', async () => {
    const user = await t.createProspect();
    const before = await snapshot(t);
    for (const jaar of [0, -2026, 10000, 2026.5, '2026', null, [2026], 1e300, Number.MAX_SAFE_INTEGER + 2]) {
      const res = await call(t, admin, 'PUT', `/api/admin/users/${user.id}/credits`, body(jaar));
      expect(res.status, String(jaar)).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('invalid_input');
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('writes rows for the start year up to next year only: never a credit row outside the horizon', async () => {
    const user = await t.createProspect();
    for (const jaar of [2026, 2027]) {
      const res = await call(t, admin, 'PUT', `/api/admin/users/${user.id}/credits`, body(jaar));
      expect(res.status).toBe(200);
    }
    const years = await t.db
      .selectFrom('user_credits')
      .select('jaar')
      .where('user_id', '=', user.id)
      .orderBy('jaar')
      .execute();
    expect(years.map((y) => y.jaar)).toEqual([2026, 2027]);
  });
});
