import { RouterProvider } from '@tanstack/react-router';
import { act, cleanup, type RenderResult, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { calendarStore } from '../calendar-store.ts';
import { DataProvider } from '../DataProvider.tsx';
import { everyPathRouter } from '../every-path-router.tsx';
import { queryClient } from '../query-client.ts';
import { sessionStore } from '../session-store.ts';
import { unreadStore } from '../unread-store.ts';

// Test-only: rendering a screen with the data layer, a router and an MSW server. No app source imports this.

/**
 * One MSW server for a test file: started before the tests, reset (handlers and the data layer's cache and
 * stores) after each, closed at the end. A request without a handler fails the test that made it.
 */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    // Vitest runs without globals, so Testing Library's automatic unmount is not registered: do it here.
    cleanup();
    server.resetHandlers();
    resetDataLayer();
  });
  afterAll(() => server.close());
  return server;
}

/** Forgets every cached answer and the stores' state, as a fresh page load would. */
export function resetDataLayer(): void {
  queryClient.clear();
  sessionStore.setState({ session: { status: 'unknown' } });
  calendarStore.setState({ selection: [] });
  unreadStore.setState({ unread: 0 });
}

/**
 * Renders `ui` at `url` inside a memory router (every path renders it, as the shell's splat route does) and the
 * data layer's provider. Resolves once the router has matched, so the first render is on screen.
 */
export async function renderPage(ui: ReactNode, url = '/'): Promise<RenderResult & { router: TestRouter }> {
  // The page renders from the root, so every path (also where a guard sends someone) keeps it mounted.
  const router = everyPathRouter(url, { layout: () => <DataProvider>{ui}</DataProvider> });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
    await router.load();
  });
  if (!result) throw new Error('render failed');
  return Object.assign(result, { router });
}

export type TestRouter = ReturnType<typeof everyPathRouter>;
