import { type RefObject, useEffect } from 'react';
import type { FocusTarget } from './use-reservations.ts';

/**
 * After reserving, focus lands on the new reservation in 'Mijn Reserveringen'; after deleting (or when the new one
 * is not in the list), on the page's heading. A screen reader reads where it landed, the toast says what happened
 * (docs/decisions/0080-booking-on-the-calendar.md). Waits for the list that holds the new reservation.
 */
export function useFocusAfterWrite(
  pageRef: RefObject<HTMLElement | null>,
  target: FocusTarget,
  list: readonly { id: string }[] | null,
  done: () => void,
): void {
  useEffect(() => {
    const page = pageRef.current;
    if (!target || !page) return;
    if (target.kind === 'reservation') {
      if (!list?.some((r) => r.id === target.id)) return;
      const row = page.querySelector<HTMLElement>(`[data-reservation-id="${CSS.escape(target.id)}"]`);
      if (row) {
        row.focus();
        done();
        return;
      }
    }
    const heading = page.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    done();
  }, [pageRef, target, list, done]);
}
