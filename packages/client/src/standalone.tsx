import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataProvider } from './DataProvider.tsx';

/**
 * Starts a remote on its own page (isolated development, without the shell): its own router whose every path
 * renders the area, inside the data layer the shell would otherwise provide. In the composed app the shell's
 * router drives the area instead.
 */
export function startStandalone(Area: ComponentType<{ notFound: ReactNode }>): void {
  const rootRoute = createRootRoute({
    component: () => (
      <DataProvider>
        <Outlet />
      </DataProvider>
    ),
  });
  const everyPath = createRoute({
    getParentRoute: () => rootRoute,
    path: '/$',
    component: () => <Area notFound={<p>Oops! Page not found</p>} />,
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([everyPath]) });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root ontbreekt in index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
