import { type ComponentType, Suspense, use, useEffect, useState } from 'react';

/** A component that renders nothing until it is first opened, then renders the lazily loaded dialog. */
export type DeferredDialog<P> = ComponentType<P> & {
  /** Starts loading the dialog (e.g. on a pointer over its trigger); settles when loaded, never rejects. */
  preload: () => Promise<void>;
};

/**
 * A dialog whose code (Ark's dialog machine, focus trap, scroll lock, its content: about 50 KB gzip) loads when
 * it is first opened instead of with the page that may open it. Until then it renders nothing, exactly as a
 * closed dialog does (ours mount lazily); after the first opening it stays rendered, so closing animates and
 * restores focus as before. `isOpen` reads the open state from the dialog's own props, `asClosed` gives the same
 * props closed: the dialog first mounts closed and opens in the next commit, as it did when it was always mounted
 * (an Ark dialog that mounts already open, within the click that opened it, closed again at once in our tests).
 * The import's promise
 * carries its outcome the way React's `use()` reads it, so once loaded the dialog renders without suspending;
 * a failed load is forgotten, so the next opening loads it again.
 */
const everyDialog = new Set<() => Promise<void>>();

/**
 * Loads every deferred dialog created so far (settles when all are there). For tests: a component that suspends
 * inside a testing-library act() is never retried, so a test that opens dialogs loads them up front.
 */
export async function preloadDeferredDialogs(): Promise<void> {
  await Promise.all([...everyDialog].map((preload) => preload()));
}

export function deferredDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  asClosed: (props: P) => P,
): DeferredDialog<P> {
  let pending: Promise<ComponentType<P>> | undefined;

  function start(): Promise<ComponentType<P>> {
    const attempt: Promise<ComponentType<P>> = load().then(
      (component) => {
        Object.assign(attempt, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        Object.assign(attempt, { status: 'rejected', reason: error });
        if (pending === attempt) pending = undefined;
        throw error;
      },
    );
    return attempt;
  }

  function Loaded(props: P) {
    pending ??= start();
    const Dialog = use(pending);
    return <Dialog {...props} />;
  }

  function Deferred(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    const [mounted, setMounted] = useState(false);
    // Set during render (React re-renders at once): the first opening mounts the dialog in the same commit.
    if (open && !wanted) setWanted(true);
    useEffect(() => {
      if (wanted && !mounted) setMounted(true);
    }, [wanted, mounted]);
    if (!wanted) return null;
    // Its own boundary: while the dialog's chunk loads, the page behind it stays as it is.
    return (
      <Suspense fallback={null}>
        <Loaded {...(mounted ? props : asClosed(props))} />
      </Suspense>
    );
  }

  function preload(): Promise<void> {
    pending ??= start();
    return pending.then(
      () => undefined,
      () => undefined,
    );
  }
  everyDialog.add(preload);
  return Object.assign(Deferred, { preload });
}
