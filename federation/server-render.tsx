import { everyPathRouter } from '@camperdeel/client/every-path-router';
import { createQueryClient } from '@camperdeel/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import type { AreaProps } from './area.tsx';
import type { SeededQuery } from './first-screen-contract.ts';

/**
 * Renders a remote's area at a path on the server, as the browser renders it: the area's own page table under a
 * router at that path, with a QueryClient holding the answers the page's queries would load (by their query
 * keys). `prerender` waits for the lazily loaded page and every Suspense boundary, so the HTML is the page's
 * finished first screen, never a fallback. Queries without data stay pending, as on a first render in the
 * browser; nothing is fetched on the server.
 */
export async function renderArea(
  Area: ComponentType<AreaProps>,
  path: string,
  queries: readonly SeededQuery[],
): Promise<string> {
  // A client per render with the page's own defaults: nothing of one visitor reaches another's render.
  const client = createQueryClient();
  for (const [queryKey, data] of queries) client.setQueryData(queryKey, data);
  const router = everyPathRouter(path, {
    page: () => (
      <QueryClientProvider client={client}>
        <Area notFound={null} />
      </QueryClientProvider>
    ),
    isServer: true,
  });
  await router.load();
  // One chunk, however large: every boundary inline and complete, no script to reveal a part later (the first
  // screen runs no script).
  const { prelude } = await prerender(<RouterProvider router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}
