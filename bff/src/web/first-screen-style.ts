import { buildFileReader } from './build-file.ts';

/**
 * The CSS the server's first screen is drawn with: the shell's reset (the remotes build without one: the page
 * has one reset, the shell's) and the area's own stylesheet (the one its exposed module loads), inlined, so the
 * first screen needs no request before it paints and is laid out by exactly the rules React's page will use.
 * The screen sits in a closed shadow root (routes.ts), so it gets its own copy of the sheets; the copy in the head
 * lays out React's invisible `#root` with the same rules. Brotli sends the second copy for a few bytes.
 */
/** In the head: keeps React's `#root` laid out but invisible under the screen until the shell removes it. */
export const FIRST_SCREEN_CSS =
  '#first-screen{position:absolute;top:0;left:0;width:100%}#first-screen~#root{visibility:hidden}';
/** In the shadow root: a still picture; entrance animations (the carousel's fade-in) would only hold it back. */
export const STILL_PICTURE_CSS = '*{animation:none!important}';

const readCss = buildFileReader((css) => css);

/** The `@layer reset{…}` block of a Panda stylesheet (braces counted), or null when it has none. */
export function resetLayer(css: string): string | null {
  const start = css.indexOf('@layer reset{');
  if (start < 0) return null;
  let depth = 0;
  for (let index = start; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return css.slice(start, index + 1);
    }
  }
  return null;
}

/**
 * The first screen's CSS from the shell's stylesheet (its reset only) and the area's; null when one is missing
 * (then no first screen: an unstyled one would be worse than none).
 */
export function firstScreenCss(shellCss: string | null, cssFiles: readonly string[]): string | null {
  if (shellCss === null || cssFiles.length === 0) return null;
  const shellSheet = readCss(shellCss);
  const reset = shellSheet === null ? null : resetLayer(shellSheet);
  if (reset === null) return null;
  // The remote's sheet declares the layer order first; the reset joins its (empty) `reset` layer.
  const sheets: string[] = [];
  for (const file of cssFiles) {
    const css = readCss(file);
    if (css === null) return null;
    // `</style` cannot occur in CSS we built, but the tag must not end early whatever the file holds.
    sheets.push(css.replace(/<\/style/gi, '<\\/style'));
  }
  return `${sheets.join('')}${reset}`;
}
