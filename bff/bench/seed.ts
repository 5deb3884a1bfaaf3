import { randomUUID } from 'node:crypto';
import { todayInAmsterdam, yearOf } from '@camperdeel/rules/dates';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions.ts';
import type { Db } from '../src/db/connection.ts';
import { updateMailSettings } from '../src/modules/notifications/service.ts';
import { createReservations } from '../src/modules/reservations/service.ts';
import { seedOwner } from '../test/support/seed-owner.ts';

export function day(year: number, month: number, dayOfMonth: number, plus = 0): string {
  return new Date(Date.UTC(year, month - 1, dayOfMonth + plus)).toISOString().slice(0, 10);
}

export type Seeded = {
  cookie: string;
  /** A session of an owner of the second camper, whose co-owners turned booking mails off. */
  quietCookie: string;
  poolYear: number;
};

/** Four owners of a camper with their credits; `mailOff`: each turned the booking mails off in their profile. */
async function seedOwners(
  db: Db,
  camperId: string,
  input: { prefix: string; year: number; now: Date; mailOff: boolean },
): Promise<string[]> {
  const owners: string[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await seedOwner(db, {
      camperId,
      user: { email: `${input.prefix}-${i}@bench.camperdeel.nl`, naam: `Eigenaar ${i}`, passwordHash: null },
      year: input.year,
      grant: { credits_hoogseizoen: 300, credits_laagseizoen: 300 },
      now: input.now,
    });
    owners.push(user.id);
    if (input.mailOff)
      await updateMailSettings(db, user.id, { reservering_geboekt: false, reservering_geannuleerd: false });
  }
  return owners;
}

/**
 * A realistic data set through the product's own services (so it lands the same on either engine): twelve campers
 * (two hidden), one camper with four owners and sixty reservations, and a session for its first owner; a second
 * camper with four owners who turned booking mails off, and a session for its first owner.
 */
export async function seed(db: Db): Promise<Seeded> {
  const now = new Date();
  const year = yearOf(todayInAmsterdam(now));
  const camperIds: string[] = [];
  for (let i = 0; i < 12; i++) {
    const id = randomUUID();
    camperIds.push(id);
    await db
      .insertInto('campers')
      .values({
        id,
        naam: `Camper ${String(i + 1).padStart(2, '0')}`,
        merk: ['Hymer', 'Knaus', 'Dethleffs', 'Adria'][i % 4] ?? 'Hymer',
        model: `Model ${i}`,
        categorie: 'integraal',
        rijbewijs: 'B',
        conditie: 'nieuw',
        prijs_cent: 2_500_000 + i * 10_000,
        aantal_zitplaatsen: 4,
        aantal_bedden: 4,
        lengte_cm: 699,
        breedte_cm: 233,
        max_kg: 3500,
        aantal_km: i * 1000,
        motor_pk: 140,
        motor_kw: 103,
        aantal_sloten_eigenaars: 4,
        toont_in_camper_vinden: i < 10 ? 1 : 0,
        status: 'in_verkoop',
        hoofdfoto_url: `/files/camper-images/${randomUUID()}.jpg`,
        detailfoto_urls: JSON.stringify(
          Array.from({ length: 6 }, () => `/files/camper-images/${randomUUID()}.jpg`),
        ),
        pdf_url: `/files/camper-images/${randomUUID()}.pdf`,
        vloerplan_url: `/files/camper-images/${randomUUID()}.png`,
        nummerplaat: `AB-${i}-CD`,
        polisnummer: `POL-${i}`,
        created_at: new Date(now.getTime() - i * 60_000).toISOString(),
      })
      .execute();
  }
  const camperId = camperIds[0] ?? '';
  const owners = await seedOwners(db, camperId, { prefix: 'eigenaar', year, now, mailOff: false });
  const quietOwners = await seedOwners(db, camperIds[1] ?? '', { prefix: 'stil', year, now, mailOff: true });
  // Sixty two-day reservations next year (2 January – 27 August), four days apart, taking turns between the owners;
  // the create/delete pool uses September – December of the same year: both inside the booking horizon.
  for (let i = 0; i < 60; i++) {
    await createReservations(db, {
      userId: owners[i % owners.length] ?? '',
      camperId,
      dagen: [day(year + 1, 1, 2, i * 4), day(year + 1, 1, 3, i * 4)],
      now,
    });
  }
  const { token } = await createSession(db, owners[0] ?? '', now);
  const quiet = await createSession(db, quietOwners[0] ?? '', now);
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    quietCookie: `${SESSION_COOKIE}=${quiet.token}`,
    poolYear: year + 1,
  };
}
