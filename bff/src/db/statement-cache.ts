import type SQLite from 'better-sqlite3';
import { planStableSql } from './plan-stable-sql.ts';

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running our small queries (measured
 * in bench/api.ts). Queries are built from a fixed set of shapes with bound parameters, so the SQL texts repeat and
 * their statements can be reused, each compiled in the form whose plan survives a new binding (plan-stable-sql.ts).
 * Bounded so a stream of unusual SQL cannot grow it without end.
 */
export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(planStableSql(source));
      if (cache.size >= 500) cache.clear();
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
