import { addDays, compareIsoDates, type IsoDate, todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { formatDateLong, formatDateRange } from '@camperdeel/rules/format';
import { bookingHorizon } from '@camperdeel/rules/horizon';
import { isHighSeason } from '@camperdeel/rules/seasons';
import { releasedWatchDays } from '@camperdeel/rules/swaps';
import type { Db } from '../../db/connection.ts';
import { besideTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { notifyContextOf, notifyUsers } from '../notifications/service.ts';
import { calendarAround, openRoundYears } from './calendar-now.ts';

type Period = { start_datum: IsoDate; eind_datum: IsoDate };

/** The high season of one year as periods (packages/rules seasons): its days come free when a round is allocated. */
export function highSeasonPeriods(jaar: number): Period[] {
  return [
    { start_datum: `${jaar}-01-01`, eind_datum: `${jaar}-01-07` },
    { start_datum: `${jaar}-05-15`, eind_datum: `${jaar}-09-15` },
    { start_datum: `${jaar}-12-17`, eind_datum: `${jaar}-12-31` },
  ];
}

/**
 * Days of `released` came free on a camper (a reservation deleted, a block lifted, a round allocated): every watcher
 * whose period now holds a bookable day of them is told once, and their watch is marked told in the same
 * transaction. The mark is set only where it was still empty, and writers take turns, so two releases never tell a
 * watcher twice. The telling runs under a savepoint, so a failing notice never undoes the release; the watches are
 * read before it, so a release nobody watches takes no savepoint.
 */
export async function tellWatchers(
  trx: Db,
  deps: Pick<Deps, 'config' | 'now' | 'appOrigin'>,
  input: { camperId: string; released: readonly Period[] },
): Promise<void> {
  const { from, to } = bookingHorizon(todayInAmsterdam(deps.now()));
  const watched: Array<{ released: Period; watches: Watch[] }> = [];
  for (const released of input.released) {
    // A watch lies inside the horizon; a day stored from before it (9999-12-31) frees nothing to tell.
    const start_datum = compareIsoDates(released.start_datum, from) < 0 ? from : released.start_datum;
    const eind_datum = compareIsoDates(released.eind_datum, to) > 0 ? to : released.eind_datum;
    if (compareIsoDates(start_datum, eind_datum) > 0) continue;
    const clipped = { start_datum, eind_datum };
    const watches = await untoldWatches(trx, input.camperId, clipped);
    if (watches.length > 0) watched.push({ released: clipped, watches });
  }
  if (watched.length === 0) return;
  await besideTheChange(trx, 'watch notice failed', async (inside) => {
    for (const { released, watches } of watched)
      await tellFor(inside, deps, input.camperId, released, watches);
  });
}

type Watch = { id: string; user_id: string; start_datum: IsoDate; eind_datum: IsoDate };

/** The watches of a camper not told yet whose period touches `released` (or the day before or after it). */
function untoldWatches(trx: Db, camperId: string, released: Period): Promise<Watch[]> {
  return trx
    .selectFrom('wachtlijst')
    .select(['id', 'user_id', 'start_datum', 'eind_datum'])
    .where('camper_id', '=', camperId)
    .where('verteld_op', 'is', null)
    .where('start_datum', '<=', addDays(released.eind_datum, 1))
    .where('eind_datum', '>=', addDays(released.start_datum, -1))
    .orderBy('created_at')
    .execute();
}

async function tellFor(
  trx: Db,
  deps: Pick<Deps, 'config' | 'now' | 'appOrigin'>,
  camperId: string,
  released: Period,
  watches: readonly Watch[],
) {
  const now = deps.now();
  const ctx = await calendarAround(trx, camperId, released.start_datum, released.eind_datum, now);
  const roundYears = await openRoundYears(trx, camperId);
  const ctxNotify = notifyContextOf(deps);
  for (const watch of watches) {
    const days = releasedWatchDays(watch, released, ctx).filter(
      (d) => !(isHighSeason(d) && roundYears.includes(yearOf(d))),
    );
    const first = days[0];
    if (first === undefined) continue;
    const marked = await trx
      .updateTable('wachtlijst')
      .set({ verteld_op: now.toISOString() })
      .where('id', '=', watch.id)
      .where('verteld_op', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) continue;
    await notifyUsers(trx, ctxNotify, [watch.user_id], {
      soort: 'dagen_vrij',
      titel: 'Dagen vrijgekomen',
      tekst: `Er zijn dagen vrijgekomen in de periode ${formatDateRange(watch.start_datum, watch.eind_datum)} die je volgt (vanaf ${formatDateLong(first)}). Reserveer ze in de kalender.`,
      link: `/mijn-camper/kalender?maand=${first.slice(0, 7)}`,
    });
  }
}
