/**
 * Small readers for the co-owner suites (JSON, Dutch errors, rows, mails) and reservations through the API; the
 * world they start from is co-owners.ts.
 */
import { expect } from 'vitest';
import type { TestServer, TestUser } from '../support/server.ts';
import { countWhere } from '../support/stored-reads.ts';

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

/** Reserves `dagen` as `owner`; returns the new reservation ids (one per contiguous run). */
export async function reserve(t: TestServer, owner: TestUser, dagen: string[]): Promise<string[]> {
  const res = await t.request('/api/owner/reservations', { cookie: owner.cookie, json: { dagen } });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return (body.reserveringen as Json[]).map((r) => r.id as string);
}

export function countRows(
  t: TestServer,
  table: 'overdrachten' | 'overdracht_fotos' | 'camper_blokkades' | 'reserveringen' | 'credit_ledger',
): Promise<number> {
  return countWhere(t, table, {});
}

/** The mails in the outbox, for hooks that must have told someone: the support reader, which waits for the queue. */
export { outbox } from '../support/outbox.ts';
