import { afterTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { notifyMaintenanceBlock } from '../notifications/events.ts';
import { notifyContextOf } from '../notifications/service.ts';
import type { BlockJson } from './service.ts';

/**
 * A block was created: every owner whose reservation it covers is told their trip is at risk (in the app, and mailed
 * unless turned off). Called after the block has committed; a notice that cannot be written is logged and never
 * undoes the block.
 */
export async function blockOverReservations(
  deps: Pick<Deps, 'config' | 'now' | 'appOrigin' | 'db'>,
  blokkade: BlockJson,
): Promise<void> {
  await afterTheChange(deps.db, { msg: 'notification_failed', soort: 'onderhoud_blokkade' }, (trx) =>
    notifyMaintenanceBlock(trx, notifyContextOf(deps), {
      camperId: blokkade.camper_id,
      start_datum: blokkade.start_datum,
      eind_datum: blokkade.eind_datum,
      reden: blokkade.reden,
    }),
  );
}
