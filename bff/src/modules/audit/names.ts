import { type AuditNames, type AuditTargetKind, auditTargetKind } from '@camperdeel/rules/audit-sentences';
import type { Db } from '../../db/connection.ts';
import { pseudonymOf } from '../account/erasure.ts';

type Named = { id: string; doel: string | null; bij: string | number | null };
type Lookup = (db: Db, ids: string[]) => Promise<Named[]>;

/**
 * One query per kind of target, for the ids of one page (at most 200): the names as they are now, so a renamed camper
 * or an erased member reads as they are today and never as they were.
 */
const LOOKUPS: Record<AuditTargetKind, Lookup> = {
  gebruiker: (db, ids) =>
    db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.id', 'users.id')
      .select(['users.id as id', 'profiles.naam as doel'])
      .select((eb) => eb.val<string | null>(null).as('bij'))
      .where('users.id', 'in', ids)
      .execute(),
  camper: (db, ids) =>
    db
      .selectFrom('campers')
      .select(['id', 'naam as doel'])
      .select((eb) => eb.val<string | null>(null).as('bij'))
      .where('id', 'in', ids)
      .execute(),
  factuur: (db, ids) =>
    db
      .selectFrom('facturen')
      .leftJoin('profiles', 'profiles.id', 'facturen.user_id')
      .select(['facturen.id as id', 'facturen.factuur_nummer as doel', 'profiles.naam as bij'])
      .where('facturen.id', 'in', ids)
      .execute(),
  document: (db, ids) =>
    db
      .selectFrom('camper_documenten')
      .leftJoin('campers', 'campers.id', 'camper_documenten.camper_id')
      .select([
        'camper_documenten.id as id',
        'camper_documenten.document_naam as doel',
        'campers.naam as bij',
      ])
      .where('camper_documenten.id', 'in', ids)
      .execute(),
  aanmelding: (db, ids) =>
    db
      .selectFrom('aanmeldingen')
      .leftJoin('profiles', 'profiles.id', 'aanmeldingen.user_id')
      .leftJoin('campers', 'campers.id', 'aanmeldingen.camper_id')
      .select(['aanmeldingen.id as id', 'profiles.naam as doel', 'campers.naam as bij'])
      .where('aanmeldingen.id', 'in', ids)
      .execute(),
  reservering: (db, ids) =>
    db
      .selectFrom('reserveringen')
      .leftJoin('profiles', 'profiles.id', 'reserveringen.user_id')
      .leftJoin('campers', 'campers.id', 'reserveringen.camper_id')
      .select(['reserveringen.id as id', 'profiles.naam as doel', 'campers.naam as bij'])
      .where('reserveringen.id', 'in', ids)
      .execute(),
  blokkade: (db, ids) =>
    db
      .selectFrom('camper_blokkades')
      .leftJoin('campers', 'campers.id', 'camper_blokkades.camper_id')
      .select(['camper_blokkades.id as id', 'campers.naam as doel'])
      .select((eb) => eb.val<string | null>(null).as('bij'))
      .where('camper_blokkades.id', 'in', ids)
      .execute(),
  ronde: (db, ids) =>
    db
      .selectFrom('wensrondes')
      .leftJoin('campers', 'campers.id', 'wensrondes.camper_id')
      .select(['wensrondes.id as id', 'campers.naam as doel', 'wensrondes.jaar as bij'])
      .where('wensrondes.id', 'in', ids)
      .execute(),
  overdracht: (db, ids) =>
    db
      .selectFrom('overdrachten')
      .leftJoin('campers', 'campers.id', 'overdrachten.camper_id')
      .select(['overdrachten.id as id', 'campers.naam as doel'])
      .select((eb) => eb.val<string | null>(null).as('bij'))
      .where('overdrachten.id', 'in', ids)
      .execute(),
  token: (db, ids) =>
    db
      .selectFrom('api_tokens')
      .select(['id', 'naam as doel'])
      .select((eb) => eb.val<string | null>(null).as('bij'))
      .where('id', 'in', ids)
      .execute(),
  // A queued mail is named by nobody an admin could look up; its sentence needs no name.
  mail: async () => [],
};

export type AuditTarget = AuditNames & { soort: AuditTargetKind | null };

/** The target of each event (by `doel` id and kind): its kind and its names, null where it is gone. */
export async function targetNames(
  db: Db,
  events: ReadonlyArray<{ soort: string; doel: string | null }>,
): Promise<(event: { soort: string; doel: string | null }) => AuditTarget> {
  const wanted = new Map<AuditTargetKind, Set<string>>();
  for (const e of events) {
    const kind = auditTargetKind(e.soort);
    if (!kind || !e.doel) continue;
    wanted.set(kind, (wanted.get(kind) ?? new Set()).add(e.doel));
  }
  const found = new Map<string, Named>();
  for (const [kind, ids] of wanted) {
    for (const row of await LOOKUPS[kind](db, [...ids])) found.set(`${kind}:${row.id}`, row);
  }
  return ({ soort, doel }) => {
    const kind = auditTargetKind(soort);
    if (!kind || !doel) return { soort: kind, doel: null, bij: null };
    const row = found.get(`${kind}:${doel}`);
    // A member who is gone was erased: they read as their pseudonym, as everywhere in the log.
    if (!row) return { soort: kind, doel: kind === 'gebruiker' ? pseudonymOf(doel) : null, bij: null };
    return { soort: kind, doel: row.doel, bij: row.bij === null ? null : String(row.bij) };
  };
}
