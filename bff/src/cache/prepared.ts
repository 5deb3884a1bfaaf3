import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../db/connection.ts';
import { runRead } from './direct-sqlite.ts';

/** Stand-ins for the arguments while the query is built once; never valid input (a NUL cannot come from a client). */
const slot = (index: number) => `\u0000prepared-argument-${index}\u0000`;

type Plan = { compiled: CompiledQuery; argumentAt: Array<number | null> };

/**
 * A query built and compiled once per database handle, then run with new arguments: Kysely builds an operation tree
 * and compiles it to SQL on every call, which costs more than running our small hot-path queries. The builder gets
 * one placeholder string per argument, used exactly where a bound value goes (`where('id', '=', id)`); the compiled
 * parameters that hold a placeholder are replaced by the call's arguments. SQLite then reuses its prepared statement
 * for the identical SQL text and runs it synchronously when no transaction is open (direct-sqlite.ts), PostgreSQL gets the same text and parameters as before.
 */
export function prepared<Row, Args extends string[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const plans = new WeakMap<Db, Plan>();
  return async (db, ...args) => {
    let plan = plans.get(db);
    if (!plan) {
      const slots = args.map((_, i) => slot(i)) as Args;
      const compiled = build(db, ...slots).compile();
      const argumentAt = compiled.parameters.map((value) => {
        const index = slots.indexOf(value as string);
        return index === -1 ? null : index;
      });
      if (argumentAt.filter((i) => i !== null).length < args.length) {
        throw new Error('prepared: every argument must be a bound parameter of the query');
      }
      plan = { compiled, argumentAt };
      plans.set(db, plan);
    }
    const { compiled, argumentAt } = plan;
    const parameters = compiled.parameters.map((value, i) => {
      const at = argumentAt[i];
      return at === null || at === undefined ? value : args[at];
    });
    return runRead<Row>(db, { ...compiled, parameters });
  };
}
