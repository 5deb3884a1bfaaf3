import { type Kysely, sql } from 'kysely';

/**
 * A camper's care plan (docs/decisions/0081-care-plan.md): the APK and insurance dates and the service intervals, the
 * services done, and which due items were already told, so each is told once (the primary key settles races).
 */
const statements = [
  sql`CREATE TABLE onderhoudsplannen (
    camper_id TEXT PRIMARY KEY REFERENCES campers(id) ON DELETE CASCADE,
    apk_vervaldatum TEXT,
    verzekering_vervaldatum TEXT,
    onderhoud_interval_km INTEGER CHECK (onderhoud_interval_km IS NULL OR onderhoud_interval_km >= 1),
    onderhoud_interval_maanden INTEGER CHECK (onderhoud_interval_maanden IS NULL OR onderhoud_interval_maanden >= 1),
    start_datum TEXT NOT NULL,
    start_km INTEGER,
    updated_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE TABLE onderhoudsbeurten (
    id TEXT PRIMARY KEY,
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    datum TEXT NOT NULL,
    km_stand INTEGER NOT NULL CHECK (km_stand >= 0),
    omschrijving TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT`,
  sql`CREATE INDEX onderhoudsbeurten_camper ON onderhoudsbeurten(camper_id, datum)`,
  sql`CREATE TABLE onderhoud_meldingen (
    camper_id TEXT NOT NULL REFERENCES campers(id) ON DELETE CASCADE,
    onderdeel TEXT NOT NULL CHECK (onderdeel IN ('apk', 'verzekering', 'onderhoud')),
    vervalt TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (camper_id, onderdeel, vervalt)
  ) STRICT`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
