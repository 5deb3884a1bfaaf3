import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';

type TableWithId = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

/** Stores a row under a fresh id straight in `table`, past the routes and their checks; returns the id. */
export async function insertWithId<T extends TableWithId>(
  t: TestServer,
  table: T,
  values: Omit<Insertable<Database[T]>, 'id'>,
): Promise<string> {
  const id = randomUUID();
  // Kysely cannot follow a table name chosen by a type parameter; the signature above checks the values.
  await t.db
    .insertInto(table)
    .values({ id, ...values } as never)
    .execute();
  return id;
}
