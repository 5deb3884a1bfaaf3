import { formatDateRange } from '@camperdeel/rules/format';
import type { Db } from '../../db/connection.ts';
import { adminIds, type Notification, type NotifyContext, notifyUsers, ownerIds } from './service.ts';

/**
 * One function per kind of notification: who is told, in which Dutch words, linking where. Each takes the
 * caller's transaction, so the notification exists exactly when the change it reports does.
 */

async function camperNaam(trx: Db, camperId: string): Promise<string> {
  const row = await trx.selectFrom('campers').select('naam').where('id', '=', camperId).executeTakeFirst();
  return row?.naam ?? 'je camper';
}

async function userNaam(trx: Db, userId: string): Promise<string> {
  const row = await trx.selectFrom('profiles').select('naam').where('id', '=', userId).executeTakeFirst();
  return row?.naam ?? 'Een gebruiker';
}

/** To every admin: someone applied for a camper. */
export async function notifyApplicationReceived(
  trx: Db,
  ctx: NotifyContext,
  input: { userId: string; camperId: string },
): Promise<void> {
  const [naam, camper] = await Promise.all([userNaam(trx, input.userId), camperNaam(trx, input.camperId)]);
  await notifyUsers(trx, ctx, await adminIds(trx), {
    soort: 'aanmelding_ontvangen',
    titel: 'Nieuwe aanmelding',
    tekst: `${naam} heeft zich aangemeld voor ${camper}.`,
    link: '/admin/dashboard/aanmeldingen',
  });
}

/** To the new owner. */
export async function notifyOwnerAssigned(
  trx: Db,
  ctx: NotifyContext,
  input: { userId: string; camperId: string },
): Promise<void> {
  const camper = await camperNaam(trx, input.camperId);
  await notifyUsers(trx, ctx, [input.userId], {
    soort: 'eigenaar_toegewezen',
    titel: 'Je bent eigenaar geworden',
    tekst: `Je bent toegewezen als mede-eigenaar van ${camper}. Welkom!`,
    link: '/mijn-camper',
  });
}

/** To applicants whose application was turned down, by an admin or because the camper filled up. */
export async function notifyApplicationRejected(
  trx: Db,
  ctx: NotifyContext,
  input: { userIds: readonly string[]; camperId: string; reden: 'afgewezen' | 'vol' },
): Promise<void> {
  const camper = await camperNaam(trx, input.camperId);
  await notifyUsers(trx, ctx, input.userIds, {
    soort: 'aanmelding_afgewezen',
    titel: 'Aanmelding afgewezen',
    tekst:
      input.reden === 'vol'
        ? `Alle eigenaarsplaatsen van ${camper} zijn ingevuld. Je aanmelding is daarom afgewezen.`
        : `Je aanmelding voor ${camper} is afgewezen.`,
    link: '/dashboard/aanmeldingen',
  });
}

type Periods = readonly { start_datum: string; eind_datum: string }[];

function periodsText(perioden: Periods): string {
  return perioden.map((p) => formatDateRange(p.start_datum, p.eind_datum)).join(', ');
}

/**
 * An admin booked or cancelled for an owner: the co-owners are told as if the owner did it (it is their
 * reservation), and the owner is told what the admin did for them.
 */
export async function notifyReservationOnBehalf(
  trx: Db,
  ctx: NotifyContext,
  input: { camperId: string; holderId: string; wat: 'geboekt' | 'geannuleerd'; perioden: Periods },
): Promise<void> {
  if (input.perioden.length === 0) return;
  await notifyCoOwnerReservation(trx, ctx, { ...input, actorId: input.holderId });
  const dagen = periodsText(input.perioden);
  await notifyUsers(
    trx,
    ctx,
    [input.holderId],
    input.wat === 'geboekt'
      ? {
          soort: 'reservering_geboekt',
          titel: 'Nieuwe reservering',
          tekst: `De beheerder heeft voor jou gereserveerd: ${dagen}.`,
          link: '/mijn-camper/kalender',
        }
      : {
          soort: 'reservering_geannuleerd',
          titel: 'Reservering geannuleerd',
          tekst: `De beheerder heeft je reservering geannuleerd: ${dagen}. Je credits zijn teruggestort.`,
          link: '/mijn-camper/kalender',
        },
  );
}

type CoOwnerChange = { camperId: string; actorId: string; wat: 'geboekt' | 'geannuleerd'; perioden: Periods };

/**
 * Who of the other co-owners is told that someone booked or cancelled days of the shared camper, and in which words;
 * null when nobody is. One statement: the other owners, each with the actor's name.
 */
export async function coOwnerReservationNotice(
  trx: Db,
  input: CoOwnerChange,
): Promise<{ recipients: string[]; notification: Notification } | null> {
  if (input.perioden.length === 0) return null;
  const others = await trx
    .selectFrom('camper_eigenaars')
    .select((eb) => [
      'camper_eigenaars.user_id',
      eb.selectFrom('profiles').select('profiles.naam').where('profiles.id', '=', input.actorId).as('naam'),
    ])
    .where('camper_eigenaars.camper_id', '=', input.camperId)
    .where('camper_eigenaars.user_id', '!=', input.actorId)
    .execute();
  if (others.length === 0) return null;
  const naam = others[0]?.naam ?? 'Een gebruiker';
  const dagen = periodsText(input.perioden);
  return {
    recipients: others.map((o) => o.user_id),
    notification:
      input.wat === 'geboekt'
        ? {
            soort: 'reservering_geboekt',
            titel: 'Nieuwe reservering',
            tekst: `${naam} heeft de camper gereserveerd: ${dagen}.`,
            link: '/mijn-camper/kalender',
          }
        : {
            soort: 'reservering_geannuleerd',
            titel: 'Reservering geannuleerd',
            tekst: `${naam} heeft een reservering geannuleerd: ${dagen}. Deze dagen zijn weer vrij.`,
            link: '/mijn-camper/kalender',
          },
  };
}

/** To the other co-owners: someone booked or cancelled days of the shared camper. */
export async function notifyCoOwnerReservation(
  trx: Db,
  ctx: NotifyContext,
  input: CoOwnerChange,
): Promise<void> {
  const notice = await coOwnerReservationNotice(trx, input);
  if (notice) await notifyUsers(trx, ctx, notice.recipients, notice.notification);
}

/** To the owners whose reservations a maintenance block overlaps (the block service calls this). */
export async function notifyMaintenanceBlock(
  trx: Db,
  ctx: NotifyContext,
  input: { camperId: string; start_datum: string; eind_datum: string; reden: string },
): Promise<void> {
  const hit = await trx
    .selectFrom('reserveringen')
    .select('user_id')
    .distinct()
    .where('camper_id', '=', input.camperId)
    .where('start_datum', '<=', input.eind_datum)
    .where('eind_datum', '>=', input.start_datum)
    .execute();
  await notifyUsers(
    trx,
    ctx,
    hit.map((r) => r.user_id),
    {
      soort: 'onderhoud_blokkade',
      titel: 'Onderhoud tijdens je reservering',
      tekst: `De camper is geblokkeerd voor onderhoud (${formatDateRange(input.start_datum, input.eind_datum)}): ${input.reden}. Dit valt over je reservering.`,
      link: '/mijn-camper/kalender',
    },
  );
}

/** To the owners of the camper. */
export async function notifyNewDocument(
  trx: Db,
  ctx: NotifyContext,
  input: { camperId: string; documentNaam: string },
): Promise<void> {
  const camper = await camperNaam(trx, input.camperId);
  await notifyUsers(trx, ctx, await ownerIds(trx, input.camperId), {
    soort: 'nieuw_document',
    titel: 'Nieuw document',
    tekst: `Er is een nieuw document voor ${camper}: ${input.documentNaam}.`,
    link: '/mijn-camper',
  });
}

/** To the user the invoice is for. */
export async function notifyNewInvoice(
  trx: Db,
  ctx: NotifyContext,
  input: { userId: string; factuurNummer: string; factuurNaam: string },
): Promise<void> {
  await notifyUsers(trx, ctx, [input.userId], {
    soort: 'nieuwe_factuur',
    titel: 'Nieuwe factuur',
    tekst: `Er staat een nieuwe factuur voor je klaar: ${input.factuurNaam} (${input.factuurNummer}).`,
    link: '/mijn-camper',
  });
}

/** To the other co-owners and every admin (the handover service calls this when `schade` is given). */
export async function notifyDamageReport(
  trx: Db,
  ctx: NotifyContext,
  input: { camperId: string; reporterId: string; schade: string },
): Promise<void> {
  const [camper, naam] = await Promise.all([
    camperNaam(trx, input.camperId),
    userNaam(trx, input.reporterId),
  ]);
  const tekst = `${naam} heeft schade gemeld aan ${camper}: ${input.schade}`;
  const owners = await ownerIds(trx, input.camperId, input.reporterId);
  const admins = (await adminIds(trx)).filter((id) => id !== input.reporterId);
  // Admins are told in the admin area; an admin who also co-owns this camper gets one notification, in the owner area.
  await notifyUsers(trx, ctx, owners, {
    soort: 'schademelding',
    titel: 'Schade gemeld',
    tekst,
    link: '/mijn-camper',
  });
  await notifyUsers(
    trx,
    ctx,
    admins.filter((id) => !owners.includes(id)),
    { soort: 'schademelding', titel: 'Schade gemeld', tekst, link: '/admin/dashboard/campers' },
  );
}

/** To the camper's co-owners: an admin marked a reported damage as resolved (docs/product/api.md#contract-additions-architecture-11, damage follow-up). */
export async function notifyDamageResolved(
  trx: Db,
  ctx: NotifyContext,
  input: { camperId: string; schade: string; notitie: string | null },
): Promise<void> {
  const camper = await camperNaam(trx, input.camperId);
  const toelichting = input.notitie ? ` ${input.notitie}` : '';
  // The same kind (and mail setting) as the report itself: a co-owner who hears of a damage hears it is fixed.
  await notifyUsers(trx, ctx, await ownerIds(trx, input.camperId), {
    soort: 'schademelding',
    titel: 'Schade opgelost',
    tekst: `De schade aan ${camper} is opgelost: ${input.schade.replace(/[.!?]\s*$/, '')}.${toelichting}`,
    link: '/mijn-camper',
  });
}
