/**
 * The one list of page paths of the web app: the route table of docs/product/public.md#screens-spec-2, plus /mijn-camper/mede-eigenaars
 * (docs/product/README.md#departures-from-the-spec-architecture-9 builds the spec's dead link). The server answers these with HTTP 200 and every other page path with 404 (the
 * app still renders its 404 page). Each remote's `pages.tsx` must list exactly its part of this (a test checks);
 * a change that adds a page adds its path here too. Patterns may hold `:name` segments, as in the page tables.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/auth',
  '/admin',
  '/admin/dashboard',
  '/admin/dashboard/aanmeldingen',
  '/admin/dashboard/campers',
  '/admin/dashboard/reserveringen',
  '/admin/dashboard/documenten',
  '/admin/dashboard/facturen',
  // The audit log and mail queue, a seventh admin tab beyond the spec (docs/product/api.md#co-owner-life-and-self-service-architecture-10).
  '/admin/dashboard/logboek',
  // The club's help-page numbers (docs/decisions/0083-club-office.md).
  '/admin/dashboard/instellingen',
  '/admin/dashboard/onderhoud',
  '/dashboard',
  '/dashboard/aanmeldingen',
  '/dashboard/how-it-works',
  '/dashboard/profile',
  '/mijn-camper',
  '/mijn-camper/kalender',
  '/mijn-camper/profiel',
  '/mijn-camper/help',
  '/mijn-camper/mede-eigenaars',
  // The owner's wish rounds, reached from their notification (docs/decisions/0076-wish-rounds.md).
  '/mijn-camper/wensronde',
  // The shared costs, reached from a card on 'Mijn camper' (docs/decisions/0082-shared-costs.md).
  '/mijn-camper/kosten',
  // Swaps and the watch list, reached from 'Mijn camper' (docs/decisions/0079-swaps-and-watches.md).
  '/mijn-camper/ruilen',
  '/mijn-camper/wachtlijst',
] as const;

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/**
 * True when `pathname` is one of our pages, matched as the shell and remotes match it (federation/area.tsx): whole
 * segments, `:name` matches any one segment, a trailing slash is ignored.
 */
export function isWebPagePath(pathname: string, paths: readonly string[] = WEB_PAGE_PATHS): boolean {
  const actual = segments(pathname);
  return paths.some((path) => {
    const pattern = segments(path);
    return (
      pattern.length === actual.length &&
      pattern.every((part, index) => part.startsWith(':') || part === actual[index])
    );
  });
}
