import { DataProvider } from '@camperdeel/client/DataProvider';
import { Toaster } from '@camperdeel/ui/components/Toaster';
import { toaster } from '@camperdeel/ui/lib/toast';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';

afterEach(() => {
  toaster.remove();
});

/**
 * Renders a screen with the data layer, a router at `url` and the Toaster; `user` types and clicks like a person.
 * Every path renders the screen, as the shell's splat route does, except '/': home is the shell's own page, so a
 * screen that sends someone home is gone there (as in the app) instead of deciding again.
 */
export async function renderPage(ui: ReactNode, url: string) {
  const user = userEvent.setup();
  const rootRoute = createRootRoute({
    component: () => (
      <DataProvider>
        <Outlet />
        <Toaster />
      </DataProvider>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>Home</p> });
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '/$', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, everyPath]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = await act(async () => {
    const rendered = render(<RouterProvider router={router} />);
    await router.load();
    return rendered;
  });
  return Object.assign(view, { router, user });
}

/** Waits for a toast 'title' (and its description, when given) to show in the Meldingen region. */
export async function findToast(title: string, description?: string) {
  const found = await screen.findByText(title, { selector: '[data-part="title"]' });
  if (description !== undefined) {
    const root = found.closest('[data-part="root"]');
    await waitFor(() => {
      if (!root?.textContent?.includes(description))
        throw new Error(`toast "${title}" lacks "${description}"`);
    });
  }
  return found;
}
