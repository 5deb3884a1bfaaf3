import { PAGE_MAX } from '@camperdeel/rules/schemas/paging';

/** The query of one page of a paged list: as many rows as the API gives at once, the search, the cursor. */
export function pageQuery(zoek: string | undefined, cursor: string | undefined) {
  return { limit: String(PAGE_MAX), ...(zoek ? { zoek } : {}), ...(cursor ? { cursor } : {}) };
}

/** Every page of a list, following `volgende` from `first` (or from the first page) to the last. */
export async function allPages<P extends { volgende: string | null }>(
  read: (cursor: string | undefined) => Promise<P>,
  first?: P,
): Promise<P[]> {
  let page = first ?? (await read(undefined));
  const pages = [page];
  while (page.volgende) {
    page = await read(page.volgende);
    pages.push(page);
  }
  return pages;
}

/** How many look-ups run at once: enough to hide the round trips, well inside the token's throttle. */
export const LOOKUPS_AT_ONCE = 8;

/**
 * The rows behind `wanted` (distinct keys a run names), in as few requests as the token's throttle allows: a few are
 * each found with the server's search; many are read from the whole list when that takes fewer pages than there are
 * keys to look up.
 */
export async function lookUp<P extends { volgende: string | null; totaal: number }, Row>(
  wanted: readonly string[],
  read: (zoek: string | undefined, cursor: string | undefined) => Promise<P>,
  rowsOf: (page: P) => Row[],
  find: (key: string, rows: Row[]) => Row[],
): Promise<Row[]> {
  if (wanted.length > LOOKUPS_AT_ONCE) {
    const first = await read(undefined, undefined);
    if (Math.ceil(first.totaal / PAGE_MAX) <= wanted.length) {
      return (await allPages((cursor) => read(undefined, cursor), first)).flatMap(rowsOf);
    }
  }
  const found: Row[] = [];
  for (let i = 0; i < wanted.length; i += LOOKUPS_AT_ONCE) {
    const batch = wanted.slice(i, i + LOOKUPS_AT_ONCE);
    const answers = await Promise.all(
      batch.map(async (key) => find(key, (await allPages((cursor) => read(key, cursor))).flatMap(rowsOf))),
    );
    found.push(...answers.flat());
  }
  return found;
}
