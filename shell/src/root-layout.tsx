import { DataProvider } from '@camperdeel/client/DataProvider';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';

// The one Toaster of the page: every toast() from any remote shows here (@camperdeel/ui is a shared singleton).
// Its code (Ark's toast machine) loads once the first page is up, not in front of it; toasts raised before that
// wait in the shared toast store and appear when it mounts.
const Toaster = lazy(() =>
  import('@camperdeel/ui/components/Toaster').then((module) => ({ default: module.Toaster })),
);

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition, so mounting Ark's toast machine is rendered in short slices, not one long task.
    const id = requestIdleCallback(() => startTransition(() => setReady(true)), { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }, []);
  return ready;
}

export function RootLayout() {
  const toasterWanted = useAfterFirstPaint();
  // The page's one QueryClient (packages/client, a shared singleton) around every area: the areas' queries,
  // the cached session their guards read and the failure policy's router all come from here.
  return (
    <DataProvider>
      <Outlet />
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </DataProvider>
  );
}
