import type { AanmeldingStatus } from '@camperdeel/rules/camper';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { camperMatches, personMatches } from '../../db/search.ts';
import { searchedTable } from '../../db/searched-table.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { assignOwnerIn } from '../campers/admin-owners.ts';
import { findOwnership } from '../campers/ownership.ts';
import { notifyApplicationRejected } from '../notifications/events.ts';
import type { NotifyContext } from '../notifications/service.ts';

/** One row of the admin applications table (docs/product/api.md#entities-spec-3: the get-aanmeldingen function's fields). */
export type AdminApplicationView = {
  id: string;
  user_id: string;
  camper_id: string;
  status: AanmeldingStatus;
  created_at: string;
  user_naam: string;
  user_email: string;
  user_telefoonnummer: string | null;
  user_foto: string | null;
  user_beschrijving: string | null;
  user_familieleden: number | null;
  user_huisdieren: string | null;
  user_allergieen: string | null;
  camper_naam: string;
  camper_foto: string | null;
  aantal_sloten: number;
  /** Derived from camper_eigenaars, never stored. */
  aantal_ingevuld: number;
};

function selectApplications(db: Db) {
  return db
    .selectFrom('aanmeldingen')
    .innerJoin('profiles', 'profiles.id', 'aanmeldingen.user_id')
    .innerJoin('campers', 'campers.id', 'aanmeldingen.camper_id')
    .select((eb) => [
      'aanmeldingen.id',
      'aanmeldingen.user_id',
      'aanmeldingen.camper_id',
      'aanmeldingen.status',
      'aanmeldingen.created_at',
      'profiles.naam as user_naam',
      'profiles.email as user_email',
      'profiles.telefoonnummer as user_telefoonnummer',
      'profiles.profielfoto_url as user_foto',
      'profiles.beschrijving as user_beschrijving',
      'profiles.aantal_familieleden as user_familieleden',
      'profiles.huisdieren as user_huisdieren',
      'profiles.allergieen_intolleranties as user_allergieen',
      'campers.naam as camper_naam',
      'campers.hoofdfoto_url as camper_foto',
      'campers.aantal_sloten_eigenaars as aantal_sloten',
      eb
        .selectFrom('camper_eigenaars')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('camper_eigenaars.camper_id', '=', 'aanmeldingen.camper_id')
        .as('aantal_ingevuld'),
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

function toView(row: ApplicationRow): AdminApplicationView {
  return { ...row, aantal_ingevuld: Number(row.aantal_ingevuld ?? 0) };
}

const applications = searchedTable({
  rows: selectApplications,
  table: (db) => db.selectFrom('aanmeldingen'),
  matches: (db, zoek) => [
    personMatches(db, sql.ref('aanmeldingen.user_id'), zoek),
    camperMatches(db, sql.ref('aanmeldingen.camper_id'), zoek),
  ],
  order: { key: sql`aanmeldingen.created_at`, id: sql`aanmeldingen.id`, direction: 'desc' },
  toView,
  notFound: 'not_found',
});

/** One page of the applications, newest first; `zoek` finds the applicant's or the camper's name. */
export const listAdminApplications = applications.list;
export const getAdminApplication = applications.get;

/**
 * Sets an application's status so that it always says who owns the camper (docs/product/README.md#departures-from-the-spec-architecture-9: assigning an owner sets
 * their application to toegewezen). `toegewezen` assigns the applicant as owner, with every rule of the assignment
 * (409 `camper_full`, `already_owner`); an application whose applicant owns this camper cannot be moved away from
 * toegewezen (409: remove the owner first). `afgewezen` tells the applicant, once.
 */
export async function setApplicationStatus(
  db: Db,
  id: string,
  status: AanmeldingStatus,
  context: { now: Date; notify: NotifyContext },
): Promise<AdminApplicationView> {
  const { notify } = context;
  await immediateTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('aanmeldingen')
      .select(['status', 'user_id', 'camper_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw apiFailure('not_found');
    const owns = await findOwnership(trx, before.camper_id, before.user_id);
    if (owns && status !== 'toegewezen') {
      throw apiFailure('already_owner', {
        message:
          'Deze aanvrager is eigenaar van de camper. Verwijder eerst de eigenaar om de aanmelding te wijzigen.',
      });
    }
    // Assigning sets this application (and only it) to toegewezen, and turns the others down when the camper fills.
    if (status === 'toegewezen' && !owns) {
      await assignOwnerIn(trx, before.camper_id, before.user_id, context.now, notify);
    }
    await trx.updateTable('aanmeldingen').set({ status }).where('id', '=', id).execute();
    // Told once, when the application becomes afgewezen (saving the same status again tells nobody).
    if (status === 'afgewezen' && before.status !== 'afgewezen') {
      await notifyApplicationRejected(trx, notify, {
        userIds: [before.user_id],
        camperId: before.camper_id,
        reden: 'afgewezen',
      });
    }
  });
  return getAdminApplication(db, id);
}

export async function deleteAdminApplication(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('aanmeldingen').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw apiFailure('not_found');
}
