/**
 * React's server renderer writes a preload for an `<img fetchpriority="high">` (the first screen's photo, its
 * largest paint) ahead of the markup. It belongs first in `<head>`: discovered in the body, it queued behind twenty
 * script and data requests on slow 4G's six connections and finished seconds after the rest of the screen. This
 * takes React's preloads out of the markup and gives back the one for the photo, for the head; a photo address
 * that is not ours or http(s) gets none.
 */
export function splitImagePreload(rendered: string): { markup: string; preload: string } {
  const links: string[] = [];
  const markup = rendered.replace(/<link rel="preload" as="image"[^>]*>/gi, (link) => {
    links.push(link);
    return '';
  });
  const photo = links.find((link) => /fetchpriority="high"/i.test(link) && urlsAreSafe(link));
  return { markup, preload: photo ?? '' };
}

/** Only our own file addresses (`/files/...`) or http(s) URLs are preloaded. */
function urlsAreSafe(link: string): boolean {
  const urls = [...link.matchAll(/\s(?:href|imagesrcset)="([^"]*)"/gi)].flatMap(([, value = '']) =>
    value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  return (
    urls.length > 0 &&
    urls.every((url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url))
  );
}
