import { perVersion } from '../cache/per-version.ts';
import type { Db } from '../db/connection.ts';
import type { AuthUser } from '../http/env.ts';

/** The `user` object of /api/auth/me, login and register. */
export type MeView = {
  id: string;
  email: string;
  naam: string;
  status: 'prospect' | 'eigenaar';
  is_admin: boolean;
  /** The same fact in the words of the admin login's `rol` (spec: user_roles.role 'admin'). */
  rol: 'admin' | null;
  profielfoto_url: string | null;
  camper_id: string | null;
  /** Whether the mailbox was proven (confirmation link, completed reset or a provider-verified SSO sign-in). */
  email_bevestigd: boolean;
};

/**
 * What /api/auth/me adds to the session's user, read on every page's session check: remembered per
 * database version (per-version.ts), so a new photo or a confirmed mailbox shows on the
 * next read.
 */
const profileExtras = perVersion((db: Db, userId: string) =>
  db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.id')
    .select(['profiles.profielfoto_url', 'users.email_confirmed_at'])
    .where('profiles.id', '=', userId)
    .execute(),
);

/** `version`: the request's read version, when it has one (per-version.ts). */
export async function meView(db: Db, user: AuthUser, version?: string): Promise<MeView> {
  return viewOf(user, (await profileExtras.at(db, version, user.id))[0]);
}

type ProfileExtras = { profielfoto_url: string | null; email_confirmed_at: string | null };

function viewOf(user: AuthUser, profile: ProfileExtras | undefined): MeView {
  return {
    id: user.id,
    email: user.email,
    naam: user.naam,
    status: user.status,
    is_admin: user.isAdmin,
    rol: user.isAdmin ? 'admin' : null,
    profielfoto_url: profile?.profielfoto_url ?? null,
    camper_id: user.camperId,
    email_bevestigd: (profile?.email_confirmed_at ?? null) !== null,
  };
}
