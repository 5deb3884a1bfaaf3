import { type IsoDate, isIsoDate } from '@camperdeel/rules/dates';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pageSingleton } from './page-singleton.ts';

type CalendarState = {
  /** The days the owner picked for a new reservation, in the order rules/calendar keeps them. */
  selection: IsoDate[];
  setSelection: (update: (current: IsoDate[]) => IsoDate[]) => void;
  clear: () => void;
};

/**
 * The calendar's selection (docs/product/calendar-and-credits.md#validation-spec-5): client state that outlives a page change (Kalender → Mijn camper and
 * back keeps the picked days) and is read by the calendar, its reserve button and the phone's reserve bar.
 * Which days may be picked is decided by rules/calendar, not here.
 */
export const calendarStore = pageSingleton('calendarStore', () =>
  createStore<CalendarState>()(
    // Kept in this tab's sessionStorage too, so an ended session or a reload does not lose the picked days
    // (docs/decisions/0080-booking-on-the-calendar.md); logout clears it. Only dates, nothing private.
    persist(
      (set) => ({
        selection: [],
        setSelection: (update) =>
          set((state) => {
            const next = update(state.selection);
            return next === state.selection ? state : { selection: next };
          }),
        clear: () => set({ selection: [] }),
      }),
      {
        name: 'camperdeel.kalender-selectie',
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => ({ selection: state.selection }),
        // A stored value is only trusted as a list of dates; pruneSelection then drops what is no longer free.
        merge: (stored, current) => ({ ...current, selection: storedDates(stored) }),
      },
    ),
  ),
);

function storedDates(stored: unknown): IsoDate[] {
  if (typeof stored !== 'object' || stored === null || !('selection' in stored)) return [];
  const { selection } = stored;
  return Array.isArray(selection) ? selection.filter((d): d is IsoDate => isIsoDate(d)).slice(0, 800) : [];
}

export function useCalendarStore<T>(select: (state: CalendarState) => T): T {
  return useStore(calendarStore, select);
}
