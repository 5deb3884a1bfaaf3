import { addDays } from '@camperdeel/rules/dates';
import ical from 'ical-generator';
import type { Db } from '../../db/connection.ts';
import { listBlocks } from '../blocks/service.ts';
import { approvedReservationsOf } from '../reservations/approved.ts';

/**
 * The camper's calendar as iCalendar: every approved reservation (the reader's own marked "Jij") and every
 * maintenance block, as all-day events (DTEND is the day after the last day, as RFC 5545 wants). UIDs are stable, so
 * subscribed calendars update events instead of duplicating them.
 */
export async function camperCalendar(
  db: Db,
  input: { camperId: string; userId: string; origin: string },
): Promise<string> {
  const camper = await db
    .selectFrom('campers')
    .select('naam')
    .where('id', '=', input.camperId)
    .executeTakeFirstOrThrow();
  const reservations = await approvedReservationsOf(db, input.camperId)
    .select([
      'reserveringen.id',
      'reserveringen.user_id',
      'profiles.naam',
      'reserveringen.start_datum',
      'reserveringen.eind_datum',
      'reserveringen.credits_gebruikt',
      'reserveringen.created_at',
    ])
    .orderBy('reserveringen.start_datum')
    .execute();
  const blocks = await listBlocks(db, input.camperId);
  const host = new URL(input.origin).host;
  const calendar = ical({
    name: `${camper.naam} - Camperdeel`,
    description: `Reserveringen en blokkades van ${camper.naam}`,
    prodId: { company: 'Camperdeel', product: 'Kalender', language: 'NL' },
    ttl: 60 * 60,
  });
  for (const r of reservations) {
    const eigen = r.user_id === input.userId;
    calendar.createEvent({
      id: `reservering-${r.id}@${host}`,
      start: r.start_datum,
      end: addDays(r.eind_datum, 1),
      allDay: true,
      stamp: new Date(r.created_at),
      summary: eigen ? `${camper.naam}: jouw reservering` : `${camper.naam}: ${r.naam}`,
      description: `${eigen ? 'Jij' : r.naam} (${r.credits_gebruikt} dag(en))`,
      categories: [{ name: eigen ? 'Eigen reservering' : 'Reservering' }],
      url: `${input.origin}/mijn-camper/kalender`,
      x: { 'X-CAMPERDEEL-EIGEN': eigen ? 'TRUE' : 'FALSE' },
    });
  }
  for (const b of blocks) {
    calendar.createEvent({
      id: `blokkade-${b.id}@${host}`,
      start: b.start_datum,
      end: addDays(b.eind_datum, 1),
      allDay: true,
      stamp: new Date(b.created_at),
      summary: `${camper.naam}: geblokkeerd (${b.reden})`,
      description: `Niet beschikbaar: ${b.reden}`,
      categories: [{ name: 'Blokkade' }],
      x: { 'X-CAMPERDEEL-EIGEN': 'FALSE' },
    });
  }
  // ical-generator ends the last line without its CRLF; RFC 5545 §3.1 ends every content line with one.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
