import { createStore, useStore } from 'zustand';
import type { api } from './api.ts';
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
 * The signed-in session of the page, shared by the shell and every remote (zustand is a shared singleton):
 * the guards decide from it, code outside React reads it with `sessionStore.getState()`. Filled by `useMe()`'s
 * query, emptied by logout and by any 401.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  session: { status: 'unknown' },
  signedIn: (user) => set({ session: { status: 'signed-in', user } }),
  signedOut: () => set({ session: { status: 'anonymous' } }),
}));

export function useSessionStore<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}
