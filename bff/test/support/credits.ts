import type { CreditRow } from '@camperdeel/rules/credits';
import { expect } from 'vitest';
import { setCredits } from '../../src/modules/credits/service.ts';
import type { TestServer, TestUser } from './server.ts';

type Amounts = { hoog: number; laag: number };

/**
 * Gives `user` credits for `jaar` (start) and every later year (standard, the same amounts unless told) through the
 * admin API.
 */
export async function giveCredits(
  t: TestServer,
  admin: TestUser,
  user: TestUser,
  jaar: number,
  hoog = 30,
  laag = 30,
  standaard: Amounts = { hoog, laag },
): Promise<void> {
  const res = await t.request(`/api/admin/users/${user.id}/credits`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: {
      jaar,
      credits_hoogseizoen: hoog,
      credits_laagseizoen: laag,
      standaard: { credits_hoogseizoen: standaard.hoog, credits_laagseizoen: standaard.laag },
    },
  });
  expect(res.status).toBe(200);
}

/**
 * Grants `userId` credits for `jaar` and every later year (the standard, the same amounts unless told) straight
 * through the credits service: no request, by nobody unless an actor is named. Returns the rows it wrote.
 */
export function grantCredits(
  t: TestServer,
  userId: string,
  grant: Amounts & { jaar: number; now: Date; standaard?: Amounts; actorId?: string },
): Promise<CreditRow[]> {
  const standaard = grant.standaard ?? grant;
  return setCredits(t.db, {
    userId,
    jaar: grant.jaar,
    credits_hoogseizoen: grant.hoog,
    credits_laagseizoen: grant.laag,
    standaard: { credits_hoogseizoen: standaard.hoog, credits_laagseizoen: standaard.laag },
    actorId: grant.actorId ?? null,
    now: grant.now,
  });
}
