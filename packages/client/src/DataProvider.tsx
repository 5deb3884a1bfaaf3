import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { setNavigator } from './navigation.ts';
import { queryClient } from './query-client.ts';

/**
 * Around the page, inside the router: the page's one QueryClient, and the router as the data layer's way to
 * change page (401 → login, logout → home) without a full reload. The shell renders it once for every area; a
 * remote started on its own renders it in its standalone page.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    setNavigator({
      navigate: async (to, options) => {
        const url = new URL(to, window.location.origin);
        await router.navigate({
          to: url.pathname,
          search: Object.fromEntries(url.searchParams),
          replace: options?.replace ?? false,
        });
      },
      pathname: () => router.state.location.pathname,
    });
  }, [router]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
