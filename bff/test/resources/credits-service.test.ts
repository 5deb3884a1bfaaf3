import { describe, expect, it } from 'vitest';
import {
  effectiveBalances,
  ledgerBalances,
  materialiseCredits,
  readBalances,
  readCreditStandard,
} from '../../src/modules/credits/service.ts';
import { grantCredits } from '../support/credits.ts';
import { serverForFile } from '../support/file-server.ts';

/** services/credits.ts as the admin side uses it (H5b's PUT /api/admin/users/:id/credits calls setCredits). */

const NOW = new Date('2026-06-01T12:00:00Z');

const t = serverForFile({ now: NOW });

function rows(list: Array<{ jaar: number; credits_hoogseizoen: number; credits_laagseizoen: number }>) {
  return list.map((r) => [r.jaar, r.credits_hoogseizoen, r.credits_laagseizoen]);
}

describe('setCredits', () => {
  it('grants the start year and the standard up to next year, with ledger deltas of the change of the grant', async () => {
    const user = await t.createProspect();
    const admin = await t.createAdmin();
    const first = await grantCredits(t, user.id, {
      jaar: 2026,
      hoog: 4,
      laag: 6,
      standaard: { hoog: 10, laag: 20 },
      actorId: admin.id,
      now: NOW,
    });
    expect(rows(first)).toEqual([
      [2026, 4, 6],
      [2027, 10, 20],
    ]);
    expect(await readCreditStandard(t.db, user.id)).toEqual({
      start_jaar: 2026,
      credits_hoogseizoen: 10,
      credits_laagseizoen: 20,
    });

    const second = await grantCredits(t, user.id, {
      jaar: 2027,
      hoog: 1,
      laag: 2,
      standaard: { hoog: 3, laag: 5 },
      actorId: admin.id,
      now: NOW,
    });
    // 2026 lies before the new start year and keeps its grant.
    expect(rows(second)).toEqual([
      [2026, 4, 6],
      [2027, 1, 2],
    ]);
    expect(second.map((r) => [r.jaar, r.toegekend_hoogseizoen, r.toegekend_laagseizoen])).toEqual([
      [2026, 4, 6],
      [2027, 1, 2],
    ]);
    expect(rows(await ledgerBalances(t.db, user.id))).toEqual(rows(await readBalances(t.db, user.id)));
    const deltas = await t.db
      .selectFrom('credit_ledger')
      .select(['jaar', 'seizoen', 'delta', 'reden', 'actor_id'])
      .where('user_id', '=', user.id)
      .where('jaar', '=', 2027)
      .orderBy('id')
      .execute();
    expect(deltas).toEqual([
      { jaar: 2027, seizoen: 'hoogseizoen', delta: 10, reden: 'admin_set', actor_id: admin.id },
      { jaar: 2027, seizoen: 'laagseizoen', delta: 20, reden: 'admin_set', actor_id: admin.id },
      { jaar: 2027, seizoen: 'hoogseizoen', delta: -9, reden: 'admin_set', actor_id: admin.id },
      { jaar: 2027, seizoen: 'laagseizoen', delta: -18, reden: 'admin_set', actor_id: admin.id },
    ]);
  });

  it('never makes a row outside the booking horizon from the standard', async () => {
    const user = await t.createProspect();
    await grantCredits(t, user.id, {
      jaar: 2026,
      hoog: 1,
      laag: 1,
      standaard: { hoog: 2, laag: 2 },
      now: NOW,
    });
    const made = await materialiseCredits(t.db, user.id, [2025, 2028, 2399, 9999], NOW);
    expect(made).toEqual([]);
    expect((await readBalances(t.db, user.id)).map((r) => r.jaar)).toEqual([2026, 2027]);
  });

  it('shows derived years without storing them, and nothing before the start year or without a standard', async () => {
    const user = await t.createProspect();
    expect(await effectiveBalances(t.db, user.id, [2026, 2027])).toEqual([]);
    await grantCredits(t, user.id, {
      jaar: 2027,
      hoog: 2,
      laag: 2,
      standaard: { hoog: 7, laag: 8 },
      now: NOW,
    });
    expect(rows(await effectiveBalances(t.db, user.id, [2026, 2027, 2028]))).toEqual([
      [2027, 2, 2],
      [2028, 7, 8],
    ]);
    expect(rows(await readBalances(t.db, user.id))).toEqual([[2027, 2, 2]]);
  });
});
