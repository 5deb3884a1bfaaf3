import { randomUUID } from 'node:crypto';
import type { CreditAmounts } from '@camperdeel/rules/credits';
import { type CreatedUser, createUser, type NewUserInput } from '../../src/auth/users.ts';
import type { Db } from '../../src/db/connection.ts';
import { setCredits } from '../../src/modules/credits/service.ts';

/**
 * A co-owner of a camper with a year's credits, through the product's own services (so it lands the same on either
 * engine), for data that tests and the bench build in bulk. `standaard` defaults to the year's grant.
 */
export async function seedOwner(
  db: Db,
  input: {
    camperId: string;
    user: Omit<NewUserInput, 'status' | 'now'>;
    year: number;
    grant: CreditAmounts;
    standaard?: CreditAmounts;
    now: Date;
  },
): Promise<CreatedUser> {
  const user = await createUser(db, { ...input.user, status: 'eigenaar', now: input.now });
  await db
    .insertInto('camper_eigenaars')
    .values({ id: randomUUID(), camper_id: input.camperId, user_id: user.id })
    .execute();
  await setCredits(db, {
    userId: user.id,
    jaar: input.year,
    ...input.grant,
    standaard: input.standaard ?? input.grant,
    actorId: null,
    now: input.now,
  });
  return user;
}
