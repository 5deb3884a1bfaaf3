import type { IsoDate } from '@camperdeel/rules/dates';
import { createStore, useStore } from 'zustand';
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
  createStore<CalendarState>()((set) => ({
    selection: [],
    setSelection: (update) =>
      set((state) => {
        const next = update(state.selection);
        return next === state.selection ? state : { selection: next };
      }),
    clear: () => set({ selection: [] }),
  })),
);

export function useCalendarStore<T>(select: (state: CalendarState) => T): T {
  return useStore(calendarStore, select);
}
