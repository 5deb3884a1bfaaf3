import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalances, readBalances } from '../../src/modules/credits/service.ts';
import { type ChildServer, startSiblingServer } from '../support/child-server.ts';
import { checkedFetch } from '../support/contract.ts';
import { grantCredits } from '../support/credits.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * Races over real HTTP. The servers run on the real clock, so every day below lies in January–April of next year
 * (low season): inside the booking horizon and in the future, whenever this runs.
 */
const YEAR = yearOf(todayInAmsterdam(new Date())) + 1;

let t: TestServer;
let siblings: ChildServer[] = [];
/** Base URLs of every server sharing the one database file: the in-process one and two spawned processes. */
let servers: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  siblings = await Promise.all([startSiblingServer(t), startSiblingServer(t)]);
  servers = [t.url, ...siblings.map((sibling) => sibling.url)];
}, 60_000);

afterAll(async () => {
  await Promise.all(siblings.map((sibling) => sibling.stop()));
  await t.close();
});

/** `n` consecutive days from `monthDay` (MM-dd) of YEAR on. */
function days(monthDay: string, n: number): string[] {
  const start = Date.parse(`${YEAR}-${monthDay}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

async function ownerWithLowCredits(camperId: string, laag: number): Promise<TestUser> {
  const owner = await t.createOwner(camperId);
  await grantCredits(t, owner.id, {
    jaar: YEAR,
    hoog: 0,
    laag,
    standaard: { hoog: 0, laag: 0 },
    now: new Date(),
  });
  return owner;
}

type Attempt = { owner: TestUser; dagen: string[] };

/** Fires every attempt at once, spread round-robin over `targets`; answers the statuses and bodies. */
async function fire(attempts: Attempt[], targets: string[]) {
  return Promise.all(
    attempts.map(async ({ owner, dagen }, i) => {
      const res = await checkedFetch(`${targets[i % targets.length]}/api/owner/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ dagen }),
      });
      return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
    }),
  );
}

/** The invariants that must hold after any race on a camper. */
async function expectConsistent(camperId: string, owners: TestUser[], credit: number) {
  const reservations = await t.db
    .selectFrom('reserveringen')
    .selectAll()
    .where('camper_id', '=', camperId)
    .orderBy('start_datum')
    .execute();
  // No day held twice, and a buffer day between any two reservations.
  for (let i = 1; i < reservations.length; i++) {
    const previous = reservations[i - 1];
    const current = reservations[i];
    const gap =
      (Date.parse(current?.start_datum ?? '') - Date.parse(previous?.eind_datum ?? '')) / 86_400_000;
    expect(gap).toBeGreaterThanOrEqual(2);
  }
  const dayRows = await t.db
    .selectFrom('reservering_dagen')
    .select('dag')
    .where('camper_id', '=', camperId)
    .execute();
  expect(dayRows.length).toBe(reservations.reduce((sum, r) => sum + r.credits_gebruikt, 0));
  for (const owner of owners) {
    const used = reservations
      .filter((r) => r.user_id === owner.id)
      .reduce((sum, r) => sum + r.credits_gebruikt, 0);
    const [balance] = await readBalances(t.db, owner.id, [YEAR]);
    expect(balance?.credits_laagseizoen).toBe(credit - used);
    expect(balance?.credits_laagseizoen).toBeGreaterThanOrEqual(0);
    const [ledger] = await ledgerBalances(t.db, owner.id);
    expect(ledger?.credits_laagseizoen).toBe(balance?.credits_laagseizoen);
  }
  return reservations;
}

function scenarios(label: string, targets: () => string[]) {
  describe(label, () => {
    it('50 owners-requests on ten contested windows: exactly one per window wins, the rest get 409', async () => {
      const camperId = await t.createCamper({ aantal_sloten_eigenaars: 5 });
      const owners = await Promise.all(Array.from({ length: 5 }, () => ownerWithLowCredits(camperId, 40)));
      // Ten 2-day windows, 4 days apart (so their buffer days never touch); five owners want each window, and each
      // window also overlaps a 3-day request that straddles it.
      const attempts: Attempt[] = [];
      for (let w = 0; w < 10; w++) {
        const start = days('02-01', 40)[w * 4] ?? '';
        for (const owner of owners) attempts.push({ owner, dagen: days(start.slice(5), 2) });
      }
      const results = await fire(attempts, targets());
      expect(results.filter((r) => r.status === 201)).toHaveLength(10);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(409);
        expect(r.body.error?.code).toBe('day_unavailable');
      }
      const stored = await expectConsistent(camperId, owners, 40);
      expect(stored).toHaveLength(10);
    });

    it('50 requests of one owner for separate days with credits for 7: exactly 7 succeed, never negative', async () => {
      const camperId = await t.createCamper();
      const owner = await ownerWithLowCredits(camperId, 7);
      // Every other day, so no request's buffer touches another's day (the first 100 days are all low season).
      const all = days('01-08', 100);
      const attempts = Array.from({ length: 50 }, (_, i) => ({ owner, dagen: [all[i * 2] ?? ''] }));
      const results = await fire(attempts, targets());
      expect(results.filter((r) => r.status === 201)).toHaveLength(7);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(422);
        expect(r.body.error?.code).toBe('insufficient_credits');
      }
      const stored = await expectConsistent(camperId, [owner], 7);
      expect(stored).toHaveLength(7);
    });

    it('50 overlapping selections of varied length and owner: the stored ones never collide', async () => {
      const camperId = await t.createCamper({ aantal_sloten_eigenaars: 5 });
      const owners = await Promise.all(Array.from({ length: 5 }, () => ownerWithLowCredits(camperId, 12)));
      const pool = days('03-01', 40);
      const attempts = Array.from({ length: 50 }, (_, i) => ({
        owner: owners[i % owners.length] as TestUser,
        dagen: days((pool[(i * 7) % 34] ?? '').slice(5), 1 + (i % 5)),
      }));
      const results = await fire(attempts, targets());
      expect(results.every((r) => [201, 409, 422].includes(r.status))).toBe(true);
      const stored = await expectConsistent(camperId, owners, 12);
      expect(stored).toHaveLength(results.filter((r) => r.status === 201).length);
    });
  });
}

scenarios('one server process', () => [t.url]);
scenarios('three server processes on one database file', () => servers);
