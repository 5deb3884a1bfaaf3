import type { Selectable } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** The column values a stored row must have, e.g. `{ user_id: anna.id }`. */
export type Match<T extends keyof Database> = Partial<Row<T>>;

/** The rows of `table` that match, as a query still to narrow and run. */
function matching<T extends keyof Database>(t: Pick<TestServer, 'db'>, table: T, match: Match<T>) {
  // Kysely cannot follow a table name chosen by a type parameter; the signatures that call this check the names.
  let query = t.db.selectFrom(table as keyof Database);
  for (const [column, value] of Object.entries(match)) {
    query = query.where(t.db.dynamic.ref(column), '=', value as never);
  }
  return query;
}

/** How many rows of `table` match, read straight from the database: "was it stored, refused or removed" checks. */
export async function countWhere<T extends keyof Database>(
  t: Pick<TestServer, 'db'>,
  table: T,
  match: Match<T>,
): Promise<number> {
  const row = await matching(t, table, match)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One column of the first row of `table` that matches, read straight from the database; throws when none does. */
export async function storedValue<T extends keyof Database, C extends keyof Row<T> & string>(
  t: Pick<TestServer, 'db'>,
  table: T,
  column: C,
  match: Match<T>,
): Promise<Row<T>[C]> {
  const row = await matching(t, table, match).select(t.db.dynamic.ref(column)).executeTakeFirstOrThrow();
  return (row as Row<T>)[column];
}
