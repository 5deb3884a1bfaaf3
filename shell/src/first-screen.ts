/**
 * The first screen the server wrote into the HTML (`#first-screen`, bff/src/web/first-screen.ts) stays on top of the
 * invisible `#root` (CSS `#first-screen ~ #root { visibility: hidden }`) until React's page has its own first
 * screen ready; then it is removed in the same frame as React's commit (a MutationObserver callback runs before the
 * next paint), so the page never flashes a spinner and nothing moves: `#root` was laid out underneath all along.
 * The contract for pages: docs/first-screen-contract.md and docs/decisions/0051-web-speed.md.
 */

/** Whatever `#root` shows by then, the server's screen goes: it never hides a page for longer. */
export const FIRST_SCREEN_MAX_MS = 10_000;

/**
 * React's page is ready to replace the server's screen: it shows a failure (`role="alert"`), says so explicitly
 * (`data-first-screen="ready"`), or shows its heading with no loading indicator (`<Loading/>` is a
 * `role="status"` live region) — unless something in it says it is still pending.
 */
export function firstScreenReady(root: ParentNode): boolean {
  if (root.querySelector('[data-first-screen="pending"]')) return false;
  if (root.querySelector('[role="alert"], [data-first-screen="ready"]')) return true;
  return root.querySelector('h1') !== null && root.querySelector('[role="status"][aria-live]') === null;
}

/** Removes the server's first screen once `root` is ready (or after FIRST_SCREEN_MAX_MS). */
export function replaceFirstScreenWhenReady(root: HTMLElement, doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (!screen) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (firstScreenReady(root)) swap();
  });
  function swap() {
    observer.disconnect();
    clearTimeout(timer);
    screen?.remove();
  }
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-first-screen', 'role', 'aria-live'],
  });
  timer = setTimeout(swap, Math.max(0, FIRST_SCREEN_MAX_MS - performance.now()));
}
