import { type Kysely, sql } from 'kysely';
import { engineOf } from '../dialect.ts';

/**
 * The admin reservations overview reads a summary per camper, user and start year instead of grouping every
 * reservation per request (docs/decisions/0074-reservation-overview-summary.md). Triggers in SQL keep it right on
 * every write path (booking, cancelling, a camper or user delete, erasure, an import); it carries the two names the
 * overview sorts by and whether the camper's owner slots are all filled (`vol`, the only lines it lists), so one index
 * serves its filter and order (year descending as `-jaar`, then the names, then the ids) and its count.
 */
const TABLE = sql`CREATE TABLE reservering_overzicht (
    camper_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    jaar INTEGER NOT NULL,
    aantal_reserveringen INTEGER NOT NULL,
    dagen INTEGER NOT NULL,
    camper_naam TEXT NOT NULL,
    naam TEXT NOT NULL,
    vol INTEGER NOT NULL CHECK (vol IN (0, 1)),
    PRIMARY KEY (camper_id, user_id, jaar)
  ) STRICT`;

const INDEXES = [
  sql`CREATE INDEX reservering_overzicht_order
    ON reservering_overzicht(vol, (-jaar), lower(camper_naam), lower(naam), camper_id, user_id)`,
  sql`CREATE INDEX reservering_overzicht_user ON reservering_overzicht(user_id)`,
];

const YEAR = (row: string) => `CAST(substr(${row}.start_datum, 1, 4) AS INTEGER)`;

/** 1 when every owner slot of the camper `id` is filled. */
const FULL = (id: string) => `CASE WHEN (SELECT count(*) FROM camper_eigenaars WHERE camper_id = ${id})
  >= (SELECT aantal_sloten_eigenaars FROM campers WHERE campers.id = ${id}) THEN 1 ELSE 0 END`;

/** Adds one approved reservation (`row` is `new`) to its summary line, creating the line when it is the first. */
const ADD = `INSERT INTO reservering_overzicht
    (camper_id, user_id, jaar, aantal_reserveringen, dagen, camper_naam, naam, vol)
  SELECT new.camper_id, new.user_id, ${YEAR('new')}, 1, new.credits_gebruikt,
    coalesce((SELECT naam FROM campers WHERE id = new.camper_id), ''),
    coalesce((SELECT naam FROM profiles WHERE id = new.user_id), ''), ${FULL('new.camper_id')}
  WHERE new.status = 'goedgekeurd'
  ON CONFLICT (camper_id, user_id, jaar) DO UPDATE SET
    aantal_reserveringen = reservering_overzicht.aantal_reserveringen + 1,
    dagen = reservering_overzicht.dagen + excluded.dagen`;

const OLD_LINE = `camper_id = old.camper_id AND user_id = old.user_id AND jaar = ${YEAR('old')}`;

/** Takes one reservation (`old`) off its line; a line without reservations goes. */
const REMOVE = [
  `UPDATE reservering_overzicht
    SET aantal_reserveringen = aantal_reserveringen - 1, dagen = dagen - old.credits_gebruikt
    WHERE ${OLD_LINE} AND old.status = 'goedgekeurd'`,
  `DELETE FROM reservering_overzicht WHERE ${OLD_LINE} AND aantal_reserveringen <= 0`,
];

const RENAME_CAMPER = 'UPDATE reservering_overzicht SET camper_naam = new.naam WHERE camper_id = new.id';
const RENAME_USER = 'UPDATE reservering_overzicht SET naam = new.naam WHERE user_id = new.id';
/** An owner joining or leaving, or a changed slot count, may fill or open the camper. */
const REFILL = (id: string) => `UPDATE reservering_overzicht SET vol = ${FULL(id)} WHERE camper_id = ${id}`;

const FILL = sql.raw(`INSERT INTO reservering_overzicht
    (camper_id, user_id, jaar, aantal_reserveringen, dagen, camper_naam, naam, vol)
  SELECT r.camper_id, r.user_id, ${YEAR('r')}, count(*), sum(r.credits_gebruikt), c.naam,
    coalesce(p.naam, ''), ${FULL('r.camper_id')}
  FROM reserveringen r
  JOIN campers c ON c.id = r.camper_id
  LEFT JOIN profiles p ON p.id = r.user_id
  WHERE r.status = 'goedgekeurd'
  GROUP BY r.camper_id, r.user_id, ${YEAR('r')}, c.naam, p.naam`);

const SQLITE = [
  sql.raw(`CREATE TRIGGER reserveringen_overzicht_insert AFTER INSERT ON reserveringen BEGIN ${ADD}; END`),
  sql.raw(`CREATE TRIGGER reserveringen_overzicht_delete AFTER DELETE ON reserveringen BEGIN
    ${REMOVE.join('; ')}; END`),
  sql.raw(`CREATE TRIGGER reserveringen_overzicht_update
    AFTER UPDATE OF camper_id, user_id, start_datum, credits_gebruikt, status ON reserveringen BEGIN
    ${REMOVE.join('; ')}; ${ADD}; END`),
  sql.raw(
    `CREATE TRIGGER campers_overzicht_naam AFTER UPDATE OF naam ON campers BEGIN ${RENAME_CAMPER}; END`,
  ),
  sql.raw(
    `CREATE TRIGGER profiles_overzicht_naam AFTER UPDATE OF naam ON profiles BEGIN ${RENAME_USER}; END`,
  ),
  sql.raw(`CREATE TRIGGER profiles_overzicht_insert AFTER INSERT ON profiles BEGIN ${RENAME_USER}; END`),
  sql.raw(`CREATE TRIGGER campers_overzicht_sloten AFTER UPDATE OF aantal_sloten_eigenaars ON campers BEGIN
    ${REFILL('new.id')}; END`),
  sql.raw(`CREATE TRIGGER camper_eigenaars_overzicht_insert AFTER INSERT ON camper_eigenaars BEGIN
    ${REFILL('new.camper_id')}; END`),
  sql.raw(`CREATE TRIGGER camper_eigenaars_overzicht_delete AFTER DELETE ON camper_eigenaars BEGIN
    ${REFILL('old.camper_id')}; END`),
  sql.raw(`CREATE TRIGGER camper_eigenaars_overzicht_update AFTER UPDATE OF camper_id ON camper_eigenaars BEGIN
    ${REFILL('old.camper_id')}; ${REFILL('new.camper_id')}; END`),
];

/** PostgreSQL: the same statements in trigger functions (NEW and OLD are upper case there by convention only). */
const POSTGRES = [
  sql.raw(`CREATE OR REPLACE FUNCTION reserveringen_overzicht() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${REMOVE.join('; ')}; END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN ${ADD}; END IF;
    RETURN NULL; END $$`),
  sql.raw(`CREATE TRIGGER reserveringen_overzicht AFTER INSERT OR DELETE
    OR UPDATE OF camper_id, user_id, start_datum, credits_gebruikt, status ON reserveringen
    FOR EACH ROW EXECUTE FUNCTION reserveringen_overzicht()`),
  sql.raw(`CREATE OR REPLACE FUNCTION campers_overzicht_naam() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    ${RENAME_CAMPER}; RETURN NULL; END $$`),
  sql.raw(`CREATE TRIGGER campers_overzicht_naam AFTER UPDATE OF naam ON campers
    FOR EACH ROW EXECUTE FUNCTION campers_overzicht_naam()`),
  sql.raw(`CREATE OR REPLACE FUNCTION profiles_overzicht_naam() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    ${RENAME_USER}; RETURN NULL; END $$`),
  sql.raw(`CREATE TRIGGER profiles_overzicht_naam AFTER INSERT OR UPDATE OF naam ON profiles
    FOR EACH ROW EXECUTE FUNCTION profiles_overzicht_naam()`),
  sql.raw(`CREATE OR REPLACE FUNCTION campers_overzicht_sloten() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    ${REFILL('new.id')}; RETURN NULL; END $$`),
  sql.raw(`CREATE TRIGGER campers_overzicht_sloten AFTER UPDATE OF aantal_sloten_eigenaars ON campers
    FOR EACH ROW EXECUTE FUNCTION campers_overzicht_sloten()`),
  sql.raw(`CREATE OR REPLACE FUNCTION camper_eigenaars_overzicht() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${REFILL('old.camper_id')}; END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN ${REFILL('new.camper_id')}; END IF;
    RETURN NULL; END $$`),
  sql.raw(`CREATE TRIGGER camper_eigenaars_overzicht AFTER INSERT OR DELETE OR UPDATE OF camper_id
    ON camper_eigenaars FOR EACH ROW EXECUTE FUNCTION camper_eigenaars_overzicht()`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const triggers = engineOf(db) === 'postgres' ? POSTGRES : SQLITE;
  for (const statement of [TABLE, ...INDEXES, ...triggers, FILL]) await statement.execute(db);
}
