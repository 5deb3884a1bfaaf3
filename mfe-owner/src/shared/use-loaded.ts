import { useApiQuery } from '@camperdeel/client/queries';
import { errorToast } from '@camperdeel/rules/errors';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string };

/**
 * One owner read (`useApiQuery`) as the cards show it: loading, the data, or the failure's Dutch message (the toast
 * was already shown by the failure policy). Data stays on screen while a refetch runs; `retry` is the fallback's
 * 'Opnieuw proberen'.
 */
export function useLoaded<T>(input: Parameters<typeof useApiQuery<T>>[0]) {
  const query = useApiQuery(input);
  const state: Loaded<T> =
    query.data !== undefined
      ? { status: 'ok', data: query.data }
      : query.error
        ? { status: 'error', message: errorToast(query.error.envelope).message }
        : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
