import { type Kysely, sql } from 'kysely';

/**
 * Shared costs of a camper's co-owners (docs/decisions/0082-shared-costs.md): each cost with the part every owner
 * bears, and the settlements between owners. The user columns carry no foreign key on purpose: a member's costs stay
 * with the camper when the member is erased, and the balances of the others must keep adding up to zero; the name
 * comes from `users` and reads 'Verwijderd lid' once it is gone.
 */
const TABLES = [
  // user_id: who paid.
  sql`CREATE TABLE kosten (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    omschrijving TEXT NOT NULL,
    datum TEXT NOT NULL,
    bedrag_centen INTEGER NOT NULL CHECK (bedrag_centen > 0),
    verdeling TEXT NOT NULL CHECK (verdeling IN ('gelijk', 'alleen_ik', 'aandelen')),
    bon_key TEXT,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX kosten_camper_datum ON kosten(camper_id, datum)`,
  sql`CREATE INDEX kosten_user ON kosten(user_id)`,
  sql`CREATE TABLE kosten_aandelen (
    kosten_id TEXT NOT NULL REFERENCES kosten(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    bedrag_centen INTEGER NOT NULL CHECK (bedrag_centen >= 0),
    PRIMARY KEY (kosten_id, user_id)
  ) STRICT`,
  sql`CREATE INDEX kosten_aandelen_user ON kosten_aandelen(user_id)`,
  // user_id paid aan_user_id.
  sql`CREATE TABLE verrekeningen (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    aan_user_id TEXT NOT NULL,
    bedrag_centen INTEGER NOT NULL CHECK (bedrag_centen > 0),
    datum TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX verrekeningen_camper_datum ON verrekeningen(camper_id, datum)`,
  sql`CREATE INDEX verrekeningen_user ON verrekeningen(user_id)`,
  sql`CREATE INDEX verrekeningen_aan_user ON verrekeningen(aan_user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of TABLES) await statement.execute(db);
}
