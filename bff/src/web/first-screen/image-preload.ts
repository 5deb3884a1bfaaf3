/**
 * The preload for the first screen's largest paint, its photo (the `<img fetchpriority="high">` the page renderers
 * write), to go first in `<head>`: discovered in the body, it queued behind twenty script and data requests on
 * slow 4G's six connections and finished seconds after the rest of the screen. Same src, srcset and sizes as the
 * image, so the browser picks the same file and uses the preloaded one. The values are the renderer's, already
 * escaped for an attribute.
 */
export function imagePreloadTag(markup: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(markup)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  const responsive = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`;
}
