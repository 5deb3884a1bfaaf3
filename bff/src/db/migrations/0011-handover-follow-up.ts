import { type Kysely, sql } from 'kysely';

/**
 * Damage follow-up on handovers (docs/product/api.md#contract-additions-architecture-11): `schade_status` is null without damage and `open` once damage
 * was reported (existing reports start open), `notitie` is the admin's note. Readings stay as they are: a poisoned
 * one is for an admin to correct or delete, with a reason in the audit log, not for a migration to guess at.
 */
const statements = [
  sql`ALTER TABLE overdrachten ADD COLUMN schade_status TEXT
    CHECK (schade_status IN ('open', 'in_behandeling', 'opgelost'))`,
  sql`ALTER TABLE overdrachten ADD COLUMN notitie TEXT`,
  sql`UPDATE overdrachten SET schade_status = 'open' WHERE schade IS NOT NULL AND trim(schade) <> ''`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
