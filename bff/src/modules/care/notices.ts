import type { CareItem } from '@camperdeel/rules/care';
import { dueItems } from '@camperdeel/rules/care';
import { formatDateLong } from '@camperdeel/rules/format';
import { afterTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { adminIds, notifyContextOf, notifyUsers, ownerIds } from '../notifications/service.ts';
import { type CareJson, careOf } from './state.ts';

type CareDeps = Pick<Deps, 'db' | 'config' | 'now' | 'appOrigin'>;

const LABELS: Record<CareItem, string> = {
  apk: 'De APK',
  verzekering: 'De verzekering',
  onderhoud: 'De onderhoudsbeurt',
};

function itemText(naam: string, onderdeel: CareItem, care: CareJson): string {
  const verlopen =
    (onderdeel === 'apk' && care.apk_status === 'verlopen') ||
    (onderdeel === 'verzekering' && care.verzekering_status === 'verlopen') ||
    (onderdeel === 'onderhoud' && care.volgende?.status === 'verlopen');
  const when = verlopen ? 'is verlopen' : 'is binnenkort nodig';
  if (onderdeel === 'onderhoud' && care.volgende) {
    const parts = [
      care.volgende.datum ? `uiterlijk ${formatDateLong(care.volgende.datum)}` : null,
      care.volgende.km_stand !== null ? `of bij ${care.volgende.km_stand} km` : null,
    ].filter((p) => p !== null);
    return `${LABELS.onderhoud} van ${naam} ${when} (${parts.join(' ')}).`;
  }
  const date = onderdeel === 'apk' ? care.apk_vervaldatum : care.verzekering_vervaldatum;
  return `${LABELS[onderdeel]} van ${naam} ${verlopen ? 'is verlopen' : 'verloopt'} op ${formatDateLong(date ?? '')}.`;
}

/**
 * Tells admins and the camper's owners about each due item not told before. The told row is claimed first: of two
 * racing callers only the one whose insert lands tells, in the same transaction.
 */
export async function tellDueCare(deps: CareDeps, camperId: string): Promise<void> {
  await afterTheChange(deps.db, { msg: 'notification_failed', soort: 'onderhoud_nodig' }, async (trx) => {
    const now = deps.now();
    const care = await careOf(trx, camperId, now);
    const items = dueItems(care, care);
    if (items.length === 0) return;
    const camper = await trx
      .selectFrom('campers')
      .select('naam')
      .where('id', '=', camperId)
      .executeTakeFirst();
    if (!camper) return;
    for (const item of items) {
      const claimed = await trx
        .insertInto('onderhoud_meldingen')
        .values({ camper_id: camperId, ...item, created_at: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      const notice = {
        soort: 'onderhoud_nodig',
        titel: `Onderhoud ${camper.naam}`,
        tekst: itemText(camper.naam, item.onderdeel, care),
      } as const;
      // Admins follow it up on their care list; owners read it on their camper's page.
      const admins = await adminIds(trx);
      const owners = (await ownerIds(trx, camperId)).filter((id) => !admins.includes(id));
      await notifyUsers(trx, notifyContextOf(deps), admins, {
        ...notice,
        link: '/admin/dashboard/onderhoud',
      });
      await notifyUsers(trx, notifyContextOf(deps), owners, { ...notice, link: '/mijn-camper' });
    }
  });
}

/** The repeating job: every camper with a plan is checked. */
export async function tellAllDueCare(deps: CareDeps): Promise<void> {
  const rows = await deps.db.selectFrom('onderhoudsplannen').select('camper_id').execute();
  for (const row of rows) await tellDueCare(deps, row.camper_id);
}
