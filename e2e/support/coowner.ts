import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { browserChecksRunHere } from './once.ts';

/** Today and this year in Amsterdam, as the server sees them (the e2e server runs on the real clock). */
export function amsterdamToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

/** This year and month (1-12) where the calendar lives, Europe/Amsterdam. */
export function amsterdamYearMonth(): { year: number; month: number } {
  const [year = 0, month = 0] = amsterdamToday().split('-').map(Number);
  return { year, month };
}

export const THIS_YEAR = Number(amsterdamToday().slice(0, 4));
export const NEXT_YEAR = THIS_YEAR + 1;

/** A camper by this name with an owner per name, each given credits by the admin: the start of most owner journeys. */
export async function camperWithOwners<const Names extends readonly string[]>(
  app: TestServer,
  admin: TestUser,
  naam: string,
  owners: Names,
): Promise<{ camperId: string; owners: { [K in keyof Names]: TestUser } }> {
  const camperId = await app.createCamper({ naam });
  const created: TestUser[] = [];
  for (const owner of owners) {
    const user = await app.createOwner(camperId, { naam: owner });
    await giveCredits(app, admin, user);
    created.push(user);
  }
  // One user per name, in order: the tuple's shape is the names' shape.
  return { camperId, owners: created as { [K in keyof Names]: TestUser } };
}

/** Gives the camper the plate V-123-ZZ and the policy POL-2024-88123 that the owner's help cards show. */
export async function registerPlateAndPolicy(app: TestServer, camperId: string | null): Promise<void> {
  await app.db
    .updateTable('campers')
    .set({ nummerplaat: 'V-123-ZZ', polisnummer: 'POL-2024-88123' })
    .where('id', '=', camperId ?? '')
    .execute();
}

/** `n` credits a season for this year and, as the standard (`n` unless told), every later year, through the admin API. */
export async function giveCredits(
  app: TestServer,
  admin: TestUser,
  user: TestUser,
  n = 10,
  standaard = { hoog: n, laag: n },
): Promise<void> {
  const answer = await app.request(`/api/admin/users/${user.id}/credits`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: {
      jaar: THIS_YEAR,
      credits_hoogseizoen: n,
      credits_laagseizoen: n,
      standaard: { credits_hoogseizoen: standaard.hoog, credits_laagseizoen: standaard.laag },
    },
  });
  expect(answer.status).toBe(200);
}

export async function reserveAs(app: TestServer, user: TestUser, dagen: string[]): Promise<string> {
  const answer = await app.request('/api/owner/reservations', { json: { dagen }, cookie: user.cookie });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { reserveringen: { id: string }[] };
  return body.reserveringen[0]?.id ?? '';
}

/** Zero serious or critical axe violations on the page once it has come to rest (axe.ts). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const SHOT_SIZES = [
  [390, 844],
  [1440, 900],
] as const;

/**
 * Full-page screenshots at phone and desktop size, for a human to look at (e2e/test-results/shots, not compared).
 * Pictures of the same screens once are enough (once.ts); elsewhere the page only ends at the last size, as here.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!browserChecksRunHere()) {
    const [w, h] = SHOT_SIZES[1];
    await page.setViewportSize({ width: w, height: h });
    return;
  }
  for (const [w, h] of SHOT_SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/shots/${name}-${w}x${h}.png`, fullPage: true });
  }
}
