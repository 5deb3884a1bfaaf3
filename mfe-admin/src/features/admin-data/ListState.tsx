import { ErrorFallback } from '@camperdeel/ui/components/ErrorFallback';
import { Loading } from '@camperdeel/ui/components/Spinner';
import type { ReactNode } from 'react';

/** A tab's list while it loads, after a failed load (with retry), or once loaded. */
export function ListState<T>({
  data,
  failed,
  onRetry,
  children,
}: {
  data: T | null;
  failed: boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data !== null) return children(data);
  if (failed)
    return <ErrorFallback description="De gegevens konden niet geladen worden." onRetry={onRetry} />;
  return <Loading />;
}
