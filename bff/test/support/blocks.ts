import { expect } from 'vitest';
import type { TestServer, TestUser } from './server.ts';

/** Blocks a camper for maintenance from `start` to `eind` through the admin API. */
export async function addBlock(
  t: TestServer,
  admin: TestUser,
  camperId: string,
  start: string,
  eind: string,
  reden = 'APK',
): Promise<void> {
  const res = await t.request(`/api/admin/campers/${camperId}/blocks`, {
    cookie: admin.cookie,
    json: { start_datum: start, eind_datum: eind, reden },
  });
  expect(res.status).toBe(201);
}
