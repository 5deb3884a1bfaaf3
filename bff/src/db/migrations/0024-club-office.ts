import { type Kysely, sql } from 'kysely';

/**
 * The club office (docs/decisions/0083-club-office.md): the club's contact details in one row, a counter per year
 * for the service-fee invoice numbers, and on each invoice the month and camper it charges (generated ones only)
 * and when its owner was reminded that it is overdue.
 */
const STATEMENTS = [
  sql`CREATE TABLE club_instellingen (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    pechbijstand_telefoon TEXT,
    verzekering_telefoon TEXT,
    onderhoud_telefoon TEXT,
    klantenservice_email TEXT,
    openingstijden TEXT,
    updated_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE TABLE factuur_tellers (
    jaar INTEGER PRIMARY KEY,
    laatste INTEGER NOT NULL CHECK (laatste >= 0)
  ) STRICT`,
  sql`ALTER TABLE facturen ADD COLUMN servicemaand TEXT`,
  sql`ALTER TABLE facturen ADD COLUMN camper_id TEXT`,
  sql`ALTER TABLE facturen ADD COLUMN herinnerd_at TEXT`,
  // One service-fee invoice per owner, camper and month: a second generate run finds it and makes nothing.
  sql`CREATE UNIQUE INDEX facturen_servicemaand ON facturen(user_id, camper_id, servicemaand)
    WHERE servicemaand IS NOT NULL`,
  // The reminder pass reads only unpaid invoices not yet reminded.
  sql`CREATE INDEX facturen_herinnering ON facturen(vervaldatum) WHERE betaald = 0 AND herinnerd_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}
