import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { calendarStore } from './calendar-store.ts';
import { ApiFailure } from './failure.ts';
import { ME_KEY } from './keys.ts';
import { forgetProfileDraft } from './profile-draft.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';
import { forgetReturn, sessionExpiry } from './session-return.ts';
import { type Me, sessionStore } from './session-store.ts';

export { ME_KEY };

/**
 * `GET /api/auth/me` as a query: the user, or null for an anonymous visitor (a 401 is an answer here, not a
 * failure). Cached for the whole page visit: guards read it on every page change without asking again; login
 * and logout update it (`sessionStarted`, `useLogout`). Any other failure is left to the caller (the guards
 * show it with their own title), so the query is silent.
 */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (): Promise<Me | null> => {
    try {
      const { user } = await request(() => api.auth.me.$get());
      sessionStore.getState().signedIn(user);
      return user;
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        sessionStore.getState().signedOut();
        return null;
      }
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

/**
 * The signed-in user (null: anonymous), cached for the page. A guard passes `recheckAnonymous`: a cached
 * "anonymous" may predate a login elsewhere (another tab, a page that did not report it), so entering a guarded
 * area asks once more; a known user is never asked again.
 */
export function useMe({ recheckAnonymous = false }: { recheckAnonymous?: boolean } = {}) {
  return useQuery({
    ...meQuery,
    refetchOnMount: (query) => (recheckAnonymous && query.state.data === null ? 'always' : false),
  });
}

/** After a login or registration: the session is known without asking the server again. */
export function sessionStarted(user: Me): void {
  // A new session: the next one that ends gets its own message again.
  sessionExpiry.announced = false;
  sessionStore.getState().signedIn(user);
  queryClient.setQueryData(ME_KEY, user);
}

/** The session ended (logout, account deleted, a 401): forget the user and every cached answer of theirs. */
export function sessionEnded(): void {
  // What was kept for after a login belongs to this user's session: not to whoever logs in next on this device.
  forgetReturn();
  forgetProfileDraft();
  calendarStore.getState().clear();
  sessionStore.getState().signedOut();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
  queryClient.setQueryData(ME_KEY, null);
}

/**
 * The session as the page's HTML already answered it (federation/early-data.ts), put into the cache before the
 * first render: the guards then render the page at once, instead of a render with a pending query and, when the
 * answer comes, a synchronous re-render of the whole page (a long task on a phone). A cache that already holds
 * an answer is left alone.
 */
export function primeMe(user: Me | null): void {
  if (queryClient.getQueryData(ME_KEY) !== undefined) return;
  if (user) {
    sessionStarted(user);
    return;
  }
  sessionStore.getState().signedOut();
  queryClient.setQueryData(ME_KEY, null);
}
