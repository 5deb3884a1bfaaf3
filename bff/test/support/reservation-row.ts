import type { Insertable } from 'kysely';
import type { ReserveringenTable } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';
import { insertWithId } from './stored-row.ts';

type Stay = Omit<Insertable<ReserveringenTable>, 'id' | 'seizoen_type' | 'created_at'> &
  Partial<Pick<Insertable<ReserveringenTable>, 'seizoen_type'>>;

/**
 * A reservation stored straight in the table, past the route and its checks: low season unless told, no credits
 * spent and no days claimed (`claimDay` claims one). For a target to act on, or a trip the route would now refuse.
 */
export function insertReservation(t: TestServer, stay: Stay): Promise<string> {
  return insertWithId(t, 'reserveringen', { seizoen_type: 'laagseizoen', ...stay });
}

/** Claims one day of a camper for a reservation, as the booking does for every day it covers. */
export async function claimDay(
  t: TestServer,
  camperId: string,
  day: string,
  reservationId: string,
): Promise<void> {
  await t.db
    .insertInto('reservering_dagen')
    .values({ camper_id: camperId, dag: day, reservering_id: reservationId })
    .execute();
}
