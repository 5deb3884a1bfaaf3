import type pg from 'pg';

/**
 * PostgreSQL's counterpart of SQLite's statement cache (connection.ts): a statement with parameters runs as a named
 * prepared statement, so each pooled connection parses and plans its text once instead of on every run (the backend
 * shares the two cores with us). Kysely sends every query as `query(text, parameters)`; the name comes from the
 * text, the same for every connection of the process, and `pg` prepares it on a connection's first use.
 * docs/decisions/0037-api-speed.md has the measurements.
 */

/** Distinct texts that get a name; past it, new texts run unnamed as before (each name costs every connection a plan). */
export const MAX_NAMED_STATEMENTS = 300;

const names = new Map<string, string>();

/**
 * `select *`, `t.*` and `returning *` are left unnamed: a prepared statement whose row shape changes (another
 * instance's migration adds a column) fails with "cached plan must not change result type" until its connection ends.
 */
const STAR_COLUMNS = /\bselect\s+\*|\.\*|\breturning\s+\*/i;

/** The name `text` runs under, or undefined when it runs unnamed. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED_STATEMENTS || STAR_COLUMNS.test(text)) return undefined;
  const name = `camperdeel_${names.size}`;
  names.set(text, name);
  return name;
}

/**
 * Makes `client` run Kysely's parameterized queries as named statements. Queries without parameters keep the simple
 * protocol (several statements in one text stay possible there), and every other call form is passed on unchanged.
 */
export function runNamed(client: pg.Client): void {
  const query = client.query;
  const named = function (this: pg.Client, ...args: unknown[]) {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name !== undefined) return Reflect.apply(query, this, [{ name, text, values }]);
    }
    return Reflect.apply(query, this, args);
  };
  client.query = named as typeof client.query;
}
