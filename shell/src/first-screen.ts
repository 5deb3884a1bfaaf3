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

/**
 * The server's 'Laden...' placeholder (bff/src/web/loading-placeholder.ts) stands in for a page without a first
 * screen: it goes as soon as React's page shows anything at all, its own 'Laden...' included.
 */
export function placeholderDone(root: ParentNode): boolean {
  return (root.textContent ?? '').trim() !== '';
}

/** Removes the server's first screen once `root` is ready (or after FIRST_SCREEN_MAX_MS), its placeholder once `root` shows anything. */
export function replaceFirstScreenWhenReady(root: HTMLElement, doc: Document = document): void {
  const screen = doc.getElementById('first-screen');
  if (!screen) return;
  const placeholder = screen.hasAttribute('data-placeholder');
  const ready = placeholder ? placeholderDone : firstScreenReady;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (ready(root)) swap();
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
    characterData: true,
  });
  // The placeholder hides nothing: it waits for React's page however slow the line, never leaving a blank screen.
  if (!placeholder) timer = setTimeout(swap, Math.max(0, FIRST_SCREEN_MAX_MS - performance.now()));
}
