import { DataProvider } from '@camperdeel/client/DataProvider';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AreaProps } from './area.tsx';

/**
 * Isolated development of one remote: its own router and page, without the shell. In the composed app the
 * shell's router drives the area and provides the data layer; on its own the remote brings that along.
 */
export function startStandalone(Area: ComponentType<AreaProps>): void {
  const rootRoute = createRootRoute();
  const everyPath = createRoute({
    getParentRoute: () => rootRoute,
    path: '/$',
    component: () => (
      <DataProvider>
        <Area notFound={<p>Oops! Page not found</p>} />
      </DataProvider>
    ),
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
