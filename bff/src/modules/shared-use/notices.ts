import { immediateTransaction } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import type { BlockJson } from '../blocks/service.ts';
import { notifyDamageReport, notifyDamageResolved, notifyMaintenanceBlock } from '../notifications/events.ts';
import { notifyContextOf } from '../notifications/service.ts';

/**
 * The moments co-owners must hear about, each in ONE function the routes call after their write has committed:
 * a maintenance block over someone's reservation, a damage report on a handover, and that damage resolved. Each becomes a notification
 * (in the app, and mailed unless turned off) through the notification service. A notification that cannot be
 * written never undoes the block or the handover: it is logged instead.
 */

type EventDeps = Pick<Deps, 'config' | 'now' | 'appOrigin' | 'db'>;

/** A block was created: every owner whose reservation it covers is told their trip is at risk. */
export async function blockOverReservations(deps: EventDeps, blokkade: BlockJson): Promise<void> {
  await notifySafely('onderhoud_blokkade', () =>
    immediateTransaction(deps.db, (trx) =>
      notifyMaintenanceBlock(trx, notifyContextOf(deps), {
        camperId: blokkade.camper_id,
        start_datum: blokkade.start_datum,
        eind_datum: blokkade.eind_datum,
        reden: blokkade.reden,
      }),
    ),
  );
}

/** A handover reported damage: the camper's other co-owners and the admins are told. */
export async function damageReported(
  deps: EventDeps,
  event: { camperId: string; reporterId: string; schade: string },
): Promise<void> {
  await notifySafely('schademelding', () =>
    immediateTransaction(deps.db, (trx) => notifyDamageReport(trx, notifyContextOf(deps), event)),
  );
}

/** An admin marked a reported damage as resolved: the camper's co-owners are told. */
export async function damageResolved(
  deps: EventDeps,
  event: { camperId: string; schade: string; notitie: string | null },
): Promise<void> {
  await notifySafely('schademelding', () =>
    immediateTransaction(deps.db, (trx) => notifyDamageResolved(trx, notifyContextOf(deps), event)),
  );
}

async function notifySafely(soort: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'notification_failed', soort, error: String(error) }),
    );
  }
}
