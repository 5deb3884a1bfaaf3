import { formatDateRange } from '@camperdeel/rules/format';
import type { OfferJson } from '@camperdeel/rules/schemas/swaps';
import type { Db } from '../../db/connection.ts';
import { besideTheChange } from '../../db/transaction.ts';
import type { Deps } from '../../http/env.ts';
import { notifyContextOf, notifyUsers, ownerIds } from '../notifications/service.ts';

const SWAPS_PAGE = '/mijn-camper/ruilen';

/**
 * The co-owner it is made to (or, offered to all, every co-owner) is told of a new offer, in the offer's transaction
 * and under a savepoint: a failing notice never undoes the offer.
 */
export function noticeOfferMade(trx: Db, deps: Deps, aanbod: OfferJson): Promise<void> {
  return besideTheChange(trx, 'offer notice failed', async (inside) => {
    const to =
      aanbod.aan_user_id === null
        ? await ownerIds(inside, aanbod.camper_id, aanbod.van_user_id)
        : [aanbod.aan_user_id];
    await notifyUsers(inside, notifyContextOf(deps), to, {
      soort: 'ruil_aanbod',
      titel: 'Reservering aangeboden',
      tekst: `${aanbod.van_naam} biedt de reservering ${formatDateRange(aanbod.start_datum, aanbod.eind_datum)} aan. Neem hem over op de pagina Ruilen.`,
      link: SWAPS_PAGE,
    });
  });
}

/** Everyone on the camper hears that the reservation changed hands: the giver, the acceptor and the others. */
export function noticeOfferAccepted(trx: Db, deps: Deps, aanbod: OfferJson): Promise<void> {
  return besideTheChange(trx, 'offer notice failed', async (inside) => {
    const door = aanbod.geaccepteerd_door ?? '';
    const acceptor = await inside
      .selectFrom('profiles')
      .select('naam')
      .where('id', '=', door)
      .executeTakeFirst();
    const periode = formatDateRange(aanbod.start_datum, aanbod.eind_datum);
    const naam = acceptor?.naam ?? 'Een mede-eigenaar';
    const ctx = notifyContextOf(deps);
    const all = await ownerIds(inside, aanbod.camper_id);
    await notifyUsers(inside, ctx, [aanbod.van_user_id], {
      soort: 'ruil_geaccepteerd',
      titel: 'Je aanbod is aangenomen',
      tekst: `${naam} heeft je reservering ${periode} overgenomen. Je credits zijn teruggestort.`,
      link: SWAPS_PAGE,
    });
    await notifyUsers(inside, ctx, [door], {
      soort: 'ruil_geaccepteerd',
      titel: 'Reservering overgenomen',
      tekst: `Je hebt de reservering ${periode} van ${aanbod.van_naam} overgenomen. De credits zijn van je saldo afgeboekt.`,
      link: SWAPS_PAGE,
    });
    await notifyUsers(
      inside,
      ctx,
      all.filter((id) => id !== door && id !== aanbod.van_user_id),
      {
        soort: 'ruil_geaccepteerd',
        titel: 'Reservering geruild',
        tekst: `${naam} heeft de reservering ${periode} van ${aanbod.van_naam} overgenomen.`,
        link: '/mijn-camper/kalender',
      },
    );
  });
}
