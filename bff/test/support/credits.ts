import { expect } from 'vitest';
import type { TestServer, TestUser } from './server.ts';

/** Gives `user` credits for `jaar` (start) and every later year (standard) through the admin API. */
export async function giveCredits(
  t: TestServer,
  admin: TestUser,
  user: TestUser,
  jaar: number,
  hoog = 30,
  laag = 30,
): Promise<void> {
  const res = await t.request(`/api/admin/users/${user.id}/credits`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: {
      jaar,
      credits_hoogseizoen: hoog,
      credits_laagseizoen: laag,
      standaard: { credits_hoogseizoen: hoog, credits_laagseizoen: laag },
    },
  });
  expect(res.status).toBe(200);
}
