import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A router held in memory at `url` on which every path matches, as the shell's splat route does: `page` renders on
 * every path, or `layout` renders from the root and stays mounted whatever the path (also where a guard sends
 * someone). For a page rendered outside the shell: on the server, and in the screens' tests.
 */
export function everyPathRouter(
  url: string,
  { layout, page, isServer }: { layout?: () => ReactNode; page?: () => ReactNode; isServer?: boolean },
) {
  const rootRoute = createRootRoute(layout ? { component: layout } : {});
  const everyPath = createRoute({
    getParentRoute: () => rootRoute,
    path: '/$',
    component: page ?? (() => null),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([everyPath]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...(isServer ? { isServer } : {}),
  });
}
