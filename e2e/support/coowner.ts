import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect, type Page } from '@playwright/test';
import { analyzeAtRest } from './axe.ts';

/** Today and this year in Amsterdam, as the server sees them (the e2e server runs on the real clock). */
export function amsterdamToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

export const THIS_YEAR = Number(amsterdamToday().slice(0, 4));
export const NEXT_YEAR = THIS_YEAR + 1;

/** Credits for this year and, as the standard, next year, through the admin API. */
export async function giveCredits(app: TestServer, admin: TestUser, user: TestUser, n = 10): Promise<void> {
  const answer = await app.request(`/api/admin/users/${user.id}/credits`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: {
      jaar: THIS_YEAR,
      credits_hoogseizoen: n,
      credits_laagseizoen: n,
      standaard: { credits_hoogseizoen: n, credits_laagseizoen: n },
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
  const results = await analyzeAtRest(page);
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
}

/** Full-page screenshots at phone and desktop size, for a human to look at (e2e/test-results/shots, not compared). */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `test-results/shots/${name}-${w}x${h}.png`, fullPage: true });
  }
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
