import type { AdminUpdateUserInput } from '@camperdeel/rules/schemas/admin-users';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { personMatches } from '../../db/search.ts';
import { searchedTable } from '../../db/searched-table.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { type ErasedPerson, eraseTraces, readErasedPerson } from '../account/erasure.ts';
import { findOwnedCamper } from '../campers/ownership.ts';
import { getProfile } from '../profile/service.ts';
import { PROFILE_VIEW_COLUMNS, type ProfileView } from '../profile/view.ts';

/** One row of the admin users tab, with every profile field the edit dialog fills. */
export type AdminUserView = ProfileView & {
  status: 'prospect' | 'eigenaar';
  is_admin: boolean;
  aanmeldingen_count: number;
  /** The camper this user co-owns, or null. */
  camper_id: string | null;
  created_at: string;
};

function selectAdminUsers(db: Db) {
  return db
    .selectFrom('profiles')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'profiles.id').on('user_roles.role', '=', 'admin'),
    )
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'profiles.id')
    .select((eb) => [
      ...PROFILE_VIEW_COLUMNS,
      'profiles.status',
      'profiles.created_at',
      'user_roles.role',
      'camper_eigenaars.camper_id',
      eb
        .selectFrom('aanmeldingen')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('aanmeldingen.user_id', '=', 'profiles.id')
        .as('aanmeldingen_count'),
    ]);
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['executeTakeFirstOrThrow']>>;

function toView({ role, aanmeldingen_count, ...row }: AdminUserRow): AdminUserView {
  return { ...row, is_admin: role === 'admin', aanmeldingen_count: Number(aanmeldingen_count ?? 0) };
}

const users = searchedTable({
  rows: selectAdminUsers,
  table: (db) => db.selectFrom('profiles'),
  matches: (db, zoek) => [personMatches(db, sql.ref('profiles.id'), zoek)],
  order: { key: sql`lower(profiles.naam)`, id: sql`profiles.id`, direction: 'asc' },
  toView,
  notFound: 'user_not_found',
});

/**
 * One page of the users ordered by name (case-insensitive), then id for a stable order; `zoek` finds a name, e-mail or
 * phone number whatever its case and accents.
 */
export const listAdminUsers = users.list;
export const getAdminUser = users.get;

/** Fields absent from the request stay as they are; naam is always sent (required by the schema). */
export async function updateAdminUser(
  db: Db,
  id: string,
  input: AdminUpdateUserInput,
  now: Date,
): Promise<AdminUserView> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const result = await db
    .updateTable('profiles')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw apiFailure('user_not_found');
  return getAdminUser(db, id);
}

/** True when `userId` holds the admin role and nobody else does: that account cannot leave (409 `last_admin`). */
export async function isLastAdmin(db: Db, userId: string): Promise<boolean> {
  const admins = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role', '=', 'admin')
    .limit(2)
    .execute();
  return admins.length === 1 && admins[0]?.user_id === userId;
}

/**
 * What a deleted user leaves on disk: the caller removes these files once the rows are gone, and their outbox mails
 * (eraseFilesOf).
 */
export type DeletedUserFiles = { profielfotoUrl: string | null; factuurKeys: string[]; person: ErasedPerson };

/**
 * Deletes the account in one transaction. Profile, roles, sessions, tokens, credits, ledger, ownership, applications,
 * reservations (and their days) and invoices go with it through ON DELETE CASCADE; documents they uploaded and their
 * handovers stay (the camper's record; uploaded_by and user_id become null); mails, other members' notifications
 * and the audit log lose their name and e-mail (erasure.ts). An admin cannot delete their own account.
 */
export async function deleteAdminUser(db: Db, id: string, actorId: string): Promise<DeletedUserFiles> {
  if (id === actorId) throw apiFailure('cannot_delete_self');
  return immediateTransaction(db, async (trx) => {
    const { profielfoto_url: profielfotoUrl } = await getProfile(trx, id);
    // A co-owner leaves through the owner removal, which gives their future reservations back exactly; deleting the
    // account would drop their reservations, ledger and slot without it (as DELETE /api/me refuses for the same).
    if (await findOwnedCamper(trx, id)) {
      throw apiFailure('is_owner', {
        message:
          'Deze gebruiker is nog eigenaar van een camper. Haal hem eerst van de camper; daarna kun je hem verwijderen.',
      });
    }
    const invoices = await trx
      .selectFrom('facturen')
      .select('storage_key')
      .where('user_id', '=', id)
      .execute();
    const person = await readErasedPerson(trx, id);
    if (!person) throw apiFailure('user_not_found');
    await eraseTraces(trx, person);
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    return {
      profielfotoUrl,
      factuurKeys: invoices.map((i) => i.storage_key),
      person,
    };
  });
}
