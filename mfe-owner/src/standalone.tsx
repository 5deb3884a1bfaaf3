import { DataProvider } from '@camperdeel/client/DataProvider';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import OwnerArea from './OwnerArea.tsx';

// Isolated development: this remote's own router and page, without the shell. In the composed app the shell's
// router drives OwnerArea instead.
// The data layer the shell would provide: the page's QueryClient and the router for its redirects.
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
  component: () => <OwnerArea notFound={<p>Oops! Page not found</p>} />,
});
const router = createRouter({ routeTree: rootRoute.addChildren([everyPath]) });

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
