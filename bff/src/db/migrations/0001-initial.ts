import { type Kysely, sql } from 'kysely';

/** The whole schema of docs/product/api.md#entities-spec-3 plus auth, tokens, the credit standard and the credit ledger. */
const statements = [
  sql`CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE TABLE profiles (
    id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    telefoonnummer TEXT,
    beschrijving TEXT,
    huisdieren TEXT,
    allergieen_intolleranties TEXT,
    aantal_familieleden INTEGER CHECK (aantal_familieleden IS NULL OR aantal_familieleden >= 1),
    status TEXT NOT NULL DEFAULT 'prospect' CHECK (status IN ('prospect', 'eigenaar')),
    profielfoto_url TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE TABLE user_roles (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('admin')),
    PRIMARY KEY (user_id, role)
  ) STRICT`,
  sql`CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    expires_at INTEGER NOT NULL
  ) STRICT`,
  sql`CREATE INDEX sessions_user ON sessions(user_id)`,
  sql`CREATE TABLE password_reset_tokens (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE TABLE oauth_accounts (
    provider TEXT NOT NULL,
    provider_user_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (provider, provider_user_id)
  ) STRICT`,
  sql`CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    naam TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    last_used_at TEXT,
    revoked_at TEXT
  ) STRICT`,
  sql`CREATE TABLE user_credits (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    jaar INTEGER NOT NULL,
    credits_hoogseizoen INTEGER NOT NULL CHECK (credits_hoogseizoen >= 0),
    credits_laagseizoen INTEGER NOT NULL CHECK (credits_laagseizoen >= 0),
    PRIMARY KEY (user_id, jaar)
  ) STRICT`,
  sql`CREATE TABLE credit_standards (
    user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    start_jaar INTEGER NOT NULL,
    credits_hoogseizoen INTEGER NOT NULL CHECK (credits_hoogseizoen >= 0),
    credits_laagseizoen INTEGER NOT NULL CHECK (credits_laagseizoen >= 0),
    updated_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE TABLE credit_ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    jaar INTEGER NOT NULL,
    seizoen TEXT NOT NULL CHECK (seizoen IN ('hoogseizoen', 'laagseizoen')),
    delta INTEGER NOT NULL,
    reden TEXT NOT NULL CHECK (reden IN ('admin_set', 'standaard', 'reservering', 'annulering', 'import')),
    reservering_id TEXT,
    actor_id TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE INDEX credit_ledger_user_year ON credit_ledger(user_id, jaar)`,
  sql`CREATE TABLE campers (
    id TEXT PRIMARY KEY,
    naam TEXT NOT NULL,
    merk TEXT NOT NULL,
    model TEXT NOT NULL,
    categorie TEXT NOT NULL CHECK (categorie IN ('integraal', 'semi-integraal', 'alkoof', 'campervan')),
    rijbewijs TEXT NOT NULL CHECK (rijbewijs IN ('B', 'C')),
    conditie TEXT NOT NULL DEFAULT 'nieuw' CHECK (conditie IN ('nieuw', 'gebruikt')),
    prijs_cent INTEGER NOT NULL CHECK (prijs_cent >= 0),
    aantal_zitplaatsen INTEGER NOT NULL CHECK (aantal_zitplaatsen >= 0),
    aantal_bedden INTEGER NOT NULL CHECK (aantal_bedden >= 0),
    lengte_cm INTEGER NOT NULL CHECK (lengte_cm >= 0),
    breedte_cm INTEGER NOT NULL CHECK (breedte_cm >= 0),
    max_kg INTEGER NOT NULL CHECK (max_kg >= 0),
    aantal_km INTEGER CHECK (aantal_km IS NULL OR aantal_km >= 0),
    motor_pk INTEGER NOT NULL CHECK (motor_pk >= 0),
    motor_kw INTEGER NOT NULL CHECK (motor_kw >= 0),
    aantal_sloten_eigenaars INTEGER NOT NULL CHECK (aantal_sloten_eigenaars >= 1),
    toont_in_camper_vinden INTEGER NOT NULL DEFAULT 1 CHECK (toont_in_camper_vinden IN (0, 1)),
    status TEXT NOT NULL DEFAULT 'in_verkoop'
      CHECK (status IN ('in_verkoop', 'volzet', 'iedereen_getekend', 'on_the_road')),
    hoofdfoto_url TEXT,
    detailfoto_urls TEXT NOT NULL DEFAULT '[]',
    pdf_url TEXT,
    vloerplan_url TEXT,
    nummerplaat TEXT,
    polisnummer TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE TABLE camper_eigenaars (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE RESTRICT,
    user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE INDEX camper_eigenaars_camper ON camper_eigenaars(camper_id)`,
  sql`CREATE TABLE aanmeldingen (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'in_afwachting' CHECK (status IN ('in_afwachting', 'toegewezen', 'afgewezen')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (user_id, camper_id)
  ) STRICT`,
  sql`CREATE TABLE reserveringen (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE RESTRICT,
    start_datum TEXT NOT NULL,
    eind_datum TEXT NOT NULL CHECK (eind_datum >= start_datum),
    seizoen_type TEXT NOT NULL CHECK (seizoen_type IN ('hoogseizoen', 'laagseizoen')),
    credits_gebruikt INTEGER NOT NULL CHECK (credits_gebruikt >= 1),
    status TEXT NOT NULL DEFAULT 'goedgekeurd' CHECK (status IN ('goedgekeurd')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`,
  sql`CREATE INDEX reserveringen_camper_start ON reserveringen(camper_id, start_datum)`,
  sql`CREATE INDEX reserveringen_user ON reserveringen(user_id)`,
  sql`CREATE TABLE reservering_dagen (
    camper_id TEXT NOT NULL,
    dag TEXT NOT NULL,
    reservering_id TEXT NOT NULL REFERENCES reserveringen(id) ON DELETE CASCADE,
    PRIMARY KEY (camper_id, dag)
  ) STRICT`,
  sql`CREATE INDEX reservering_dagen_reservering ON reservering_dagen(reservering_id)`,
  sql`CREATE TABLE camper_documenten (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    document_naam TEXT NOT NULL,
    storage_key TEXT NOT NULL,
    bestandsgrootte INTEGER NOT NULL,
    bestandstype TEXT NOT NULL,
    uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
    uploaded_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX camper_documenten_camper ON camper_documenten(camper_id, uploaded_at)`,
  sql`CREATE TABLE facturen (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    factuur_nummer TEXT NOT NULL UNIQUE,
    factuur_naam TEXT NOT NULL,
    storage_key TEXT NOT NULL,
    bedrag_cent INTEGER,
    factuurdatum TEXT,
    vervaldatum TEXT,
    betaald INTEGER NOT NULL DEFAULT 0 CHECK (betaald IN (0, 1)),
    bestandsgrootte INTEGER NOT NULL,
    bestandstype TEXT NOT NULL,
    uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
    uploaded_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX facturen_user ON facturen(user_id, uploaded_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
