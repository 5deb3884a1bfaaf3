import {
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiFailure } from './failure.ts';

type QueryInput<T> = Omit<UseQueryOptions<T, ApiFailure, T, QueryKey>, 'meta'> & {
  /** The spec's Dutch toast title when loading fails (FAILURE_TITLES). */
  failureTitle: string;
  /** Only log a failure instead of the toast (the page shows its empty state); see FailureMeta. */
  onlyLogged?: boolean;
};

/**
 * A query under the one failure policy: on failure the toast says `failureTitle` and the server's message
 * (a 401 goes to the login page instead). `queryFn` is a `request(() => api…)` call.
 */
export function useApiQuery<T>({ failureTitle, onlyLogged, ...options }: QueryInput<T>) {
  return useQuery({ ...options, meta: onlyLogged ? { failureTitle, onlyLogged } : { failureTitle } });
}

/** A page of a list as the API answers it (docs/decisions/0069-paging-and-search.md). */
/** `totaal_is_ondergrens`: the server stopped counting at a bound, so `totaal` is a minimum (the audit log). */
export type ApiPage = { volgende: string | null; totaal: number; totaal_is_ondergrens?: boolean };

type PagesInput<P extends ApiPage> = Omit<
  UseInfiniteQueryOptions<P, ApiFailure, InfiniteData<P>, QueryKey, string | undefined>,
  'meta' | 'initialPageParam' | 'getNextPageParam' | 'placeholderData'
> & { failureTitle: string; onlyLogged?: boolean };

/**
 * A paged list under the one failure policy: `queryFn` gets the cursor of the page to load (undefined for the first)
 * and `fetchNextPage` loads the next one while there is one. A new key (another search) keeps the pages shown until
 * its first page is there, so the list and its search box stay on screen.
 */
export function useApiPages<P extends ApiPage>({ failureTitle, onlyLogged, ...options }: PagesInput<P>) {
  return useInfiniteQuery({
    ...options,
    initialPageParam: undefined,
    getNextPageParam: (last: P) => last.volgende ?? undefined,
    placeholderData: keepPreviousData,
    meta: onlyLogged ? { failureTitle, onlyLogged } : { failureTitle },
  });
}

type MutationInput<T, V> = Omit<UseMutationOptions<T, ApiFailure, V>, 'meta' | 'onError'> & {
  /** The toast title when it fails; a function picks it from the failure (e.g. by error code). */
  failureTitle: string | ((failure: ApiFailure) => string);
  /** The toast text in place of the server's message, for a write whose failure the product words itself. */
  failureMessage?: (failure: ApiFailure) => string;
  /** Queries whose data this write changes: marked stale and fetched again once it succeeded. */
  invalidates?: readonly QueryKey[];
  /** After the failure policy spoke (e.g. fetch again what the refusal showed to be out of date). */
  onFailure?: (failure: ApiFailure, variables: V) => void;
};

/** A write under the one failure policy, which invalidates what it changed instead of reloading by hand. */
export function useApiMutation<T, V = void>({
  failureTitle,
  failureMessage,
  invalidates = [],
  onFailure,
  onSuccess,
  ...options
}: MutationInput<T, V>) {
  const client = useQueryClient();
  const { mutationFn } = options;
  return useMutation<T, ApiFailure, V>({
    ...options,
    mutationFn:
      mutationFn && (typeof failureTitle === 'function' || failureMessage)
        ? async (variables, context) => {
            try {
              return await mutationFn(variables, context);
            } catch (error) {
              if (error instanceof ApiFailure) {
                if (typeof failureTitle === 'function') error.actionTitle = failureTitle(error);
                error.actionMessage = failureMessage?.(error);
              }
              throw error;
            }
          }
        : mutationFn,
    meta: { failureTitle: typeof failureTitle === 'string' ? failureTitle : undefined },
    onError: (failure, variables) => onFailure?.(failure, variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Query-client access (invalidate, setQueryData, prefetch) for the remotes, which import TanStack Query only here. */
export { useQueryClient } from '@tanstack/react-query';
