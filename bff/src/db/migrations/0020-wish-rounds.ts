import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

/**
 * Wish rounds share a camper's high season (docs/decisions/0076-wish-rounds.md): a round per camper and year, each
 * owner's ranked wishes, and the outcome as it was drawn. The camper gets its fair-use rule, and the credit ledger two
 * reasons: days granted in a round, and a reservation taken over from a co-owner.
 */
const TABLES = [
  sql`CREATE TABLE wensrondes (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    jaar INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'toegewezen')),
    sluit_op TEXT NOT NULL,
    loting_seed TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (camper_id, jaar)
  ) STRICT`,
  sql`CREATE INDEX wensrondes_due ON wensrondes(status, sluit_op)`,
  sql`CREATE TABLE wensen (
    ronde_id TEXT NOT NULL REFERENCES wensrondes(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    rang INTEGER NOT NULL CHECK (rang BETWEEN 1 AND 5),
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL,
    PRIMARY KEY (ronde_id, user_id, rang)
  ) STRICT`,
  sql`CREATE INDEX wensen_user ON wensen(user_id)`,
  sql`CREATE TABLE ronde_toewijzingen (
    ronde_id TEXT NOT NULL REFERENCES wensrondes(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    rang INTEGER NOT NULL,
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL,
    reservering_id TEXT REFERENCES reserveringen(id) ON DELETE SET NULL,
    reden TEXT NOT NULL CHECK (reden IN ('toegewezen', 'bezet', 'onvoldoende_credits', 'te_lang')),
    volgorde INTEGER,
    PRIMARY KEY (ronde_id, user_id, rang)
  ) STRICT`,
  sql`CREATE INDEX ronde_toewijzingen_user ON ronde_toewijzingen(user_id)`,
  sql`CREATE TABLE ronde_loting (
    ronde_id TEXT NOT NULL REFERENCES wensrondes(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    beurt INTEGER NOT NULL,
    hoogseizoen_gebruikt INTEGER NOT NULL,
    lotnummer INTEGER NOT NULL,
    PRIMARY KEY (ronde_id, user_id)
  ) STRICT`,
  sql`CREATE INDEX ronde_loting_user ON ronde_loting(user_id)`,
  // Its own table, not a camper column: every camper answer lists the camper's columns one to one.
  sql`CREATE TABLE camper_regels (
    camper_id TEXT PRIMARY KEY REFERENCES campers(id) ON DELETE CASCADE,
    max_aaneengesloten_hoogseizoen INTEGER CHECK (max_aaneengesloten_hoogseizoen IS NULL OR max_aaneengesloten_hoogseizoen >= 1)
  ) STRICT`,
];

const REASONS = `'admin_set', 'standaard', 'reservering', 'annulering', 'import', 'ronde', 'ruil'`;

/** SQLite cannot change a CHECK in place: the ledger is copied into a table that has the new one. */
const SQLITE_LEDGER = [
  sql`CREATE TABLE credit_ledger_nieuw (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    jaar INTEGER NOT NULL,
    seizoen TEXT NOT NULL CHECK (seizoen IN ('hoogseizoen', 'laagseizoen')),
    delta INTEGER NOT NULL,
    reden TEXT NOT NULL CHECK (reden IN (${sql.raw(REASONS)})),
    reservering_id TEXT,
    actor_id TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`INSERT INTO credit_ledger_nieuw (id, user_id, jaar, seizoen, delta, reden, reservering_id, actor_id, created_at)
    SELECT id, user_id, jaar, seizoen, delta, reden, reservering_id, actor_id, created_at FROM credit_ledger`,
  sql`DROP TABLE credit_ledger`,
  sql`ALTER TABLE credit_ledger_nieuw RENAME TO credit_ledger`,
  sql`CREATE INDEX credit_ledger_user_year ON credit_ledger(user_id, jaar)`,
];

const POSTGRES_LEDGER = [
  sql`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reden_check`,
  sql`ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reden_check CHECK (reden IN (${sql.raw(REASONS)}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const ledger = engineOf(db) === 'postgres' ? POSTGRES_LEDGER : SQLITE_LEDGER;
  for (const statement of [...TABLES, ...ledger]) await statement.execute(db);
}
