import { DataProvider } from '@camperdeel/client/DataProvider';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminArea from './AdminArea.tsx';

// Isolated development: this remote's own router and page, without the shell. In the composed app the shell's
// router drives AdminArea instead.
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
  component: () => <AdminArea notFound={<p>Oops! Page not found</p>} />,
});
const router = createRouter({ routeTree: rootRoute.addChildren([everyPath]) });

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
