import { expect } from 'vitest';
import type { TestServer, TestUser } from './server.ts';

/**
 * Gives `user` ten high- and ten low-season credits for `jaar` (and makes that the default) through the admin API,
 * as an admin would before an owner can book.
 */
export async function grantCredits(
  t: TestServer,
  admin: TestUser,
  user: TestUser,
  jaar = 2026,
): Promise<void> {
  const res = await t.request(`/api/admin/users/${user.id}/credits`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: {
      jaar,
      credits_hoogseizoen: 10,
      credits_laagseizoen: 10,
      standaard: { credits_hoogseizoen: 10, credits_laagseizoen: 10 },
    },
  });
  expect(res.status).toBe(200);
}
