import { type ComponentType, type FunctionComponent, use } from 'react';

/**
 * `React.lazy` remembers a failed import for ever: a page chunk that failed once (its remote's server dropped while
 * the user clicked on) fails again on every render until the page is reloaded. `lazyPage` keeps a failed import
 * only until `retryFailedPages()` is called ('Opnieuw proberen' in PageBoundary), then imports afresh; the bundler
 * forgets a failed chunk by itself, so the new import requests it again.
 */

/**
 * A page's module; `ready` settles once what the page shows by path has loaded too (the admin's tab), so `preload()`
 * counts the page as loaded only then.
 */
type Module<P> = { default: ComponentType<P>; ready?: Promise<unknown> };

const failed = new Set<() => void>();

type SharedEntry = { loaded?: boolean; lib?: unknown; loading?: Promise<unknown> | null };
// The bundler's share scopes (`__webpack_require__.S`): package → version → entry, shared by host and remotes.
declare const __webpack_share_scopes__:
  | Record<string, Record<string, Record<string, SharedEntry>>>
  | undefined;

/**
 * The MF runtime keeps the promise of a shared module it is loading on the share scope entry and hands that same
 * promise to every later caller: a shared package whose chunk failed once (say Ark's dialog, first needed by the
 * tab that failed) would fail for ever. Entries that never finished loading are forgotten, so the next use loads
 * them again; a load still under way is at worst started twice, and the bundler runs a module only once.
 */
function forgetUnfinishedShares(): void {
  if (typeof __webpack_share_scopes__ === 'undefined') return;
  for (const scope of Object.values(__webpack_share_scopes__)) {
    for (const versions of Object.values(scope)) {
      for (const entry of Object.values(versions)) {
        if (entry.loading && !entry.loaded && !entry.lib) entry.loading = null;
      }
    }
  }
}

/**
 * A failure this soon after the import started is not this attempt's: the bundler handed back a load still pending
 * from before (a stylesheet a hung server held, failed only when the recovered server dropped the connection, just
 * as 'Opnieuw proberen' was clicked). It has forgotten that load by now, so one more import requests it afresh. A
 * real failure takes longer (a timeout) or fails again at once (a server that is down).
 */
const STALE_FAILURE_MS = 1000;

function importFresh<M>(load: () => Promise<M>): Promise<M> {
  const startedAt = performance.now();
  return load().catch((error: unknown) => {
    if (performance.now() - startedAt > STALE_FAILURE_MS) throw error;
    return load();
  });
}

/** Forgets every failed page import, so the next render of those pages imports them again. */
export function retryFailedPages(): void {
  for (const forget of failed) forget();
  failed.clear();
  forgetUnfinishedShares();
}

/**
 * A lazily loaded page; `preload()` starts its import before it renders (the first page of a document) and
 * settles when it is loaded (never rejects: a failure is kept for the render, which throws it to the boundary).
 */
export type LazyPageComponent<P> = FunctionComponent<P> & { preload: () => Promise<void> };

export function lazyPage<P extends object>(load: () => Promise<Module<P>>): LazyPageComponent<P> {
  let pending: Promise<Module<P>> | undefined;

  // The import's promise carries its outcome the way React's `use()` reads it (`status`, `value`, `reason`): a page
  // whose chunk has arrived renders at once, without a suspended render first, and every render calls `use()`
  // (React requires a component that suspended once to call it again when it retries).
  function start(): Promise<Module<P>> {
    const attempt: Promise<Module<P>> = importFresh(load).then(
      (module) => {
        Object.assign(attempt, { status: 'fulfilled', value: module });
        return module;
      },
      (error: unknown) => {
        Object.assign(attempt, { status: 'rejected', reason: error });
        // Kept (rejected) so the render after it throws to the boundary instead of importing in a loop.
        failed.add(() => {
          if (pending === attempt) pending = undefined;
        });
        throw error;
      },
    );
    return attempt;
  }

  function LazyPage(props: P) {
    // Always through use(): a render that suspended on it must call it again when React replays that render.
    pending ??= start();
    const Page = use(pending).default;
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, {
    preload(): Promise<void> {
      // A failure is kept for the render, which throws it to the page's boundary.
      pending ??= start();
      return pending.then(
        (module) =>
          module.ready?.then(
            () => undefined,
            () => undefined,
          ),
        () => undefined,
      );
    },
  });
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `lazyPage` for a module that exports the component under a name. Several may load the same module (one chunk
 * for a group of components); each takes the props of its own export.
 */
export function lazyNamed<M extends { [key in K]: ComponentType<never> }, K extends string>(
  load: () => Promise<M>,
  name: K,
): LazyPageComponent<PropsOf<M[K]> & object> {
  return lazyPage(async () => ({
    default: (await load())[name] as unknown as ComponentType<PropsOf<M[K]> & object>,
  }));
}
