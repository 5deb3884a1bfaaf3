import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStableSql } from '../../src/db/plan-stable-sql.ts';

/**
 * The rewrite that keeps SQLite from re-preparing our statements on every run (src/db/plan-stable-sql.ts) must not
 * change a single answer: it runs real queries both ways, with the values a comparison's affinity treats
 * differently (numbers against text, text that looks like a number, 0 and 1, NULL).
 */
let sqlite: SQLite.Database;

beforeAll(() => {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`
    CREATE TABLE t (id INTEGER PRIMARY KEY, naam TEXT NOT NULL, n INTEGER, los);
    CREATE INDEX t_naam ON t(naam);
    INSERT INTO t (naam, n, los) VALUES ('1', 1, 1), ('a', 0, '1'), ('b', NULL, 'x'), ('10', 10, 10.0), ('a', 2, NULL);
  `);
});

afterAll(() => sqlite.close());

describe('planStableSql', () => {
  it('puts a unary plus before every bound value of =, LIMIT and OFFSET', () => {
    expect(
      planStableSql('select "a" from "t" where "t"."id" = ? and "n" = ? order by "a" limit ? offset ?'),
    ).toBe('select "a" from "t" where "t"."id" = +? and "n" = +? order by "a" limit +? offset +?');
    expect(planStableSql('update "t" set "n" = ? where "id" = ?')).toBe(
      'update "t" set "n" = +? where "id" = +?',
    );
  });

  it('leaves other comparisons, lists, quoted text and names alone', () => {
    const untouched = [
      'select 1 from "t" where "n" != ? and "n" >= ? and "n" <= ? and "n" <> ? and "id" in (?, ?)',
      `select 1 from "t" where "naam" = ' = ?' and "los" = 'it''s = ?'`,
      'select 1 from "t" where "weird = ?" is not null',
      'insert into "t" ("naam", "n") values (?, ?)',
    ];
    for (const sql of untouched) expect(planStableSql(sql)).toBe(sql);
  });

  it('gives the same rows as the original for every value kind', () => {
    const queries: Array<[string, unknown[]]> = [
      ['select id from t where naam = ? order by n', ['1']],
      ['select id from t where naam = ? order by n', [1]],
      ['select id from t where n = ? order by id', ['1']],
      ['select id from t where n = ? order by id', [0]],
      ['select id from t where los = ? order by id', [1]],
      ['select id from t where los = ? order by id', ['1']],
      ['select id from t where los = ? order by id', [null]],
      ['select id from t where naam = ? and n = ? order by id', ['a', 2]],
      ['select id from t order by id limit ? offset ?', [2, 1]],
      ['select id from t order by id limit ?', [-1]],
    ];
    for (const [sql, parameters] of queries) {
      const original = sqlite.prepare(sql).all(...parameters);
      const rewritten = sqlite.prepare(planStableSql(sql)).all(...parameters);
      expect(planStableSql(sql)).not.toBe(sql);
      expect(rewritten, sql).toEqual(original);
    }
  });

  it('keeps the index the original uses', () => {
    const sql = 'select id from t where naam = ? order by n';
    const plan = (text: string) =>
      sqlite
        .prepare(`explain query plan ${text}`)
        .all('a')
        .map((row) => (row as { detail: string }).detail);
    expect(plan(planStableSql(sql))).toEqual(plan(sql));
    expect(plan(sql).join(' ')).toContain('t_naam');
  });
});
