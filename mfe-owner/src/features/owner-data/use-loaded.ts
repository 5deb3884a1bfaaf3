import type { ApiFailure } from '@camperdeel/client/failure';
import { errorToast } from '@camperdeel/rules/errors';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string };

/**
 * One owner query as the cards show it: loading, the data, or the failure's Dutch message (the toast was already
 * shown by the failure policy). Data stays on screen while a refetch runs; `retry` is the fallback's
 * 'Opnieuw proberen'.
 */
export function useLoaded<T, K extends QueryKey>(options: UseQueryOptions<T, ApiFailure, T, K>) {
  const query = useQuery(options);
  const state: Loaded<T> =
    query.data !== undefined
      ? { status: 'ok', data: query.data }
      : query.error
        ? { status: 'error', message: errorToast(query.error.envelope).message }
        : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
