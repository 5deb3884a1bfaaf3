import type { ProfileUpdateInput } from '@camperdeel/rules/schemas/profile';
import type { Db } from '../../db/connection.ts';
import type { Profile } from '../../db/schema.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { PROFILE_VIEW_COLUMNS, type ProfileView } from './view.ts';

/** The profile as the API speaks it (docs/product/api.md#entities-spec-3 profiles). */
export type ProfileJson = ProfileView & Pick<Profile, 'status'>;

/** What an admin sees of a person, and the account's status. */
const PROFILE_COLUMNS = [...PROFILE_VIEW_COLUMNS, 'profiles.status'] as const;

export async function getProfile(db: Db, userId: string): Promise<ProfileJson> {
  const row = await db
    .selectFrom('profiles')
    .select(PROFILE_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw apiFailure('user_not_found');
  return row;
}

/** Updates the fields that were sent (e-mail and status are not among them) and returns the profile. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: ProfileUpdateInput,
  now: Date,
): Promise<ProfileJson> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await db
    .updateTable('profiles')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  return getProfile(db, userId);
}

/**
 * Points the profile at a new photo and returns the previous URL so the caller can remove its file. Read and write
 * share one immediate transaction, so two uploads at once each get back a different previous photo.
 */
export function replaceProfilePhoto(
  db: Db,
  userId: string,
  url: string,
  now: Date,
): Promise<{ profile: ProfileJson; previousUrl: string | null }> {
  return immediateTransaction(db, async (trx) => {
    const before = await getProfile(trx, userId);
    await trx
      .updateTable('profiles')
      .set({ profielfoto_url: url, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
    return { profile: { ...before, profielfoto_url: url }, previousUrl: before.profielfoto_url };
  });
}
