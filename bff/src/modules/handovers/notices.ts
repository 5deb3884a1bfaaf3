import { afterTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { notifyDamageReport, notifyDamageResolved } from '../notifications/events.ts';
import { notifyContextOf } from '../notifications/service.ts';

/**
 * The damage moments co-owners must hear about, each in one function the routes call after their write has
 * committed. Each becomes a notification (in the app, and mailed unless turned off); a notice that cannot be
 * written never undoes the handover: it is logged instead.
 */

type EventDeps = Pick<Deps, 'config' | 'now' | 'appOrigin' | 'db'>;

const FAILURE_LOG = { msg: 'notification_failed', soort: 'schademelding' };

/** A handover reported damage: the camper's other co-owners and the admins are told. */
export async function damageReported(
  deps: EventDeps,
  event: { camperId: string; reporterId: string; schade: string },
): Promise<void> {
  await afterTheChange(deps.db, FAILURE_LOG, (trx) => notifyDamageReport(trx, notifyContextOf(deps), event));
}

/** An admin marked a reported damage as resolved: the camper's co-owners are told. */
export async function damageResolved(
  deps: EventDeps,
  event: { camperId: string; schade: string; notitie: string | null },
): Promise<void> {
  await afterTheChange(deps.db, FAILURE_LOG, (trx) =>
    notifyDamageResolved(trx, notifyContextOf(deps), event),
  );
}
