import type { TestServer, TestUser } from '@camperdeel/bff/test/server';
import { expect } from '@playwright/test';

/** `applicant` applies for the camper through the API, as the dashboard would; returns the new application's id. */
export async function applyFor(app: TestServer, applicant: TestUser, camperId: string): Promise<string> {
  const res = await app.request('/api/me/applications', {
    json: { camper_id: camperId },
    cookie: applicant.cookie,
  });
  expect(res.status).toBe(201);
  const { aanmelding } = (await res.json()) as { aanmelding: { id: string } };
  return aanmelding.id;
}
