import { pageSingleton } from './page-singleton.ts';

/**
 * How the data layer changes page (after a 401, after logout). The shell's router is registered by
 * `DataProvider`; before that (or in a page without a router) a full page load does the same.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/** The page's way to change page and to say where it is (the router's path, not always `location`'s). */
export type Navigator = { navigate: Navigate; pathname: () => string };

const fullPageLoads: Navigator = {
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  pathname: () => window.location.pathname,
};

// Registered by the shell's DataProvider, used by every remote's copy of this module: a page-wide slot.
const current = pageSingleton('navigator', () => ({ navigator: fullPageLoads }));

export function setNavigator(next: Navigator): void {
  current.navigator = next;
}

/** The path of the page on screen. */
export function currentPath(): string {
  return current.navigator.pathname();
}

/** Resolves once the page changed (with the router: after the new page's match). */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await current.navigator.navigate(to, options);
}

/**
 * docs/product/admin.md#screens-spec-2, docs/product/api.md#co-owner-life-and-self-service-architecture-10: where someone whose session ended is sent. The admin area has its own login at /admin; the
 * owner and user areas go to /auth with the redirect the spec names, so they come straight back afterwards.
 */
export function loginPathFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin';
  if (path === '/mijn-camper' || path.startsWith('/mijn-camper/')) return '/auth?redirect=mijn-camper';
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return '/auth?redirect=dashboard';
  return '/auth';
}
