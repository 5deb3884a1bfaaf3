import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { NotFound } from './not-found/NotFound.tsx';
import { RemoteArea } from './remotes/RemoteArea.tsx';
import { AREA_PATHS, type AreaKey } from './remotes/registry.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The one router of the composed app. Each area is a splat route (`/auth/$` also matches `/auth`) whose component
 * is loaded from its remote; the remote picks the page for the rest of the path (federation/area.tsx).
 */
const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./landing/Landing.tsx'), 'Landing'),
});

function areaRoute(path: string, area: AreaKey) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `${path}/$`,
    component: () => <RemoteArea area={area} />,
  });
}

const routeTree = rootRoute.addChildren([
  landingRoute,
  ...AREA_PATHS.map(({ path, area }) => areaRoute(path, area)),
]);

export const router = createRouter({ routeTree, defaultPreload: false, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
