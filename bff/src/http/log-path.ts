/** `/ical/` in any case, its slash possibly percent-encoded. */
const FEED = /\/ical(?:\/|%2f)/i;

/**
 * A request path as it may appear in a log. A calendar feed's path is its own permission (/ical/<secret>.ics), so
 * everything after /ical/ is replaced, whatever its case, encoding or surrounding slashes; every other path is kept.
 */
export function loggablePath(path: string): string {
  const match = FEED.exec(path);
  return match ? `${path.slice(0, match.index)}/ical/[geheim].ics` : path;
}
