import type { Db } from '../db/connection.ts';
import type { AuthUser } from '../http/env.ts';

/**
 * What an AuthUser is read from, joined from `users`: its profile, its admin role, its camper. The session lookup
 * (session-user.ts) selects the same columns through the same joins, starting from the session row.
 */
export const AUTH_USER_COLUMNS = [
  'users.id',
  'users.email',
  'profiles.naam',
  'profiles.status',
  'user_roles.role',
  'camper_eigenaars.camper_id',
] as const;

/** Every API-token request loads its user. */
const findAuthUser = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'users.id')
    .select(AUTH_USER_COLUMNS)
    .where('users.id', '=', userId)
    .execute();

/** The columns an AuthUser is made of (also read by session-user.ts together with the session). */
export type AuthUserRow = {
  id: string;
  email: string;
  naam: string;
  status: AuthUser['status'];
  role: string | null;
  camper_id: string | null;
};

export function toAuthUser(row: AuthUserRow, via: AuthUser['via']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    naam: row.naam,
    status: row.status,
    isAdmin: row.role === 'admin',
    camperId: row.camper_id,
    via,
  };
}

/** The request's user with the facts every guard needs (admin role, assigned camper) in one query. */
export async function loadAuthUser(db: Db, userId: string, via: AuthUser['via']): Promise<AuthUser | null> {
  const [row] = await findAuthUser(db, userId);
  return row ? toAuthUser(row, via) : null;
}
