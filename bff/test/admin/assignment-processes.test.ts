import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startSiblingServer } from '../support/child-server.ts';
import { checkedFetch } from '../support/contract.ts';
import { startTestServer, type TestServer, type TestUser } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

/** Owner assignment raced across two server processes that share one SQLite file (BEGIN IMMEDIATE across processes). */

let t: TestServer;
let sibling: ChildServer;
let second: string;

beforeAll(async () => {
  t = await startTestServer();
  sibling = await startSiblingServer(t);
  second = sibling.url;
}, 60_000);

afterAll(async () => {
  await sibling.stop();
  await t.close();
});

function assign(base: string, admin: TestUser, camperId: string, userId: string) {
  return checkedFetch(`${base}/api/admin/campers/${camperId}/owners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ user_id: userId }),
  }).then((res) => res.status);
}

describe('owner assignment across two processes', () => {
  it('fills the last slot exactly once, whichever process each admin reaches', async () => {
    const admins = [await t.createAdmin(), await t.createAdmin()];
    for (let round = 0; round < 3; round++) {
      const camperId = await t.createCamper({ aantal_sloten_eigenaars: 2 });
      await t.createOwner(camperId);
      const contenders = await Promise.all(Array.from({ length: 8 }, () => t.createProspect()));
      const statuses = await Promise.all(
        contenders.map((user, i) =>
          assign(i % 2 === 0 ? t.url : second, admins[i % 2] as TestUser, camperId, user.id),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const owners = await t.db
        .selectFrom('camper_eigenaars')
        .select('user_id')
        .where('camper_id', '=', camperId)
        .execute();
      expect(owners).toHaveLength(2);
    }
  });

  it('never gives one user two campers', async () => {
    const admin = await t.createAdmin();
    const campers = await Promise.all([1, 2, 3, 4].map(() => t.createCamper()));
    const user = await t.createProspect();
    const statuses = await Promise.all(
      campers.map((camperId, i) => assign(i % 2 === 0 ? t.url : second, admin, camperId, user.id)),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409]);
    expect(await countWhere(t, 'camper_eigenaars', { user_id: user.id })).toBe(1);
  });
});
