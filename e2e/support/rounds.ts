import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect } from '@playwright/test';

/** `owner` ranks these periods (best first) in the camper's open round of `jaar` through the API, as the page would. */
export async function wishesAs(
  app: TestServer,
  owner: TestUser,
  jaar: number,
  periods: [start: string, end: string][],
): Promise<void> {
  const list = await app.request('/api/owner/rounds', { cookie: owner.cookie });
  expect(list.status).toBe(200);
  const { rondes } = (await list.json()) as { rondes: { id: string; jaar: number }[] };
  const round = rondes.find((ronde) => ronde.jaar === jaar);
  expect(round, `a round of ${jaar}`).toBeDefined();
  const saved = await app.request(`/api/owner/rounds/${round?.id}/wishes`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { wensen: periods.map(([start_datum, eind_datum]) => ({ start_datum, eind_datum })) },
  });
  expect(saved.status).toBe(200);
}
