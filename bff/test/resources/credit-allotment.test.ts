import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { call, type Json, snapshot } from '../admin/fixtures.ts';
import { serverForFile } from '../support/file-server.ts';
import type { ErrorBody, TestUser } from '../support/server.ts';

/**
 * Credits are an allotment (docs/product/README.md#departures-from-the-spec-architecture-9, docs/decisions/0041-credit-allotment.md), driven the way the admin's dialog
 * and `camperdeel credits set` drive it: PUT /api/admin/users/:id/credits, then the owner reserves and cancels.
 * Today is 1 June 2026: 2026 and 2027 are the horizon; 2027 low season is bookable.
 */
const NOW = new Date('2026-06-01T10:00:00Z');

let admin: TestUser;

const t = serverForFile({ now: NOW });
beforeAll(async () => {
  admin = await t.createAdmin();
});

type Row = {
  jaar: number;
  credits_hoogseizoen: number;
  credits_laagseizoen: number;
  toegekend_hoogseizoen: number;
  toegekend_laagseizoen: number;
};

/** Grant 2027 `laag` low-season credits (2026 gets the same; high season 2). */
function setting(laag: number) {
  return {
    jaar: 2026,
    credits_hoogseizoen: 2,
    credits_laagseizoen: laag,
    standaard: { credits_hoogseizoen: 2, credits_laagseizoen: laag },
  };
}

async function grant(user: TestUser, laag: number) {
  return call(t, admin, 'PUT', `/api/admin/users/${user.id}/credits`, setting(laag));
}

async function ownerCredits(owner: TestUser): Promise<Row[]> {
  const res = await call(t, owner, 'GET', '/api/owner/credits');
  expect(res.status).toBe(200);
  return res.body.credits as Row[];
}

async function year2027(owner: TestUser): Promise<Row | undefined> {
  return (await ownerCredits(owner)).find((r) => r.jaar === 2027);
}

async function reserve(owner: TestUser, dagen: string[]): Promise<string> {
  const res = await call(t, owner, 'POST', '/api/owner/reservations', { dagen });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ((res.body.reserveringen as Json[])[0]?.id as string) ?? '';
}

async function cancel(owner: TestUser, id: string) {
  const res = await call(t, owner, 'DELETE', `/api/owner/reservations/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function ledgerRows(userId: string): Promise<number> {
  const rows = await t.db.selectFrom('credit_ledger').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/** balance = granted − used = sum of the ledger, for every stored year. */
async function expectAllotment(owner: TestUser) {
  const stored = await readBalances(t.db, owner.id);
  const ledger = await ledgerBalances(t.db, owner.id);
  const reservations = await t.db
    .selectFrom('reserveringen')
    .select(['start_datum', 'credits_gebruikt'])
    .where('user_id', '=', owner.id)
    .execute();
  for (const row of stored) {
    // Every test day below is low season, so used = days reserved in that year.
    const used = reservations
      .filter((r) => Number(r.start_datum.slice(0, 4)) === row.jaar)
      .reduce((sum, r) => sum + r.credits_gebruikt, 0);
    expect(row.credits_laagseizoen).toBe(row.toegekend_laagseizoen - used);
    expect(row.credits_laagseizoen).toBeGreaterThanOrEqual(0);
    const sum = ledger.find((l) => l.jaar === row.jaar);
    expect(sum?.credits_laagseizoen ?? 0).toBe(row.credits_laagseizoen);
    expect(sum?.credits_hoogseizoen ?? 0).toBe(row.credits_hoogseizoen);
  }
}

async function newOwner(): Promise<TestUser> {
  return t.createOwner(await t.createCamper());
}

describe('PUT /api/admin/users/:id/credits as an allotment', () => {
  it('re-saving the same setting changes nothing: no ledger rows, no balance change, same answer', async () => {
    const owner = await newOwner();
    const first = await grant(owner, 10);
    expect(first.status).toBe(200);
    const before = await snapshot(t);
    const ledgerBefore = await ledgerRows(owner.id);
    const again = await grant(owner, 10);
    expect(again).toEqual(first);
    expect(await ledgerRows(owner.id)).toBe(ledgerBefore);
    expect(await snapshot(t)).toBe(before);
  });

  it('spend, then re-save unchanged: the balance stays granted minus used', async () => {
    const owner = await newOwner();
    await grant(owner, 10);
    await reserve(owner, ['2027-02-01', '2027-02-02', '2027-02-03']);
    expect(await year2027(owner)).toEqual({
      jaar: 2027,
      credits_hoogseizoen: 2,
      credits_laagseizoen: 7,
      toegekend_hoogseizoen: 2,
      toegekend_laagseizoen: 10,
    });
    const ledgerBefore = await ledgerRows(owner.id);
    const resaved = await grant(owner, 10);
    expect(resaved.status).toBe(200);
    expect((resaved.body.credits as Row[]).find((r) => r.jaar === 2027)?.credits_laagseizoen).toBe(7);
    expect((await year2027(owner))?.credits_laagseizoen).toBe(7);
    expect(await ledgerRows(owner.id)).toBe(ledgerBefore);
    await expectAllotment(owner);
  });

  it('cancel after a re-save refunds exactly what was spent: the balance equals the grant, never above', async () => {
    const owner = await newOwner();
    await grant(owner, 10);
    const id = await reserve(owner, ['2027-03-01', '2027-03-02', '2027-03-03']);
    await grant(owner, 10);
    await grant(owner, 10);
    const refund = await cancel(owner, id);
    expect(refund.teruggestort).toEqual({ hoogseizoen: 0, laagseizoen: 3 });
    const row = await year2027(owner);
    expect(row?.credits_laagseizoen).toBe(10);
    expect(row?.toegekend_laagseizoen).toBe(10);
    await expectAllotment(owner);
  });

  it('raising or lowering the grant moves the balance by the difference, with one ledger row per season changed', async () => {
    const owner = await newOwner();
    await grant(owner, 10);
    await reserve(owner, ['2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04']);
    const ledgerBefore = await ledgerRows(owner.id);

    expect((await grant(owner, 15)).status).toBe(200);
    expect(await year2027(owner)).toMatchObject({ credits_laagseizoen: 11, toegekend_laagseizoen: 15 });
    expect((await grant(owner, 4)).status).toBe(200);
    expect(await year2027(owner)).toMatchObject({ credits_laagseizoen: 0, toegekend_laagseizoen: 4 });

    const deltas = await t.db
      .selectFrom('credit_ledger')
      .select(['jaar', 'seizoen', 'delta', 'reden', 'actor_id'])
      .where('user_id', '=', owner.id)
      .orderBy('id')
      .offset(ledgerBefore)
      .limit(100)
      .execute();
    // 2026 and 2027 both follow the setting: +5 twice, then −11 twice.
    expect(deltas.map((d) => [d.jaar, d.seizoen, d.delta, d.reden, d.actor_id])).toEqual([
      [2026, 'laagseizoen', 5, 'admin_set', admin.id],
      [2027, 'laagseizoen', 5, 'admin_set', admin.id],
      [2026, 'laagseizoen', -11, 'admin_set', admin.id],
      [2027, 'laagseizoen', -11, 'admin_set', admin.id],
    ]);
    await expectAllotment(owner);
  });

  it('lowering the grant below what is used is 422 credits_below_used, naming the year and the count, and changes nothing', async () => {
    const owner = await newOwner();
    await grant(owner, 10);
    await reserve(owner, ['2027-02-08', '2027-02-09', '2027-02-10']);
    const before = await snapshot(t);
    const res = await call(t, admin, 'PUT', `/api/admin/users/${owner.id}/credits`, setting(2));
    expect(res.status).toBe(422);
    const { error } = res.body as ErrorBody;
    expect(error.code).toBe('credits_below_used');
    expect(error.message).toBe(
      'Voor 2027 zijn al 0 hoogseizoen- en 3 laagseizoencredits gebruikt; er kunnen niet minder credits worden toegekend dan er gebruikt zijn.',
    );
    expect(await snapshot(t)).toBe(before);
    // Exactly what is used is allowed: the balance becomes 0.
    expect((await grant(owner, 3)).status).toBe(200);
    expect(await year2027(owner)).toMatchObject({ credits_laagseizoen: 0, toegekend_laagseizoen: 3 });
    await expectAllotment(owner);
  });

  it('the admin reads granted and remaining per year, and the standard', async () => {
    const owner = await newOwner();
    await grant(owner, 6);
    await reserve(owner, ['2027-02-15']);
    const res = await call(t, admin, 'GET', `/api/admin/users/${owner.id}/credits`);
    expect(res).toEqual({
      status: 200,
      body: {
        credits: [
          {
            jaar: 2026,
            credits_hoogseizoen: 2,
            credits_laagseizoen: 6,
            toegekend_hoogseizoen: 2,
            toegekend_laagseizoen: 6,
          },
          {
            jaar: 2027,
            credits_hoogseizoen: 2,
            credits_laagseizoen: 5,
            toegekend_hoogseizoen: 2,
            toegekend_laagseizoen: 6,
          },
        ],
        standaard: { start_jaar: 2026, credits_hoogseizoen: 2, credits_laagseizoen: 6 },
      },
    });
  });

  it('a double click (the same PUT twice at once) grants once', async () => {
    const owner = await newOwner();
    await grant(owner, 4);
    await reserve(owner, ['2027-02-20']);
    const [a, b] = await Promise.all([grant(owner, 9), grant(owner, 9)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await year2027(owner)).toMatchObject({ credits_laagseizoen: 8, toegekend_laagseizoen: 9 });
    await expectAllotment(owner);
  });
});
