import type { Db } from '../../db/connection.ts';
import { apiFailure } from '../../http/api-error.ts';

/** 404 `user_not_found` unless the user exists (every account has its profile row, created and deleted with it). */
export async function requireUser(db: Db, id: string): Promise<void> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw apiFailure('user_not_found');
}
