import { createStore, useStore } from 'zustand';
import type { api } from './api.ts';
import { pageSingleton } from './page-singleton.ts';
import type { Answer } from './request.ts';

/** The signed-in user as `GET /api/auth/me` describes them. */
export type Me = Answer<typeof api.auth.me.$get>['user'];

/** What the page knows about who is signed in: not yet asked, nobody, or the user. */
export type Session = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; user: Me };

type SessionState = {
  session: Session;
  signedIn: (user: Me) => void;
  signedOut: () => void;
};

/**
 * The signed-in session of the page, one for the shell and every remote (a page-wide slot):
 * the guards decide from it, code outside React reads it with `sessionStore.getState()`. Filled by `useMe()`'s
 * query, emptied by logout and by any 401.
 */
export const sessionStore = pageSingleton('sessionStore', () =>
  createStore<SessionState>()((set) => ({
    session: { status: 'unknown' },
    signedIn: (user) => set({ session: { status: 'signed-in', user } }),
    signedOut: () => set({ session: { status: 'anonymous' } }),
  })),
);

export function useSessionStore<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}
