import { useApiQuery } from '@camperdeel/client/queries';
import { type Offer, swapQueries } from '@camperdeel/client/swaps';
import type { IsoDate } from '@camperdeel/rules/dates';
import { useMemo } from 'react';
import type { CalendarReservation } from './calendar-view.ts';

/**
 * The ids of the owner's reservations that can be offered for a swap (docs/product/swaps-and-watches.md): their own,
 * not begun, and not already on offer. While the offers are unknown nothing is offered, so a second offer never
 * silently withdraws the first.
 */
export function offerableIds(
  reservations: readonly CalendarReservation[],
  offers: readonly Pick<Offer, 'reservering_id' | 'status'>[] | undefined,
  today: IsoDate,
): ReadonlySet<string> {
  if (!offers) return new Set();
  const onOffer = new Set(offers.filter((o) => o.status === 'open').map((o) => o.reservering_id));
  return new Set(
    reservations.filter((r) => r.eigen && r.start_datum > today && !onOffer.has(r.id)).map((r) => r.id),
  );
}

/** The calendar's offer buttons: a hint only, so a failed load of the offers shows no toast and no button. */
export function useOfferable(reservations: readonly CalendarReservation[] | null, today: IsoDate) {
  const offers = useApiQuery({ ...swapQueries.offers, onlyLogged: true });
  const list = offers.data?.aanbiedingen;
  return useMemo(() => offerableIds(reservations ?? [], list, today), [reservations, list, today]);
}
