/**
 * PostgreSQL keeps each searched table's text folded in a stored column with the trigram index on it
 * (docs/decisions/0101-postgres-stored-search-text.md): the index narrows a search to candidates and every candidate
 * is checked again, so that check must read the stored text instead of folding the row's columns once more. The
 * column follows every write, and no answer carries it.
 */
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { personMatches } from '../../src/db/search.ts';
import { serverForFile } from '../support/file-server.ts';

const t = serverForFile();

/** The plan of a search among the members, with scans turned off as a big table would make the planner choose. */
async function planOfPersonSearch(zoek: string): Promise<string> {
  const query = t.db
    .selectFrom('profiles')
    .select('id')
    .where(({ ref }) => personMatches(t.db, ref('profiles.id'), zoek))
    .compile();
  return t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
    );
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the stored folded search text (PostgreSQL)', () => {
  it('a search checks its candidates against the stored text through the trigram index, folding nothing again', async () => {
    const plan = await planOfPersonSearch('zoë');
    expect(plan).toContain('zoek_profiles');
    expect(plan).toMatch(/Recheck Cond: \(zoektekst ~~/);
    expect(plan).not.toMatch(/translate|camperdeel_fold\(/);
  });

  it('follows a renamed member, so an old name is no longer found and the new one is', async () => {
    const member = await t.createProspect({ naam: 'Zoë Ångström' });
    const found = async (zoek: string) =>
      (
        await t.db
          .selectFrom('profiles')
          .select('id')
          .where(({ ref }) => personMatches(t.db, ref('profiles.id'), zoek))
          .execute()
      ).map((row) => row.id);
    expect(await found('angstrom')).toContain(member.id);
    await t.db.updateTable('profiles').set({ naam: 'Mia Jansen' }).where('id', '=', member.id).execute();
    expect(await found('angstrom')).not.toContain(member.id);
    expect(await found('MIA JANS')).toContain(member.id);
  });

  it('never leaves the server: the Logboek answers without it', async () => {
    const admin = await t.createAdmin();
    await t.db
      .insertInto('audit_log')
      .values({
        actor_id: admin.id,
        actor_naam: 'Zoë Ångström',
        soort: 'wachtwoord_reset',
        doel: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await t.request('/api/admin/audit', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { gebeurtenissen: Record<string, unknown>[] };
    expect(body.gebeurtenissen.length).toBeGreaterThan(0);
    for (const event of body.gebeurtenissen) expect(Object.keys(event)).not.toContain('zoektekst');
  });
});
