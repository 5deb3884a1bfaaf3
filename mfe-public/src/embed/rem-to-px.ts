/** The browser default root font size the stylesheet's rem values were designed for. */
const ROOT_PX = 16;

/**
 * Rewrites every `rem` length in a stylesheet as pixels (1rem = 16px). Inside a shadow root rem still follows the
 * partner document's root font size; pixels do not. Other units (em, %, px, vw) and names that merely end in
 * "rem" (e.g. a class `.x-rem`) are left alone: only a number directly followed by `rem` and a non-name
 * character is a length.
 */
export function remToPx(css: string): string {
  return css.replace(/(^|[^\w.-])(-?\d*\.?\d+)rem(?![\w-])/g, (_, before: string, value: string) => {
    const px = Number.parseFloat(value) * ROOT_PX;
    return `${before}${Number(px.toFixed(4))}px`;
  });
}
