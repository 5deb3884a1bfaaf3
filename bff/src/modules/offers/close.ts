import type { Db } from '../../db/connection.ts';

/** A reservation that goes (deleted, or its days given up) ends its open swap offers, in the caller's transaction. */
export async function closeOffersOf(trx: Db, reservationId: string): Promise<void> {
  await trx
    .updateTable('ruil_aanbiedingen')
    .set({ status: 'vervallen' })
    .where('reservering_id', '=', reservationId)
    .where('status', '=', 'open')
    .execute();
}
