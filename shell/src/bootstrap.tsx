import { StrictMode, startTransition } from 'react';
import './app.css';
import { replaceFirstScreenWhenReady } from './first-screen.ts';
import { loadArea } from './remotes/load-area.ts';
import { areaOfPath, registerRuntimeRemotes } from './remotes/registry.ts';
import { yieldToMain } from './yield-to-main.ts';

// The remote configuration and the area of the first page load while React renders, not after; the area's
// component picks the loaded module up (a failure here is reported by that component's own load).
registerRuntimeRemotes().catch(() => undefined);
const firstArea = areaOfPath(location.pathname);
const firstPageLoaded = firstArea
  ? loadArea(firstArea).then(
      (Area) => Area.ready,
      () => undefined,
    )
  : undefined;

/** How long React waits for the first page's chunks before it mounts anyway (and shows their loading state). */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * The server's first screen is already on screen (first-screen.ts), so nothing here is urgent: react-dom and the
 * router are evaluated in tasks of their own (their chunks are loaded with this one: same chunk name), and the tree
 * renders as a transition, which React works on in ~5 ms slices. One long task of module evaluation and rendering
 * would otherwise block input for a second on a slow phone (Lighthouse's TBT; docs/decisions/0051-web-speed.md).
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ontbreekt in index.html');
  // The server's first screen (if any) stays until React's page can take its place (first-screen.ts).
  replaceFirstScreenWhenReady(root);
  await yieldToMain();
  const { createRoot } = await import(/* webpackChunkName: "bootstrap" */ 'react-dom/client');
  await yieldToMain();
  const { RouterProvider } = await import(/* webpackChunkName: "bootstrap" */ '@tanstack/react-router');
  await yieldToMain();
  // The data layer (TanStack Query) and the area loader before the router module that imports them, so
  // creating the router is a task of its own.
  await import(/* webpackChunkName: "bootstrap" */ './root-layout.tsx');
  await yieldToMain();
  await import(/* webpackChunkName: "bootstrap" */ './remotes/RemoteArea.tsx');
  await yieldToMain();
  const { router } = await import(/* webpackChunkName: "bootstrap" */ './router.tsx');
  await yieldToMain();
  // The router resolves the address bar's route before React mounts: mounted unresolved, it loads in a layout
  // effect and its store updates re-render the whole tree synchronously (useSyncExternalStore), one long task.
  await router.load().catch((error: unknown) => console.error(error));
  await yieldToMain();
  // Who is signed in, from the HTML's early answer (prime-session.ts): no re-render of the page when it arrives.
  const { primeSessionFromEarlyData } = await import(
    /* webpackChunkName: "bootstrap" */ './prime-session.ts'
  );
  await primeSessionFromEarlyData().catch(() => undefined);
  // The area and its page (with what it shows by path) mount whole: a page that suspends on a chunk still coming
  // shows its loading state, and React then holds the page back for 300 ms after it (its reveal throttle;
  // docs/decisions/0106-first-page-mounts-whole.md).
  if (firstPageLoaded) {
    await Promise.race([firstPageLoaded, new Promise((done) => setTimeout(done, FIRST_PAGE_WAIT_MS))]);
  }
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

start();
