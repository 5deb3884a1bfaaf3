import { DataProvider } from '@camperdeel/client/DataProvider';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PublicArea from './PublicArea.tsx';

// Isolated development: this remote's own router and page, without the shell. In the composed app the shell's
// router drives PublicArea instead.
const rootRoute = createRootRoute();
const everyPath = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$',
  // The shell provides the data layer in the composed app; on its own the remote brings it along.
  component: () => (
    <DataProvider>
      <PublicArea notFound={<p>Oops! Page not found</p>} />
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
