import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';
import { type SearchIndex, searchIndexStatements } from '../search-index.ts';

/**
 * The admin searches of applications, documents and invoices read through indexes instead of every row
 * (docs/performance.md, scale data: 100,000 invoices were read for each search count, 90 ms). Documents and invoices
 * get search indexes like people and campers (they change only on an upload or a payment); the applications an index
 * on their camper, so a search for a name counts a member's and a camper's matches each through its own index.
 */
export const DOCUMENTS: SearchIndex = { table: 'camper_documenten', columns: ['document_naam'] };
export const INVOICES: SearchIndex = { table: 'facturen', columns: ['factuur_nummer', 'factuur_naam'] };

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);
  const statements = [
    sql`CREATE INDEX aanmeldingen_camper ON aanmeldingen(camper_id, user_id)`,
    ...searchIndexStatements(engine, DOCUMENTS),
    ...searchIndexStatements(engine, INVOICES),
  ];
  for (const statement of statements) await statement.execute(db);
}
