import { type Kysely, sql } from 'kysely';

/**
 * In-app notifications (members must hear of changes to their camper without polling) with per-kind mail settings, a mail queue (a mail failure never fails the action that
 * caused it), session metadata for the member's session list, and an append-only audit log.
 */
const statements = [
  sql`CREATE TABLE meldingen (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    soort TEXT NOT NULL,
    titel TEXT NOT NULL,
    tekst TEXT NOT NULL,
    link TEXT NOT NULL,
    gelezen INTEGER NOT NULL DEFAULT 0 CHECK (gelezen IN (0, 1)),
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX meldingen_user ON meldingen(user_id, created_at)`,
  // A missing row means "mail this kind" (the default); only a choice the user made is stored.
  sql`CREATE TABLE melding_instellingen (
    user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    soort TEXT NOT NULL,
    email INTEGER NOT NULL CHECK (email IN (0, 1)),
    PRIMARY KEY (user_id, soort)
  ) STRICT`,
  sql`CREATE TABLE mail_queue (
    id TEXT PRIMARY KEY,
    ontvanger TEXT NOT NULL,
    onderwerp TEXT NOT NULL,
    tekst TEXT NOT NULL,
    html TEXT,
    link TEXT,
    status TEXT NOT NULL DEFAULT 'wachtend' CHECK (status IN ('wachtend', 'verzonden', 'mislukt')),
    pogingen INTEGER NOT NULL DEFAULT 0,
    volgende_poging INTEGER NOT NULL,
    laatste_fout TEXT,
    created_at TEXT NOT NULL,
    verzonden_at TEXT
  ) STRICT`,
  sql`CREATE INDEX mail_queue_due ON mail_queue(status, volgende_poging)`,
  // The member's session list shows device and last use; public_id names a session without revealing its token hash.
  sql`ALTER TABLE sessions ADD COLUMN public_id TEXT`,
  sql`ALTER TABLE sessions ADD COLUMN user_agent TEXT`,
  sql`ALTER TABLE sessions ADD COLUMN last_used_at INTEGER`,
  sql`UPDATE sessions SET public_id = lower(hex(randomblob(16))) WHERE public_id IS NULL`,
  sql`CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id)`,
  // No foreign key on actor_id: the trail outlives deleted accounts; actor_naam keeps who it was.
  sql`CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor_id TEXT,
    actor_naam TEXT,
    soort TEXT NOT NULL,
    doel TEXT,
    details TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX audit_log_created ON audit_log(created_at)`,
  sql`CREATE INDEX audit_log_actor ON audit_log(actor_id)`,
  sql`CREATE INDEX audit_log_doel ON audit_log(doel, soort)`,
  // Append-only in the database itself, whatever code runs against the file.
  sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
  sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
