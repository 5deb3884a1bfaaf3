import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
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
 * Users for the owner-assignment dialog of one camper: applicants for this camper first, then by name. `q` matches
 * name or e-mail (case-insensitive).
 */
export async function listUsersForCamper(
  db: Db,
  camperId: string,
  q: string | undefined,
): Promise<CamperUserView[]> {
  await requireCamper(db, camperId);
  let query = db
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
    ]);
  const term = q?.trim();
  if (term) {
    query = query.where(
      sql<boolean>`(instr(lower(profiles.naam), lower(${term})) > 0
        OR instr(lower(profiles.email), lower(${term})) > 0)`,
    );
  }
  const rows = await query
    .orderBy(sql`aanmeldingen.id IS NULL`)
    .orderBy(sql`lower(profiles.naam)`)
    .orderBy('profiles.id')
    .execute();
  return rows.map(({ aanmelding_id, ...row }) => ({
    ...row,
    is_eigenaar: row.eigen_camper_id === camperId,
    heeft_aanmelding: aanmelding_id !== null,
  }));
}
