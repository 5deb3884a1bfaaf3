import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The one Toaster of the page: every toast() from any remote shows here (@camperdeel/ui is a shared singleton).
// Loaded beside the first page rather than before it; the toast store keeps toasts raised in the meantime.
const Toaster = lazy(() =>
  import('@camperdeel/ui/components/Toaster').then((module) => ({ default: module.Toaster })),
);

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
