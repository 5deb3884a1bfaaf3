import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';
import { type SearchIndex, searchIndexStatements } from '../search-index.ts';

/**
 * Lists page by a sort key with an index behind it, and people and campers are found by what a person types,
 * whatever the case or accents (docs/decisions/0069-paging-and-search.md). db/search.ts queries exactly these
 * indexes: changing what they cover takes a new migration.
 */
export const PEOPLE: SearchIndex = { table: 'profiles', columns: ['naam', 'email', 'telefoonnummer'] };
export const CAMPERS: SearchIndex = { table: 'campers', columns: ['naam', 'merk', 'model'] };

/** The sort orders of the paged lists (db/page.ts), each ending in the id. */
const ORDERS = [
  sql`CREATE INDEX profiles_naam_order ON profiles(lower(naam), id)`,
  sql`CREATE INDEX aanmeldingen_order ON aanmeldingen(created_at, id)`,
  sql`CREATE INDEX campers_naam_order ON campers(lower(naam), id)`,
  sql`CREATE INDEX camper_documenten_order ON camper_documenten(uploaded_at, id)`,
  sql`CREATE INDEX facturen_order ON facturen(uploaded_at, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  const statements = [
    ...searchIndexStatements(engine, PEOPLE),
    ...searchIndexStatements(engine, CAMPERS),
    ...ORDERS,
  ];
  for (const statement of statements) await statement.execute(db);
}
