/**
 * The owner calendar's rows are remembered per database version (src/cache/per-version.ts): a booking, a
 * cancellation, a renamed co-owner and a write by another process must show on the very next read.
 */
import SQLite from 'better-sqlite3';
import { beforeAll, expect, it } from 'vitest';
import { immediateTransaction } from '../../src/db/transaction.ts';
import { listCamperReservations } from '../../src/modules/reservations/service.ts';
import { giveCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';
import type { TestUser } from '../support/server.ts';

const t = serverForFile({ now: new Date('2026-03-10T10:00:00Z') });
let camperId: string;
let anna: TestUser;
let bert: TestUser;

type Calendar = { reserveringen: Array<{ id: string; start_datum: string; naam: string; eigen: boolean }> };

beforeAll(async () => {
  camperId = await t.createCamper();
  anna = await t.createOwner(camperId, { naam: 'Anna' });
  bert = await t.createOwner(camperId, { naam: 'Bert' });
  const admin = await t.createAdmin();
  for (const user of [anna, bert]) await giveCredits(t, admin, user, 2026, 10, 10);
});

async function calendar(user: TestUser): Promise<Calendar['reserveringen']> {
  const res = await t.request('/api/owner/reservations', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as Calendar).reserveringen;
}

it('sees every write on the next read, whoever made it', async () => {
  expect(await calendar(anna)).toEqual([]);
  const booked = await t.request('/api/owner/reservations', {
    cookie: bert.cookie,
    json: { dagen: ['2026-04-14'] },
  });
  expect(booked.status).toBe(201);
  const seen = await calendar(anna);
  expect(seen.map((r) => [r.start_datum, r.naam, r.eigen])).toEqual([['2026-04-14', 'Bert', false]]);
  expect((await calendar(bert)).map((r) => r.eigen)).toEqual([true]);
  await t.db.updateTable('profiles').set({ naam: 'Bert B' }).where('id', '=', bert.id).execute();
  expect((await calendar(anna)).map((r) => r.naam)).toEqual(['Bert B']);
  const id = seen[0]?.id ?? '';
  const cancelled = await t.request(`/api/owner/reservations/${id}`, {
    method: 'DELETE',
    cookie: bert.cookie,
  });
  expect(cancelled.status).toBe(200);
  expect(await calendar(anna)).toEqual([]);
  const again = await t.request('/api/owner/reservations', {
    cookie: anna.cookie,
    json: { dagen: ['2026-05-12'] },
  });
  expect(again.status).toBe(201);
  expect(await calendar(bert)).toHaveLength(1);
  // Another process (the CLI) changes the file: seen on the next read too.
  if (!t.databaseEnv.DATABASE_URL) {
    const other = new SQLite(t.config.databasePath);
    try {
      other.prepare("UPDATE profiles SET naam = 'Anna A' WHERE id = ?").run(anna.id);
    } finally {
      other.close();
    }
    expect((await calendar(bert)).map((r) => r.naam)).toEqual(['Anna A']);
  }
});

it('reads its own uncommitted writes inside a transaction, and keeps them from every other read', async () => {
  const names = async (db: typeof t.db) =>
    (await listCamperReservations(db, camperId, bert.id)).map((r) => r.naam);
  const before = await names(t.db);
  expect(before).toHaveLength(1);
  await expect(
    immediateTransaction(t.db, async (trx) => {
      expect(await names(trx)).toEqual(before);
      await trx.updateTable('profiles').set({ naam: 'Anna half' }).where('id', '=', anna.id).execute();
      // On PostgreSQL the shared version only moves at commit: a cache on the transaction's handle would answer
      // the old name here.
      expect(await names(trx)).toEqual(['Anna half']);
      throw new Error('terugdraaien');
    }),
  ).rejects.toThrow('terugdraaien');
  expect(await names(t.db)).toEqual(before);
});
