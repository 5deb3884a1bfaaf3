import { prepared } from '../cache/prepared.ts';
import type { Db } from '../db/connection.ts';
import type { AuthUser } from '../http/env.ts';
import { toAuthUser } from './current-user.ts';
import { hashSecret } from './secrets.ts';
import { applySessionUse, type ValidSession } from './sessions.ts';

/**
 * Every signed-in browser request reads its session and its user: one prepared statement for both (left joins, so a
 * session whose user is gone is still found and handled exactly as validateSessionToken + loadAuthUser did).
 */
const findSessionUser = prepared((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('user_roles', (join) =>
      join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 'admin'),
    )
    .leftJoin('camper_eigenaars', 'camper_eigenaars.user_id', 'users.id')
    .select([
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.last_used_at',
      'users.id',
      'users.email',
      'profiles.id as profile_id',
      'profiles.naam',
      'profiles.status',
      'user_roles.role',
      'camper_eigenaars.camper_id',
    ])
    .where('sessions.id', '=', id),
);

export type SessionUser = { session: ValidSession; user: AuthUser | null };

/**
 * The session behind a cookie token with its user: null when the session is unknown or expired (then removed);
 * `user` null when the session's account no longer exists. Same writes as validateSessionToken (last use, renewal).
 */
export async function validateSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const id = hashSecret(token);
  const [row] = await findSessionUser(db, id);
  if (!row) return null;
  const session = await applySessionUse(db, id, row, now);
  if (!session) return null;
  const { id: userId, email, naam, status, profile_id } = row;
  const user =
    userId !== null && email !== null && naam !== null && status !== null && profile_id !== null
      ? toAuthUser({ id: userId, email, naam, status, role: row.role, camper_id: row.camper_id }, 'session')
      : null;
  return { session, user };
}
