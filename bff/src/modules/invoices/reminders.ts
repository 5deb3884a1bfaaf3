import { todayInAmsterdam } from '@camperdeel/rules/dates';
import { formatDateLong } from '@camperdeel/rules/format';
import { immediateTransaction } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { notifyContextOf, notifyUsers } from '../notifications/service.ts';

/** Enough for any club in one pass; a larger backlog is worked off over the next passes. */
const BATCH = 200;

/**
 * Tells each owner once about every unpaid invoice of theirs whose due date has passed (Amsterdam day), uploaded or
 * generated, that asks a payment (docs/product/club-office.md#reminders). The mark and the notification commit together, and the mark is
 * set only where none was, so two instances never remind twice.
 */
export async function remindOverdueInvoices(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'appOrigin'>,
): Promise<number> {
  const now = deps.now();
  const today = todayInAmsterdam(now);
  const notify = notifyContextOf(deps);
  return immediateTransaction(deps.db, async (trx) => {
    const overdue = await trx
      .selectFrom('facturen')
      .select(['id', 'user_id', 'factuur_nummer', 'factuur_naam', 'vervaldatum'])
      .where('betaald', '=', 0)
      .where('herinnerd_at', 'is', null)
      .where('vervaldatum', 'is not', null)
      .where('vervaldatum', '<', today)
      // A credit note (negative) or a zero invoice asks nothing of the owner.
      .where((eb) => eb.or([eb('bedrag_cent', 'is', null), eb('bedrag_cent', '>', 0)]))
      .orderBy('vervaldatum')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let reminded = 0;
    for (const factuur of overdue) {
      const marked = await trx
        .updateTable('facturen')
        .set({ herinnerd_at: now.toISOString() })
        .where('id', '=', factuur.id)
        .where('herinnerd_at', 'is', null)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) continue;
      await notifyUsers(trx, notify, [factuur.user_id], {
        soort: 'factuur_herinnering',
        titel: 'Factuur nog niet betaald',
        tekst: `Factuur ${factuur.factuur_nummer} (${factuur.factuur_naam}) moest uiterlijk ${formatDateLong(factuur.vervaldatum ?? today)} betaald zijn en staat nog open.`,
        link: '/mijn-camper',
      });
      reminded += 1;
    }
    return reminded;
  });
}
