import type { PageQuery } from '@camperdeel/rules/schemas/paging';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Page, readPage } from '../../db/page.ts';
import { personMatches, searchFilter } from '../../db/search.ts';
import { PROFILE_VIEW_COLUMNS, type ProfileView } from '../profile/view.ts';
import { requireCamper } from './view.ts';

/** A row of the owner-assignment dialog (docs/product/api.md#entities-spec-3 'User-for-camper list item'), plus the camper the user owns. */
export type CamperUserView = ProfileView & {
  /** Owner of this camper. */
  is_eigenaar: boolean;
  /** Applied for this camper. */
  heeft_aanmelding: boolean;
  /** The camper this user already owns (this one or another), or null: only users with null can be assigned. */
  eigen_camper_id: string | null;
  /** That camper's name, so the dialog can say why the user cannot be chosen. */
  eigen_camper_naam: string | null;
};

/**
 * Users for the owner-assignment dialog of one camper, one page at a time: applicants for this camper first, then by
 * name. `zoek` finds a name, e-mail or phone number whatever its case and accents.
 */
export async function listUsersForCamper(
  db: Db,
  camperId: string,
  page: PageQuery,
): Promise<Page<CamperUserView>> {
  await requireCamper(db, camperId);
  // An admin account cannot be assigned (422 `admin_not_owner`), so the dialog does not offer one.
  const found = (id: Parameters<typeof personMatches>[1]) => {
    const matching = searchFilter(page.zoek, (zoek) => [personMatches(db, id, zoek)]);
    return sql<boolean>`${matching} AND ${id} NOT IN (SELECT user_id FROM user_roles WHERE role = 'admin')`;
  };
  const query = db
    .selectFrom('profiles')
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'profiles.id')
    .leftJoin('campers', 'campers.id', 'camper_eigenaars.camper_id')
    .leftJoin('aanmeldingen', (join) =>
      join.onRef('aanmeldingen.user_id', '=', 'profiles.id').on('aanmeldingen.camper_id', '=', camperId),
    )
    .select([
      ...PROFILE_VIEW_COLUMNS,
      'camper_eigenaars.camper_id as eigen_camper_id',
      'campers.naam as eigen_camper_naam',
      'aanmeldingen.id as aanmelding_id',
    ])
    .where(({ ref }) => found(ref('profiles.id')));
  const sort = {
    keys: [
      sql<number>`CASE WHEN aanmeldingen.id IS NULL THEN 1 ELSE 0 END`,
      sql<string>`lower(profiles.naam)`,
      sql<string>`profiles.id`,
    ],
    direction: 'asc' as const,
  };
  const counted = db.selectFrom('profiles').where(({ ref }) => found(ref('profiles.id')));
  const result = await readPage(query, sort, page, { countQuery: counted });
  return {
    ...result,
    rows: result.rows.map(({ aanmelding_id, ...row }) => ({
      ...row,
      is_eigenaar: row.eigen_camper_id === camperId,
      heeft_aanmelding: aanmelding_id !== null,
    })),
  };
}
