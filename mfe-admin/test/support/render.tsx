import { Toaster } from '@camperdeel/ui/components/Toaster';
import { toaster } from '@camperdeel/ui/lib/toast';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach } from 'vitest';

afterEach(() => {
  toaster.remove();
});

/**
 * Renders a page under a router at `url`, with the Toaster. Any path renders it, as the shell's splat route does,
 * except '/': the home page is the shell's, so a page that sends the visitor home is left there.
 */
export async function renderPage(Page: ComponentType, url: string) {
  const rootRoute = createRootRoute();
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>Home</p> });
  const everyPath = createRoute({ getParentRoute: () => rootRoute, path: '/$', component: () => <Page /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, everyPath]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const user = userEvent.setup();
  // Awaited act: the router and lazy tabs suspend while they load, which React wants finished inside act.
  const view = await act(async () =>
    render(
      <>
        <RouterProvider router={router} />
        <Toaster />
      </>,
    ),
  );
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('router still loading');
  });
  return { ...view, router, user };
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
