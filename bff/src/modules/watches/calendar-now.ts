import type { CalendarContext } from '@camperdeel/rules/calendar';
import { RESERVATION_STATUS } from '@camperdeel/rules/camper';
import { addDays, type IsoDate, todayInAmsterdam } from '@camperdeel/rules/dates';
import type { Db } from '../../db/connection.ts';
import { blocksFrom } from '../blocks/service.ts';

/** The camper's calendar around [from, to] as it stands inside the caller's transaction: reservations and blocks. */
export async function calendarAround(db: Db, camperId: string, from: IsoDate, to: IsoDate, now: Date) {
  const today = todayInAmsterdam(now);
  const reservations = await db
    .selectFrom('reserveringen')
    .select(['id', 'user_id', 'start_datum', 'eind_datum'])
    .where('camper_id', '=', camperId)
    .where('status', '=', RESERVATION_STATUS)
    .where('eind_datum', '>=', addDays(from, -1))
    .where('start_datum', '<=', addDays(to, 1))
    .execute();
  const blocks = await blocksFrom(db, camperId, today);
  const ctx: CalendarContext = { today, reservations, blocks };
  return ctx;
}

/** The years whose high season a still-open wish round shares out: those days cannot be booked directly. */
export async function openRoundYears(db: Db, camperId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('wensrondes')
    .select('jaar')
    .where('camper_id', '=', camperId)
    .where('status', '=', 'open')
    .execute();
  return rows.map((r) => r.jaar);
}
