/**
 * On PostgreSQL a statement with parameters runs as a named prepared statement (src/db/named-statements.ts): each
 * connection parses and plans its text once. Seen from the server itself (`pg_prepared_statements`, per connection,
 * so the pool here has one). Left unnamed: statements without parameters (the simple protocol, several statements in
 * one text) and star columns (their row shape may change under a running instance).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, statementName } from '../../src/db/named-statements.ts';
import { serverWithPoolForFile } from '../support/file-server.ts';

/** The server, and one connection of its own, so every statement below runs where pg_prepared_statements looks. */
const [t, single] = serverWithPoolForFile(1);

async function prepared(): Promise<Array<{ name: string; statement: string }>> {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements order by name`.execute(single.db);
  return rows;
}

describe('named prepared statements (PostgreSQL)', () => {
  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const camperId = await t.createCamper({ naam: 'Genoemd' });
    const query = single.db.selectFrom('campers').select('naam').where('id', '=', camperId);
    expect(await query.executeTakeFirst()).toEqual({ naam: 'Genoemd' });
    expect(await query.executeTakeFirst()).toEqual({ naam: 'Genoemd' });
    const text = query.compile().sql;
    const named = (await prepared()).filter((row) => row.statement === text);
    expect(named).toEqual([{ name: statementName(text), statement: text }]);
    // Another value, the same prepared statement.
    expect(
      await single.db.selectFrom('campers').select('naam').where('id', '=', 'geen').executeTakeFirst(),
    ).toBe(undefined);
    expect((await prepared()).filter((row) => row.statement === text)).toHaveLength(1);
  });

  it('leaves star columns and statements without parameters unnamed', async () => {
    const star = single.db.selectFrom('campers').selectAll().where('naam', '=', 'Genoemd');
    expect(await star.execute()).toHaveLength(1);
    const starText = star.compile().sql;
    expect(statementName(starText)).toBeUndefined();
    const plain = sql<{ one: number }>`select 1 as one; `;
    await plain.execute(single.db);
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements).not.toContain(starText);
    expect(statements.some((s) => s.includes('select 1 as one'))).toBe(false);
  });

  it('names at most MAX_NAMED_STATEMENTS texts; later ones run unnamed and still answer', async () => {
    for (let i = 0; statementName(`select $1::int + ${i}`) !== undefined; i += 1) {
      expect(i).toBeLessThan(MAX_NAMED_STATEMENTS);
    }
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n, 'na de grens' as t`.execute(
      single.db,
    );
    expect(rows).toEqual([{ n: 42, t: 'na de grens' }]);
    expect((await prepared()).some((row) => row.statement.includes('na de grens'))).toBe(false);
  });
});
