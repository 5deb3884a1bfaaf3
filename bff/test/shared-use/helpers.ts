/**
 * Shared set-up for the co-owner suite: a camper with owners who hold credits (set through the admin API, as a real
 * admin would), and small readers for what a test must prove did not change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { serverForFile, setUpForFile } from '../support/file-server.ts';
import type { TestServer, TestUser } from '../support/server.ts';

export type Json = Record<string, unknown>;

export async function json(res: Response): Promise<Json> {
  return (await res.json()) as Json;
}

/** Asserts the status and `{error: {code, message}}` with a Dutch (non-empty) message; returns the message. */
export async function expectError(res: Response, status: number, code: string): Promise<string> {
  const body = await json(res);
  expect({ status: res.status, code: (body.error as Json | undefined)?.code }).toEqual({ status, code });
  const message = (body.error as Json).message;
  expect(typeof message === 'string' && message.length > 0).toBe(true);
  return message as string;
}

import { giveCredits } from '../support/credits.ts';

export { giveCredits };

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

/** Reserves `dagen` as `owner`; returns the new reservation ids (one per contiguous run). */
export async function reserve(t: TestServer, owner: TestUser, dagen: string[]): Promise<string[]> {
  const res = await t.request('/api/owner/reservations', { cookie: owner.cookie, json: { dagen } });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return (body.reserveringen as Json[]).map((r) => r.id as string);
}

export async function countRows(
  t: TestServer,
  table: 'overdrachten' | 'overdracht_fotos' | 'camper_blokkades' | 'reserveringen' | 'credit_ledger',
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The mails in the outbox (subjects and recipients), for hooks that must have told someone; waits for the mail
 * queued so far (`drainMail`: needed for SMTP, which delivers after the answer).
 */
export async function outbox(t: TestServer): Promise<{ to: string; subject: string; text: string }[]> {
  await t.drainMail();
  let names: string[] = [];
  try {
    names = readdirSync(t.config.outboxDir);
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(t.config.outboxDir, n), 'utf8')));
}
