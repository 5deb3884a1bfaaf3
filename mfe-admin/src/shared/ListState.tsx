import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import type { ReactNode } from 'react';

/** What ListState needs of one or more queries: their data once all answered, and whether one failed. */
type Loaded<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/** A tab's list while it loads, after a failed load (with retry), or once loaded. */
export function ListState<T>({ query, children }: { query: Loaded<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <ErrorFallback
        description="De gegevens konden niet geladen worden."
        onRetry={() => void query.refetch()}
      />
    );
  return <Loading />;
}

/** Two queries as one for ListState: data once both answered, failed when either did. */
export function both<A, B>(a: Loaded<A>, b: Loaded<B>): Loaded<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isError: a.isError || b.isError,
    refetch: () => {
      if (a.isError) a.refetch();
      if (b.isError) b.refetch();
    },
  };
}
