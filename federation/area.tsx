// First: every area validates forms with zod, which must not probe for eval under our CSP.
import './zod-jitless.ts';
import { useRouterState } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { PageBoundary } from './PageBoundary.tsx';

/**
 * The contract between the shell and a remote area (ADR docs/decisions/0012-federated-routing.md). The shell owns the
 * one router and gives each area a splat route; the area's exposed component renders the page of its own table
 * for the current path, using the shared router's hooks.
 */

/** What the shell passes to every exposed area component. */
export type AreaProps = {
  /** The shell's 404 page; rendered for a sub-path the area has no page for. */
  notFound: ReactNode;
};

/** Path parameters of a matched pattern, e.g. `{ id: '42' }` for `/admin/campers/:id`. */
export type PageParams = Record<string, string>;

export type PageRow = {
  /** Full path pattern, static segments and `:name` parameters: `/dashboard/aanmeldingen`, `/x/:id`. */
  path: string;
  /** Dutch page title; the document title becomes `<title> | Camperdeel`. */
  title: string;
  /** Usually `lazyPage(() => import('./pages/...'))` (federation/lazy-page.tsx) so each page is its own chunk. */
  component: ComponentType<{ params: PageParams }>;
};

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** The first row whose pattern matches the whole path (a trailing slash is ignored), with its parameters. */
export function matchPage(pages: readonly PageRow[], pathname: string) {
  const actual = segments(pathname);
  for (const page of pages) {
    const pattern = segments(page.path);
    if (pattern.length !== actual.length) continue;
    const params: PageParams = {};
    const matches = pattern.every((part, index) => {
      const value = actual[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(value);
        return true;
      }
      return part === value;
    });
    if (matches) return { page, params };
  }
  return null;
}

/**
 * The path of the page on screen. Pages use this rather than the router's pending location: while the router is
 * leaving an area, the pending path is the next area's, which would render a false 404 or re-run a guard there.
 */
export function useAreaPath(): string {
  return useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
}

/**
 * The area's module is evaluated when the shell (or the standalone page) first needs it, which on a page load is
 * for the page in the address bar: its chunks start loading now, while React is still busy, not after the area
 * has rendered (about a CPU-bound second on a slow phone).
 */
function preloadFirstPage(pages: readonly PageRow[]): Promise<void> {
  if (typeof location === 'undefined') return Promise.resolve();
  const first = matchPage(pages, location.pathname)?.page.component;
  if (first && 'preload' in first && typeof first.preload === 'function') {
    return Promise.resolve(first.preload()).then(() => undefined);
  }
  return Promise.resolve();
}

/**
 * An area's component; `ready` settles (never rejects) once the page for the address bar at the area's first
 * evaluation has loaded, so the shell can mount it whole (shell/src/bootstrap.tsx).
 */
export type AreaComponent = ComponentType<AreaProps> & { ready?: Promise<void> };

/** Builds the component a remote exposes for its area from its page table. */
export function createArea(pages: readonly PageRow[]): AreaComponent {
  const ready = preloadFirstPage(pages);
  return Object.assign(Area, { ready });

  function Area({ notFound }: AreaProps) {
    const pathname = useAreaPath();
    const match = matchPage(pages, pathname);
    const title = match?.page.title;
    useEffect(() => {
      if (title) document.title = `${title} | Camperdeel`;
    }, [title]);
    if (!match) return notFound;
    const Page = match.page.component;
    // The boundary is keyed by nothing: rows that share one component (an area's frame) stay mounted.
    return (
      <PageBoundary resetKey={Page}>
        <Suspense fallback={null}>
          <Page params={match.params} />
        </Suspense>
      </PageBoundary>
    );
  }
}
