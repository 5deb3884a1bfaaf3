import { type Kysely, sql } from 'kysely';

/**
 * Swaps and the watch list (docs/decisions/0079-swaps-and-watches.md): an owner offers a future reservation to one
 * co-owner or to all of them; an owner watches a taken period and is told once when a day of it comes free. Both
 * belong to their members and go with them.
 */
const STATEMENTS = [
  sql`CREATE TABLE ruil_aanbiedingen (
    id TEXT PRIMARY KEY,
    reservering_id TEXT REFERENCES reserveringen(id) ON DELETE SET NULL,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    van_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    aan_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('open', 'geaccepteerd', 'ingetrokken', 'vervallen')),
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL,
    geaccepteerd_door TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX ruil_aanbiedingen_camper ON ruil_aanbiedingen(camper_id, status)`,
  sql`CREATE INDEX ruil_aanbiedingen_reservering ON ruil_aanbiedingen(reservering_id)`,
  sql`CREATE INDEX ruil_aanbiedingen_van ON ruil_aanbiedingen(van_user_id)`,
  sql`CREATE INDEX ruil_aanbiedingen_aan ON ruil_aanbiedingen(aan_user_id)`,
  sql`CREATE INDEX ruil_aanbiedingen_door ON ruil_aanbiedingen(geaccepteerd_door)`,
  sql`CREATE TABLE wachtlijst (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL,
    verteld_op TEXT,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX wachtlijst_camper ON wachtlijst(camper_id, verteld_op)`,
  sql`CREATE INDEX wachtlijst_user ON wachtlijst(user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}
