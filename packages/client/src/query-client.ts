import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiFailure, NETWORK_STATUS } from './failure.ts';
import { type FailureMeta, reportFailure } from './failure-policy.ts';
import { ME_KEY } from './keys.ts';
import { pageSingleton } from './page-singleton.ts';
import { sessionStore } from './session-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiFailure;
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * A 401 on any call means the session is gone: the session store and the cached user forget it, so no guard
 * lets the next page render on a stale user. Then the one failure policy speaks.
 */
function failed(client: QueryClient, error: unknown, meta: FailureMeta | undefined) {
  if (error instanceof ApiFailure && error.status === 401) {
    sessionStore.getState().signedOut();
    client.setQueryData(ME_KEY, null);
  }
  reportFailure(error, meta);
}

/**
 * A client with the one failure policy on its caches (docs/product/messages.md#error-catalogue-spec-8 toast, 401 → login) and defaults that suit our
 * API: a refusal is an answer (no retries), only a lost connection is tried once more (a read; a change never);
 * no refetch on window focus (a toast must not pop up because someone switched tabs); data counts as fresh for 30 s.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => failed(client, error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => failed(client, error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => error.status === NETWORK_STATUS && count < 1,
        // Offline, a read still asks: the service worker answers with what the device kept (docs/product/on-the-road.md).
        networkMode: 'offlineFirst',
      },
      // A change is sent now or fails now: offline, TanStack would park it and send it when the connection comes
      // back, long after the user saw a spinner and gave up (a probe got a booking that way).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

/** The page's one QueryClient, shared by the shell and every remote (each bundles its own copy of this module). */
export const queryClient: QueryClient = pageSingleton('queryClient', createQueryClient);
