import { EmptyState } from '@camperdeel/ui/components/EmptyState';
import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiFailure } from './failure.ts';

type QueryStateProps<T> = {
  query: UseQueryResult<T, ApiFailure>;
  /** The Dutch title above the server's message when loading failed (FAILURE_TITLES). */
  failureTitle?: string;
  /** Shown instead of `children` when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Replaces the default spinner ('Laden...'). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a read shows its state: a spinner while loading, the catalogue's failure panel with
 * 'Opnieuw proberen' (which fetches again) when it failed, `empty` when there is nothing, else `children(data)`.
 */
export function QueryState<T>({
  query,
  failureTitle,
  empty,
  isEmpty,
  loading,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <Loading />;
  if (query.isError) {
    return (
      <ErrorFallback
        title={failureTitle}
        description={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return typeof empty === 'string' ? <EmptyState title={empty} /> : empty;
  }
  return children(query.data);
}
