import { type Kysely, sql } from 'kysely';

/** Co-owner life: maintenance blocks, the handover log with its photos, and the secret calendar-feed links. */
const statements = [
  sql`CREATE TABLE camper_blokkades (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL,
    reden TEXT NOT NULL,
    created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    CHECK (start_datum <= eind_datum)
  ) STRICT`,
  sql`CREATE INDEX camper_blokkades_camper ON camper_blokkades(camper_id, start_datum)`,
  // The log outlives a deleted reservation or account: the camper's km history stays explainable.
  sql`CREATE TABLE overdrachten (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    reservering_id TEXT REFERENCES reserveringen(id) ON DELETE SET NULL,
    user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
    moment TEXT NOT NULL CHECK (moment IN ('ophalen', 'terugbrengen')),
    km_stand INTEGER NOT NULL CHECK (km_stand >= 0),
    brandstof_procent INTEGER NOT NULL CHECK (brandstof_procent BETWEEN 0 AND 100),
    schoon INTEGER NOT NULL CHECK (schoon IN (0, 1)),
    schade TEXT,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE UNIQUE INDEX overdrachten_reservering_moment ON overdrachten(reservering_id, moment)`,
  sql`CREATE INDEX overdrachten_camper ON overdrachten(camper_id, created_at)`,
  sql`CREATE TABLE overdracht_fotos (
    id TEXT PRIMARY KEY,
    overdracht_id TEXT NOT NULL REFERENCES overdrachten(id) ON DELETE CASCADE,
    storage_key TEXT NOT NULL,
    volgorde INTEGER NOT NULL
  ) STRICT`,
  sql`CREATE INDEX overdracht_fotos_overdracht ON overdracht_fotos(overdracht_id, volgorde)`,
  // token_hash is the SHA-256 of the secret in the URL; the secret itself is derived from nonce and the server key.
  sql`CREATE TABLE kalender_feeds (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    nonce TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  ) STRICT`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
