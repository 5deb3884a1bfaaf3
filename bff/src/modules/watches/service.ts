import { randomUUID } from 'node:crypto';
import { todayInAmsterdam } from '@camperdeel/rules/dates';
import type { WatchCreateInput, WatchJson } from '@camperdeel/rules/schemas/swaps';
import { checkWatchPeriod, hasTakenDay, WATCH_MESSAGES } from '@camperdeel/rules/swaps';
import type { Db } from '../../db/connection.ts';
import { immediateTransaction } from '../../db/transaction.ts';
import { apiFailure } from '../../http/api-error.ts';
import { calendarAround } from './calendar-now.ts';

const WATCH_COLUMNS = ['id', 'camper_id', 'start_datum', 'eind_datum', 'verteld_op', 'created_at'] as const;

/** How many watches one owner keeps at once: enough for every summer week, and a bound on what a release reads. */
export const MAX_WATCHES = 20;

/** The owner's watches on their camper, earliest period first. */
export async function listWatches(db: Db, input: { camperId: string; userId: string }): Promise<WatchJson[]> {
  return db
    .selectFrom('wachtlijst')
    .select(WATCH_COLUMNS)
    .where('camper_id', '=', input.camperId)
    .where('user_id', '=', input.userId)
    .orderBy('start_datum')
    .orderBy('id')
    .execute();
}

/**
 * Adds a watch on a period of the owner's camper: a real period from today on, inside the horizon and at most
 * WATCH_MAX_DAYS long, of which at least one day is taken now (422 watch_period_free otherwise: just book it).
 */
export async function addWatch(
  db: Db,
  input: { camperId: string; userId: string; period: WatchCreateInput; now: Date },
): Promise<WatchJson> {
  const today = todayInAmsterdam(input.now);
  const checked = checkWatchPeriod(input.period, today);
  if (!checked.ok) {
    throw checked.message === WATCH_MESSAGES.outsideHorizon
      ? apiFailure('outside_horizon', { message: checked.message })
      : apiFailure('invalid_input', { message: checked.message });
  }
  return immediateTransaction(db, async (trx) => {
    const count = await trx
      .selectFrom('wachtlijst')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_WATCHES) {
      throw apiFailure('invalid_input', {
        message: `Je kunt maximaal ${MAX_WATCHES} perioden volgen. Verwijder er eerst een.`,
      });
    }
    const { start_datum, eind_datum } = input.period;
    const ctx = await calendarAround(trx, input.camperId, start_datum, eind_datum, input.now);
    if (!hasTakenDay(input.period, ctx)) throw apiFailure('watch_period_free');
    const wacht: WatchJson = {
      id: randomUUID(),
      camper_id: input.camperId,
      start_datum,
      eind_datum,
      verteld_op: null,
      created_at: input.now.toISOString(),
    };
    await trx
      .insertInto('wachtlijst')
      .values({ ...wacht, user_id: input.userId })
      .execute();
    return wacht;
  });
}

/** Removes one of the owner's own watches (someone else's id: 404). */
export async function deleteWatch(db: Db, input: { watchId: string; userId: string }): Promise<string> {
  const result = await db
    .deleteFrom('wachtlijst')
    .where('id', '=', input.watchId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw apiFailure('watch_not_found');
  return input.watchId;
}
