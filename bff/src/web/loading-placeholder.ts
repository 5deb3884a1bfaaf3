/**
 * What an app page without a server-rendered first screen (first-screen.ts) shows from its HTML until React's area
 * shows something: 'Laden...' with a spinner, drawn as the shell's own loading state (shell/src/remotes/
 * RemoteStatus.tsx: a centred `<Loading/>` in a box 60% of the screen high), so the hand-over does not move it.
 * Without it a slow line shows a blank page until the shell's scripts, the remote's manifest and its entry have
 * arrived (docs/product/on-the-road.md). The shell removes it (shell/src/first-screen.ts, `data-placeholder`) as soon
 * as React's `#root` has anything to show. Static: no data, the same for every visitor; its own colours, because the
 * design system's stylesheet arrives with the scripts. Inert and in a closed shadow root like the first screen:
 * a picture, never read out or clicked, and never a second 'Laden...' for scripts or tests searching the page.
 */
const PLACEHOLDER_CSS = [
  // The page's canvas and body font (packages/ui tokens bg.canvas and fonts.body): the page sheet is not there yet.
  ':host{display:block;min-height:100dvh;background:#fbf8f2;font-family:"Segoe UI",system-ui,-apple-system,"Helvetica Neue",Roboto,"Noto Sans",Arial,sans-serif}',
  '.area{min-height:60dvh;display:grid;place-items:center;padding:1.5rem;box-sizing:border-box}',
  '.loading{display:flex;align-items:center;justify-content:center;gap:.75rem;padding-block:2.5rem;color:#625f56;font-size:.875rem}',
  '.spinner{display:inline-block;box-sizing:border-box;width:1.5rem;height:1.5rem;border-radius:9999px;border:2.5px solid #244c37;',
  'border-inline-end-color:transparent;border-block-end-color:transparent;animation:spin .7s linear infinite}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

export const LOADING_PLACEHOLDER = `<div id="first-screen" data-placeholder inert><template shadowrootmode="closed"><style>${PLACEHOLDER_CSS}</style><div class="area"><div class="loading"><span class="spinner"></span><span>Laden...</span></div></div></template></div>`;
