import { errorToast } from '@camperdeel/rules/errors';
import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiFailure } from './failure.ts';

/** A read as `useApiQuery` returns it. */
export type ApiQueryResult<T> = UseQueryResult<T, ApiFailure>;

type QueryStateProps<T> = {
  query: ApiQueryResult<T>;
  /** The Dutch title above the server's message when loading failed (FAILURE_TITLES). */
  failureTitle?: string;
  /** Replaces the server's message under the title (a panel that says the same whatever failed). */
  failureText?: string;
  /**
   * Keeps showing the data it has when fetching it again failed (the failure policy's toast says why), instead of
   * the failure panel: a list that stays usable after a write whose reload did not come through.
   */
  keepDataOnError?: boolean;
  /** Shown instead of `children` when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Replaces the default spinner ('Laden...'). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a read shows its state: a spinner while loading, the catalogue's failure panel with
 * 'Opnieuw proberen' (which fetches again) when it failed (the server's message, or the catalogue's when no answer
 * came, as the toast says it), `empty` when there is nothing, else `children(data)`.
 */
export function QueryState<T>({
  query,
  failureTitle,
  failureText,
  keepDataOnError = false,
  empty,
  isEmpty,
  loading,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <Loading />;
  const shown = (data: T) => {
    if (empty !== undefined && isEmpty?.(data)) {
      return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
    }
    return children(data);
  };
  if (query.isError) {
    if (keepDataOnError && query.data !== undefined) return shown(query.data);
    return (
      <ErrorFallback
        title={failureTitle}
        description={failureText ?? errorToast(query.error.envelope).message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return shown(query.data);
}
