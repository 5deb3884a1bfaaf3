import type { Db } from '../../db/connection.ts';

/** The row that makes `userId` an owner of `camperId`, if it is one. */
export function findOwnership(db: Db, camperId: string, userId: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('camper_eigenaars')
    .select('id')
    .where('camper_id', '=', camperId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The camper `userId` owns, if any: a user owns at most one. */
export function findOwnedCamper(db: Db, userId: string): Promise<{ camper_id: string } | undefined> {
  return db
    .selectFrom('camper_eigenaars')
    .select('camper_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
