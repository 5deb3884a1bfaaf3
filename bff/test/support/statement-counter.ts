import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../src/db/connection.ts';

export type StatementCounter = {
  /** The same database through a handle whose every statement is counted. */
  db: Db;
  /** Statements run through `db` since the last reset. */
  count: () => number;
  reset: () => void;
};

/** Counts every statement run through the returned handle, built or raw (Kysely hands each result to its plugins). */
export function countStatements(db: Db): StatementCounter {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(counting),
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
