/**
 * PostgreSQL counts the reservation overview's lines through a small partial index (migration 0029) instead of the
 * summary table, which every booking rewrites a line of.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

describe('the reservation overview count (PostgreSQL)', () => {
  it('reads the partial index of the full lines', async () => {
    const plan = await t.db.transaction().execute(async (trx) => {
      // As on a big table, where reading the heap is the expensive way.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT count(*) FROM reservering_overzicht
        WHERE reservering_overzicht.vol = ${1}`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // On a few rows a bitmap of that index; on a big table an index-only scan of it.
    expect(plan).toMatch(/Index (Only )?Scan (using|on) reservering_overzicht_vol/);
  });
});
