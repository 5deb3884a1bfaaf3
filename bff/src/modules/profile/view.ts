import type { ProfilesTable } from '../../db/schema.ts';

/** The profile fields an admin sees of a user, in every admin list that shows people. */
export type ProfileView = Pick<
  ProfilesTable,
  | 'id'
  | 'naam'
  | 'email'
  | 'telefoonnummer'
  | 'beschrijving'
  | 'huisdieren'
  | 'allergieen_intolleranties'
  | 'aantal_familieleden'
  | 'profielfoto_url'
>;

/** The columns that fill a ProfileView, for a query on `profiles`. */
export const PROFILE_VIEW_COLUMNS = [
  'profiles.id',
  'profiles.naam',
  'profiles.email',
  'profiles.telefoonnummer',
  'profiles.beschrijving',
  'profiles.huisdieren',
  'profiles.allergieen_intolleranties',
  'profiles.aantal_familieleden',
  'profiles.profielfoto_url',
] as const;
