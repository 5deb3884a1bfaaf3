/**
 * The co-owner world most shared-use suites start from: one server for the file and the campers, owners and admin
 * they share.
 */
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import type { TestServer, TestUser } from '../support/server.ts';
import { expectError, giveCredits } from './helpers.ts';

/** The usual co-owner world: the camper Zeeuwse Zon shared by Anna and Bert, Olga alone on Buizerd. */
export type CoOwners = {
  admin: TestUser;
  camperId: string;
  otherCamper: string;
  anna: TestUser;
  bert: TestUser;
  olga: TestUser;
};

/** Creates {@link CoOwners}; Anna, Bert and Olga get the default credits for 2026. */
export async function createCoOwners(t: TestServer): Promise<CoOwners> {
  const admin = await t.createAdmin();
  const camperId = await t.createCamper({ naam: 'Zeeuwse Zon' });
  const otherCamper = await t.createCamper({ naam: 'Buizerd' });
  const anna = await t.createOwner(camperId, { naam: 'Anna' });
  const bert = await t.createOwner(camperId, { naam: 'Bert' });
  const olga = await t.createOwner(otherCamper, { naam: 'Olga' });
  for (const u of [anna, bert, olga]) await giveCredits(t, admin, u, 2026);
  return { admin, camperId, otherCamper, anna, bert, olga };
}

/** Monday 1 June 2026 in Amsterdam, the day of the co-owner world: the horizon is 2026-01-01 .. 2027-12-31. */
export const CO_OWNERS_NOW = new Date('2026-06-01T10:00:00Z');

/**
 * One test server for the file at {@link CO_OWNERS_NOW} with {@link CoOwners} in it, made in a `beforeAll` registered
 * here (the hooks registered after it see them). Read the world's fields inside tests and hooks, like the server's.
 */
export function coOwnersForFile(): { t: TestServer; w: CoOwners } {
  const t = serverForFile({ now: CO_OWNERS_NOW });
  return { t, w: setUpForFile(() => createCoOwners(t)) };
}

/**
 * A read under /api/admin/campers/:id/ (`blocks`, `handovers`) is the admin's: an owner of the camper gets 403
 * not_admin, and an unknown camper 404 camper_not_found.
 */
export async function expectAdminOnlyCamperRead(t: TestServer, w: CoOwners, tail: string): Promise<void> {
  const path = (camperId: string) => `/api/admin/campers/${camperId}/${tail}`;
  await expectError(await t.request(path(w.camperId), { cookie: w.anna.cookie }), 403, 'not_admin');
  const unknown = '00000000-0000-4000-8000-000000000000';
  await expectError(await t.request(path(unknown), { cookie: w.admin.cookie }), 404, 'camper_not_found');
}
