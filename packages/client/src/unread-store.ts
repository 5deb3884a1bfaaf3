import { createStore, useStore } from 'zustand';
import { pageSingleton } from './page-singleton.ts';

type UnreadState = {
  /** Unread notifications of the signed-in user, as the last answer (or an optimistic read) says. */
  unread: number;
  setUnread: (count: number) => void;
};

/**
 * The unread count: one number for the whole page, so every bell and badge (in any area's header) agrees,
 * including right after a notification was marked read somewhere else.
 */
export const unreadStore = pageSingleton('unreadStore', () =>
  createStore<UnreadState>()((set) => ({
    unread: 0,
    setUnread: (count) => set({ unread: Math.max(0, count) }),
  })),
);

export function useUnreadCount(): number {
  return useStore(unreadStore, (state) => state.unread);
}
